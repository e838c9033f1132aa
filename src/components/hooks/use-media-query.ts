"use client";

import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint (40rem, 640 px): below it the layout is a phone's. */
export const WIDE_QUERY = "(min-width: 40rem)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether a CSS media query matches, kept up to date as the window changes. The server, and the
 * first render in the browser, use `serverDefault`, so hydration never disagrees with the HTML;
 * React then re-renders with the real answer.
 */
export function useMediaQuery(query: string, serverDefault: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverDefault,
  );
}

/** True on a phone-width screen (below 640 px). Defaults to false on the server. */
export function useIsPhone(): boolean {
  return !useMediaQuery(WIDE_QUERY, true);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, false);
}
