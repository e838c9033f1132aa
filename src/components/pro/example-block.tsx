import type * as React from "react";

/** The label every block of example figures carries, on every page that shows one. */
export const EXAMPLE_LABEL = "Example figures";

/**
 * Example figures, kept apart from a person's own: a dashed, tinted block with its own heading
 * and the "Example figures" label, then an optional call to action and the example itself.
 * Signed-in people without a feature see it below their own numbers ("What Pro shows"); the
 * public previews use it for the whole sample.
 */
export function ExampleBlock({
  id,
  title = "What Pro shows",
  intro,
  action,
  children,
}: {
  id: string;
  title?: string;
  intro?: React.ReactNode;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-5 rounded-[var(--radius-card)] border-2 border-dashed border-line-strong/70 bg-calm p-4 sm:p-6"
    >
      <div>
        <p className="inline-flex rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">
          {EXAMPLE_LABEL}
        </p>
        <h2 id={id} className="mt-3 text-xl font-semibold text-ink">
          {title}
        </h2>
        {intro ? <div className="mt-1 max-w-2xl text-ink-muted">{intro}</div> : null}
        {action ? <div className="mt-4 flex flex-wrap items-center gap-3">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}
