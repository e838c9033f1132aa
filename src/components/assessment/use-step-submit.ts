"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { z } from "zod";
import type {
  TStepActionResult,
  TStepRequest,
} from "@/app/(app)/(assessment)/_actions/save-assessment-step";
import { saveAssessmentStepAction } from "@/app/(app)/(assessment)/_actions/save-assessment-step";
import { track } from "@/lib/analytics/track";
import { fieldErrorsOf } from "@/lib/schemas/assessment";

const OFFLINE =
  "We couldn't reach Wristwise. Your answers are still here; check your connection and try again.";

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
  const [pending, startTransition] = useTransition();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(request: TStepRequest, schema: z.ZodType, payload: unknown) {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error));
      setFormError(null);
      focusFirstError();
      return;
    }
    startTransition(async () => {
      let result: TStepActionResult;
      try {
        result = await saveAssessmentStepAction(request, parsed.data);
      } catch {
        result = { ok: false, formError: OFFLINE };
      }
      if (!result.ok) {
        setFieldErrors(result.fieldErrors ?? {});
        setFormError(result.formError ?? null);
        focusFirstError();
        return;
      }
      setFieldErrors({});
      setFormError(null);
      for (const event of result.events) track(event, { step: request.step });
      router.push(result.next);
      // Also re-render the shared layout (a push keeps it): the header's notification bell
      // changes when the assessment completes, and a save that stays on this page needs it.
      router.refresh();
    });
  }

  return { submit, pending, fieldErrors, formError, setFieldErrors };
}
