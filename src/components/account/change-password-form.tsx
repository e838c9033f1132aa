"use client";

import { changePasswordAction } from "@/actions/account";
import { useFormAction } from "@/components/forms/use-action";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";

/** Current password, new password and its confirmation; the policy text comes from the server. */
export function ChangePasswordForm({ policyText }: { policyText: string }) {
  const [state, action] = useFormAction(changePasswordAction);
  return (
    // The key resets the fields after a success, so the new password doesn't linger on screen.
    <form key={state.success ? "done" : "editing"} action={action} noValidate className="space-y-4">
      {state.success ? <FormAlert tone="success">{state.success}</FormAlert> : null}
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      <PasswordField
        id="currentPassword"
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
        className="sm:max-w-sm"
        error={state.fieldErrors?.currentPassword}
      />
      <PasswordField
        id="newPassword"
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        required
        hint={policyText}
        className="sm:max-w-sm"
        defaultValue={state.values?.newPassword ?? ""}
        error={state.fieldErrors?.newPassword}
      />
      <PasswordField
        id="confirmPassword"
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        required
        className="sm:max-w-sm"
        defaultValue={state.values?.confirmPassword ?? ""}
        error={state.fieldErrors?.confirmPassword}
      />
      <SubmitButton variant="secondary" pendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
