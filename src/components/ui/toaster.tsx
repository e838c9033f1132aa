"use client";

import { Toaster as HotToaster } from "react-hot-toast";

/**
 * react-hot-toast's defaults are the spec's toast limits (section 9): at most 20 at once, 4 s for
 * blank, error and custom, 2 s for success, loading until dismissed. Only the look is set here.
 */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      toastOptions={{
        style: {
          background: "var(--color-surface)",
          color: "var(--color-ink)",
          border: "1px solid var(--color-line)",
          borderRadius: "12px",
          fontSize: "0.95rem",
        },
      }}
    />
  );
}
