"use client";

import { ArrowLeft, ArrowRight, LoaderCircle } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { ASSESSMENT_STEPS } from "@/domain/assessment/steps";
import { cn } from "@/lib/cn";
import { Button } from "../ui/button";
import type { TStepperNav } from "./question-stepper";

const BACK_LINK =
  "inline-flex h-11 items-center gap-1.5 rounded-[var(--radius-control)] px-2 font-medium text-brand hover:bg-brand-soft";

/**
 * Back and Continue, kept in reach of a thumb at the bottom of a phone screen. Back is a link to
 * the previous step, whose saved answers are shown again.
 *
 * With a `stepper` (a QuestionStepper's footer), a phone shows Back / Next between its questions
 * and the step's own buttons only on the last question; from `sm` up nothing changes.
 */
export function StepNav({
  step,
  pending,
  formError,
  continueLabel = "Continue",
  extra,
  back,
  stepper,
  className,
}: {
  step?: string;
  pending: boolean;
  formError?: string | null;
  continueLabel?: string;
  extra?: React.ReactNode;
  /** Replaces "Back to the previous step" (the safety re-check goes back to the dashboard). */
  back?: { href: string; label: string };
  stepper?: TStepperNav;
  className?: string;
}) {
  const index = ASSESSMENT_STEPS.findIndex((s) => s.path === step);
  const previous = back?.href ?? (index > 0 ? ASSESSMENT_STEPS[index - 1]?.path : undefined);
  const backLink = (className?: string) =>
    previous ? (
      <Link href={previous} className={cn(BACK_LINK, className)}>
        <ArrowLeft className="size-4" aria-hidden />
        {back?.label ?? "Back"}
      </Link>
    ) : (
      <span className={className} />
    );
  // On a phone, between questions: Back to the previous question, Next instead of submitting.
  const stepping = stepper !== undefined && !stepper.isFirst;
  const finishing = stepper === undefined || stepper.isLast;
  return (
    <div
      className={cn(
        "sticky bottom-0 z-10 -mx-4 mt-8 border-t border-line bg-canvas px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0",
        className,
      )}
    >
      {formError ? <FormAlert className="mb-3">{formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {stepping ? (
          <>
            <Button
              type="button"
              variant="ghost"
              onClick={stepper.onPrevious}
              className="px-3 font-medium text-brand sm:hidden"
            >
              <ArrowLeft aria-hidden />
              Back
            </Button>
            {backLink("max-sm:hidden")}
          </>
        ) : (
          backLink()
        )}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <div
            className={cn(
              "flex flex-wrap items-center justify-end gap-2",
              !finishing && "max-sm:hidden",
            )}
          >
            {extra}
            <Button type="submit" disabled={pending} aria-disabled={pending}>
              {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {pending ? "Saving…" : continueLabel}
            </Button>
          </div>
          {finishing ? null : (
            <Button type="button" onClick={stepper?.onNext} className="min-w-28 sm:hidden">
              Next
              <ArrowRight aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
