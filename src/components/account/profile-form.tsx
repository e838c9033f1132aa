"use client";

import { updateProfileAction } from "@/actions/account";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";

/** The name the person goes by; a failed save keeps what they typed. */
export function ProfileForm({ name }: { name: string }) {
  const [state, action] = useFormAction(updateProfileAction);
  return (
    <form action={action} noValidate className="space-y-3">
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      <Field
        id="name"
        name="name"
        label="Your name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={state.values?.name ?? name}
        error={state.fieldErrors?.name}
        inputClassName="sm:max-w-sm"
      />
      {state.success ? <FormAlert tone="success">{state.success}</FormAlert> : null}
      <SubmitButton variant="secondary" pendingLabel="Saving…">
        Save name
      </SubmitButton>
    </form>
  );
}
