"use client";

import Link from "next/link";
import { useEffect } from "react";

// Plain class strings, not buttonVariants: this boundary ships on every page, so it stays small.
const primary =
  "inline-flex h-11 items-center justify-center rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong";
const secondary =
  "inline-flex h-11 items-center justify-center rounded-[var(--radius-control)] border border-line-strong bg-surface px-5 font-medium text-ink hover:bg-brand-soft";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70dvh] w-full max-w-xl flex-col items-start justify-center px-4 py-16 sm:px-6"
    >
      <p className="text-sm font-semibold text-danger">Something went wrong</p>
      <h1 className="mt-2 text-title font-semibold text-ink">Sorry, this page didn&apos;t load</h1>
      <p className="mt-3 text-ink-muted">
        This is on our side, not yours. What you saved before is safe. Please try again in a moment.
      </p>
      {error.digest ? (
        <p className="mt-2 text-sm text-ink-muted">Reference: {error.digest}</p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={reset} className={primary}>
          Try again
        </button>
        <Link href="/" className={secondary}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
