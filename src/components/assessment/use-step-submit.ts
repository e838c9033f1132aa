"use client";

import { useRouter } from "next/navigation";
import type { z } from "zod";
import { saveAssessmentStepAction, type TStepRequest } from "@/actions/assessment";
import { useAction } from "@/components/forms/use-action";
import { track } from "@/lib/analytics/track";

/** Moves focus to the first field with an error, so keyboard and screen-reader users find it. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>("[aria-invalid='true'], [data-error]");
    target?.scrollIntoView({ block: "center", behavior: "smooth" });
    if (target?.matches("input, select, textarea, button, [tabindex]")) target.focus();
    else target?.querySelector<HTMLElement>("input, button")?.focus();
  });
}

/**
 * Checks a step's answers with the step's schema, sends them to the server, and on success sends
 * the tracking events the save earned and moves on. On any failure the answers stay in the form.
 */
export function useStepSubmit() {
  const router = useRouter();
  const { run, check, pending, fieldErrors, formError, setFieldErrors } = useAction();

  async function submit(request: TStepRequest, schema: z.ZodType, payload: unknown) {
    const answers = check(schema, payload);
    if (answers === null) {
      focusFirstError();
      return;
    }
    const result = await run(
      () => saveAssessmentStepAction(request, answers),
      ({ events, next }) => {
        for (const event of events) track(event, { step: request.step });
        // A safety answer opens or closes the program pages: load the next page afresh, so no
        // route the client router fetched before the change (a prefetched redirect) is reused.
        if (request.step === "/medical-screen" || request.step === "/medical-screen/clearance") {
          window.location.assign(next);
          return;
        }
        router.push(next);
        // Also re-render the shared layout (a push keeps it): the header's notification bell
        // changes when the assessment completes, and a save that stays on this page needs it.
        router.refresh();
      },
    );
    if (!result.ok) focusFirstError();
  }

  return { submit, pending, fieldErrors, formError, setFieldErrors };
}
