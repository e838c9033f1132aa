"use client";

import { useEffect } from "react";
import { requestStarterGuideAction } from "@/actions/guides";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { track } from "@/lib/analytics/track";

/**
 * The free starter guide's email form (issue #18): sent through the outbox, counted as a Lead
 * (spec 7) once it is sent. Consent to tips is a separate, unticked box; what was typed stays
 * after a refusal.
 */
export function GuideForm({ source }: { source: string }) {
  const [state, action] = useFormAction(requestStarterGuideAction);
  const sent = state.success;
  useEffect(() => {
    if (sent) track("Lead", { source, content_name: "starter-guide" });
  }, [sent, source]);
  if (sent) return <FormAlert tone="success">{sent}</FormAlert>;
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="source" value={source} />
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      <Field
        id={`guide-email-${source}`}
        name="email"
        type="email"
        label="Your email"
        autoComplete="email"
        defaultValue={state.values.email}
        error={state.fieldErrors.email}
        required
      />
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="marketingConsent"
          defaultChecked={state.values.marketingConsent === "on"}
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
        />
        <span>
          Also send me an occasional tip on looking after my hands (at most twice a month).
        </span>
      </label>
      <SubmitButton className="w-full" pendingLabel="Sending…">
        Email me the free guide
      </SubmitButton>
      <p className="text-xs text-ink-muted">
        We use your email only to send the guide and, if you ticked the box, tips. Read the{" "}
        <a href="/privacy" className="text-brand underline underline-offset-2">
          privacy notice
        </a>
        .
      </p>
    </form>
  );
}
