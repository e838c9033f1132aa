"use client";

import type * as React from "react";
import { useEffect, useRef } from "react";

/**
 * A message that says what was just done, on the page the person was sent to (the controls they
 * used are gone): it takes focus, so a screen reader reads it and the keyboard carries on from it.
 */
export function ArrivalNotice({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
