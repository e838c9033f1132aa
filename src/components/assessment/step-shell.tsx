import type * as React from "react";
import { ASSESSMENT_DISCLAIMER, STEP_COPY } from "@/content/assessment/steps";
import { ASSESSMENT_STEPS } from "@/domain/assessment/steps";
import { cn } from "@/lib/cn";

export type TStepPath = (typeof ASSESSMENT_STEPS)[number]["path"];

/** The frame of every assessment step: where the person is, what this step is for, the form. */
export function StepShell({
  step,
  children,
  intro,
}: {
  step: TStepPath;
  children: React.ReactNode;
  /** Replaces the step's standard introduction (the medical screen's advice page does). */
  intro?: React.ReactNode;
}) {
  const index = ASSESSMENT_STEPS.findIndex((s) => s.path === step);
  const copy = STEP_COPY[step];
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-4 sm:px-6 sm:pt-10">
      <nav aria-label="Assessment progress">
        <p className="text-sm font-medium text-ink-muted">
          Step {index + 1} of {ASSESSMENT_STEPS.length}
          <span aria-hidden> · </span>
          <span className="sr-only">: </span>
          {copy.shortTitle}
        </p>
        <ol className="mt-2 grid grid-cols-8 gap-1">
          {ASSESSMENT_STEPS.map((s, i) => (
            <li
              key={s.path}
              aria-current={i === index ? "step" : undefined}
              className={cn(
                "relative h-1.5 rounded-full",
                i < index ? "bg-brand" : i === index ? "bg-brand/60" : "bg-line",
              )}
            >
              <span className="sr-only">
                {STEP_COPY[s.path].shortTitle}
                {i < index ? " (done)" : i === index ? " (current step)" : ""}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <header className="mt-6">
        <h1 className="text-title font-semibold text-ink">{copy.title}</h1>
        {intro ?? <p className="mt-2 text-ink-muted">{copy.intro}</p>}
        <p className="mt-1 text-sm text-ink-muted">
          About {copy.minutes} {copy.minutes === 1 ? "minute" : "minutes"}
        </p>
      </header>
      <div className="mt-6">{children}</div>
      <p className="mt-10 text-xs text-ink-muted">{ASSESSMENT_DISCLAIMER}</p>
    </div>
  );
}
