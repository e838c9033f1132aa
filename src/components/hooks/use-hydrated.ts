"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the first render after: for
 * controls that do nothing until the page's script runs, which the server then need not draw
 * (issue #15). Hydration renders the server's answer, so nothing mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
