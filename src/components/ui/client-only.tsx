"use client";

import { type ReactNode, Suspense } from "react";
import { useHydrated } from "@/components/hooks/use-hydrated";

/**
 * Children drawn only in the browser (a lazy component: its code is fetched when first drawn); the
 * server's HTML and hydration show `fallback` in their place. next/dynamic's `ssr: false` does
 * the same by throwing on the server: an error built with its stack and caught by React, for
 * every chart of every view, about 25 µs apiece (issue #15, decision 0021).
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
