import Link from "next/link";
import { findFirstIncompleteStep, type TStepFlags } from "@/domain/assessment/steps";

/** Shown where a page needs a finished assessment: why, and a way back to the next step. */
export function FinishAssessment({
  title,
  body,
  flags,
}: {
  title: string;
  body: string;
  flags: TStepFlags;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-title font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">{body}</p>
      <Link
        href={findFirstIncompleteStep(flags) ?? "/user-details"}
        className="mt-6 inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong"
      >
        Continue the assessment
      </Link>
    </div>
  );
}
