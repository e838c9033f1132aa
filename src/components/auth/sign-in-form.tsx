"use client";

import Link from "next/link";
import { signInAction } from "@/actions/auth";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";

export function SignInForm({
  returnTo,
  notice,
  noticeTone = "success",
}: {
  returnTo?: string;
  notice?: string;
  /** A notice is good news (signed out, deleted) or, from a signed-out action, an alert. */
  noticeTone?: "success" | "error";
}) {
  const [state, action] = useFormAction(signInAction);
  return (
    <form action={action} noValidate className="space-y-5">
      {notice && !state.formError ? <FormAlert tone={noticeTone}>{notice}</FormAlert> : null}
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
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
      <PasswordField
        id="password"
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error={state.fieldErrors?.password}
      />
      <div className="flex justify-end">
        <Link href="/reset-password" className="text-sm text-brand underline underline-offset-2">
          Forgot your password?
        </Link>
      </div>
      <SubmitButton className="w-full" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
