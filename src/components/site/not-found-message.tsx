/** "Page not found" in words a worried person can read (issue #15), with where to go instead. */
export function NotFoundMessage({ children }: { children: React.ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold text-brand">Page not found</p>
      <h1 className="mt-2 text-title font-semibold text-ink">We couldn&apos;t find that page</h1>
      <p className="mt-3 text-ink-muted">
        The link may be old or mistyped. Nothing you saved has been affected.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">{children}</div>
    </>
  );
}
