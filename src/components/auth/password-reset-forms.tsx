"use client";

import Link from "next/link";
import { requestPasswordResetAction, resetPasswordAction } from "@/actions/auth";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";

export function RequestResetForm({ notice }: { notice?: string }) {
  const [state, action] = useFormAction(requestPasswordResetAction);
  if (state.success) {
    return (
      <div className="space-y-5">
        <FormAlert tone="success">{state.success}</FormAlert>
        <p className="text-sm text-ink-muted">
          Didn&apos;t get it after a few minutes? Check the address and{" "}
          <Link href="/reset-password" className="text-brand underline underline-offset-2">
            ask for another link
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <form action={action} noValidate className="space-y-5">
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      <Field
        id="email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={state.values?.email ?? ""}
        error={state.fieldErrors?.email}
      />
      <SubmitButton className="w-full" pendingLabel="Sending…">
        Send reset link
      </SubmitButton>
    </form>
  );
}

export function SetNewPasswordForm({ token, policyText }: { token: string; policyText: string }) {
  const [state, action] = useFormAction(resetPasswordAction);
  if (state.success) {
    return (
      <div className="space-y-5">
        <FormAlert tone="success">{state.success}</FormAlert>
        <Link
          href="/login"
          className="inline-flex h-11 w-full items-center justify-center rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong"
        >
          Go to sign in
        </Link>
      </div>
    );
  }
  return (
    <form action={action} noValidate className="space-y-5">
      {state.formError ? (
        <FormAlert>
          {state.formError}{" "}
          <Link href="/reset-password" className="underline underline-offset-2">
            Request a new link
          </Link>
        </FormAlert>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <PasswordField
        id="password"
        name="password"
        label="New password"
        autoComplete="new-password"
        required
        hint={policyText}
        defaultValue={state.values?.password ?? ""}
        error={state.fieldErrors?.password ?? state.fieldErrors.token}
      />
      <PasswordField
        id="confirmPassword"
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        required
        defaultValue={state.values?.confirmPassword ?? ""}
        error={state.fieldErrors?.confirmPassword}
      />
      <SubmitButton className="w-full" pendingLabel="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}
