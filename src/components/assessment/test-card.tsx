import type * as React from "react";

/**
 * One guided self-test (a movement check, an endurance hold, a nerve glide): numbered title,
 * instructions beside an illustration, then the controls that record how it went.
 */
export function TestCard({
  id,
  number,
  title,
  subtitle,
  steps,
  note,
  illustration,
  children,
}: {
  id: string;
  number: number;
  title: string;
  subtitle?: string;
  steps: readonly string[];
  note?: React.ReactNode;
  illustration: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section
      id={`q-${id}`}
      aria-labelledby={`test-${id}`}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      {/* Focusable from script: the phone stepper moves focus here when this check shows. */}
      <h2
        id={`test-${id}`}
        tabIndex={-1}
        data-stepper-heading
        className="text-lg font-semibold text-ink"
      >
        {number}. {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_14rem] sm:items-start">
        <div>
          <ol className="list-decimal space-y-1.5 pl-5 text-ink">
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          {note ? <div className="mt-3">{note}</div> : null}
        </div>
        <div className="mx-auto w-full max-w-[14rem]">{illustration}</div>
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
