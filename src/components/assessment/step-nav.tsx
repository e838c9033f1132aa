"use client";

import { ArrowLeft, LoaderCircle } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { ASSESSMENT_STEPS } from "@/domain/assessment/steps";
import { Button } from "../ui/button";

/**
 * Back and Continue, kept in reach of a thumb at the bottom of a phone screen. Back is a link to
 * the previous step, whose saved answers are shown again.
 */
export function StepNav({
  step,
  pending,
  formError,
  continueLabel = "Continue",
  extra,
  back,
}: {
  step: string;
  pending: boolean;
  formError?: string | null;
  continueLabel?: string;
  extra?: React.ReactNode;
  /** Replaces "Back to the previous step" (the safety re-check goes back to the dashboard). */
  back?: { href: string; label: string };
}) {
  const index = ASSESSMENT_STEPS.findIndex((s) => s.path === step);
  const previous = back?.href ?? (index > 0 ? ASSESSMENT_STEPS[index - 1]?.path : undefined);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-8 border-t border-line bg-canvas px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
      {formError ? <FormAlert className="mb-3">{formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {previous ? (
          <Link
            href={previous}
            className="inline-flex h-11 items-center gap-1.5 rounded-[var(--radius-control)] px-2 font-medium text-brand hover:bg-brand-soft"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {back?.label ?? "Back"}
          </Link>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {extra}
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {pending ? "Saving…" : continueLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
