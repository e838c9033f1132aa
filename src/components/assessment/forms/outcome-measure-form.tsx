"use client";

import { useState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import { QUICKDASH_NO_SCORE_EXPLANATION } from "@/content/assessment/quickdash";
import { QUICKDASH_ITEM_COUNT } from "@/domain/assessment/quickdash";
import { cn } from "@/lib/cn";
import { ZOutcomeMeasure } from "@/lib/schemas/assessment";
import { StepNav } from "../step-nav";
import { useStepSubmit } from "../use-step-submit";
import {
  QuickDashQuestions,
  type TQuickDashInitial,
  useQuickDashAnswers,
} from "./quickdash-questions";

export function OutcomeMeasureForm({ initial }: { initial: TQuickDashInitial | null }) {
  const { submit, pending, fieldErrors, formError } = useStepSubmit();
  const state = useQuickDashAnswers(initial);
  const [acknowledged, setAcknowledged] = useState(false);
  const { answered, tooFew, firstUnanswered } = state;

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    // Fewer than 10 answers gives no score: say so once, then let the person go on if they wish.
    if (tooFew && !acknowledged) {
      setAcknowledged(true);
      return;
    }
    submit({ step: "/outcome-measure" }, ZOutcomeMeasure, state.payload);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <QuickDashQuestions
        state={state}
        fieldErrors={fieldErrors}
        footer={(nav) => (
          <>
            {tooFew && acknowledged ? (
              <FormAlert className={cn(!nav.isLast && "max-sm:hidden")}>
                <p className="font-semibold">
                  You've answered {answered} of {QUICKDASH_ITEM_COUNT} questions.
                </p>
                <p className="mt-1">{QUICKDASH_NO_SCORE_EXPLANATION}</p>
                {firstUnanswered !== null ? (
                  <button
                    type="button"
                    onClick={() => nav.goTo(firstUnanswered)}
                    className="mt-2 -ml-2 inline-flex h-11 items-center rounded-[var(--radius-control)] px-2 font-medium text-brand underline underline-offset-2"
                  >
                    Answer question {firstUnanswered + 1}
                  </button>
                ) : null}
              </FormAlert>
            ) : null}
            <StepNav
              step="/outcome-measure"
              pending={pending}
              formError={formError}
              continueLabel={tooFew && acknowledged ? "Continue without a score" : "Continue"}
              stepper={nav}
            />
          </>
        )}
      />
    </form>
  );
}
