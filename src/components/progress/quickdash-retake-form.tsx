"use client";

import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { retakeQuickDashAction } from "@/actions/progress";
import {
  QuickDashQuestions,
  useQuickDashAnswers,
} from "@/components/assessment/forms/quickdash-questions";
import { StepNav } from "@/components/assessment/step-nav";
import { useAction } from "@/components/forms/use-action";
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import { changeText } from "@/domain/progress/quickdash-history";
import { ERROR_MESSAGES } from "@/lib/errors";
import { ZOutcomeMeasure } from "@/lib/schemas/assessment";

/** What the toast says after a retake: the new score and the change since the last one. */
export function retakeMessage(result: { score: number; change: number | null }): string {
  const change = result.change === null ? "" : `: ${changeText(result.change)} than last time`;
  return `Your new QuickDASH score is ${formatQuickDashScore(result.score)}${change}.`;
}

export function QuickDashRetakeForm() {
  const router = useRouter();
  const state = useQuickDashAnswers(null);
  const { run, check, pending, fieldErrors, formError, setFormError } = useAction();

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (state.tooFew) {
      setFormError(ERROR_MESSAGES["quickdash-too-few-answers"]);
      return;
    }
    const answers = check(ZOutcomeMeasure, state.payload);
    if (!answers) return;
    void run(
      () => retakeQuickDashAction(answers),
      (result) => {
        toast.success(retakeMessage(result), { duration: 6000 });
        router.push("/progress-statistics");
        router.refresh();
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <QuickDashQuestions
        state={state}
        fieldErrors={fieldErrors}
        footer={(nav) => (
          <StepNav
            pending={pending}
            formError={formError}
            continueLabel="Save my answers"
            back={{ href: "/progress-statistics", label: "Back to progress" }}
            stepper={nav}
          />
        )}
      />
    </form>
  );
}
