"use client";

import { LoaderCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import toast from "react-hot-toast";
import {
  retakeQuickDashAction,
  type TRetakeActionResult,
} from "@/app/(app)/progress-statistics/actions";
import {
  QuickDashCopyright,
  QuickDashQuestions,
  useQuickDashAnswers,
} from "@/components/assessment/forms/quickdash-questions";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { QUICKDASH_MIN_ANSWERED } from "@/domain/assessment/quickdash";
import { changeText } from "@/domain/progress/quickdash-history";
import { fieldErrorsOf, ZOutcomeMeasure } from "@/lib/schemas/assessment";

const OFFLINE =
  "We couldn't reach Wristwise. Your answers are still here; check your connection and try again.";

/** What the toast says after a retake: the new score and the change since the last one. */
export function retakeMessage(result: { score: number; change: number | null }): string {
  const change = result.change === null ? "" : `: ${changeText(result.change)} than last time`;
  return `Your new QuickDASH score is ${result.score}${change}.`;
}

export function QuickDashRetakeForm() {
  const router = useRouter();
  const state = useQuickDashAnswers(null);
  const [pending, startTransition] = useTransition();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (state.tooFew) {
      setFormError(
        `Please answer at least ${QUICKDASH_MIN_ANSWERED} of the 11 questions so a score can be worked out.`,
      );
      return;
    }
    const parsed = ZOutcomeMeasure.safeParse(state.payload);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      setFormError(null);
      return;
    }
    startTransition(async () => {
      let result: TRetakeActionResult;
      try {
        result = await retakeQuickDashAction(parsed.data);
      } catch {
        result = { ok: false, formError: OFFLINE };
      }
      if (!result.ok) {
        setFieldErrors(result.fieldErrors ?? {});
        setFormError(result.formError ?? null);
        return;
      }
      toast.success(retakeMessage(result), { duration: 6000 });
      router.push("/progress-statistics");
      router.refresh();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <QuickDashQuestions state={state} fieldErrors={fieldErrors} />
      <QuickDashCopyright />
      <div className="space-y-3 border-t border-line pt-6">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            href="/progress-statistics"
            className="inline-flex h-11 items-center rounded-[var(--radius-control)] px-2 font-medium text-brand hover:bg-brand-soft"
          >
            Back to progress
          </Link>
          <Button type="submit" disabled={pending} aria-disabled={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {pending ? "Saving…" : "Save my answers"}
          </Button>
        </div>
      </div>
    </form>
  );
}
