import type * as React from "react";
import { ASSESSMENT_DISCLAIMER } from "@/content/assessment/steps";

/**
 * The frame of the safety screen after the assessment is done (issue #14): no step progress,
 * because the person is not in the assessment any more.
 */
export function SafetyCheckShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-6 pb-4 sm:px-6 sm:pt-10">
      <p className="text-sm font-medium text-ink-muted">Safety check</p>
      <header className="mt-1">
        <h1 className="text-title font-semibold text-ink">{title}</h1>
        {intro ? <p className="mt-2 text-ink-muted">{intro}</p> : null}
      </header>
      <div className="mt-6">{children}</div>
      <p className="mt-10 text-xs text-ink-muted">{ASSESSMENT_DISCLAIMER}</p>
    </div>
  );
}
