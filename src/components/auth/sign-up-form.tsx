"use client";

import { Check, Circle } from "lucide-react";
import { useState } from "react";
import { signUpAction } from "@/actions/auth";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";
import {
  describePasswordPolicy,
  findPasswordPolicyFailures,
  type TPasswordPolicy,
} from "@/domain/auth/password-policy";

/** The signup form. The password policy comes from the server and is listed as a live checklist. */
export function SignUpForm({
  policy,
  returnTo,
  email,
}: {
  policy: TPasswordPolicy;
  returnTo?: string;
  /** Filled in from the address (a guest buyer's email, issue #17); the person can change it. */
  email?: string;
}) {
  const [state, action] = useFormAction(signUpAction);
  const [password, setPassword] = useState(state.values?.password ?? "");
  const failures = new Set(findPasswordPolicyFailures(policy, password));
  const rules = describePasswordPolicy(policy);

  return (
    <form action={action} noValidate className="space-y-5">
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <Field
        id="name"
        name="name"
        label="Your name"
        autoComplete="name"
        required
        defaultValue={state.values?.name ?? ""}
        error={state.fieldErrors?.name}
      />
      <Field
        id="email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={state.values?.email ?? email ?? ""}
        error={state.fieldErrors?.email}
      />
      <PasswordField
        id="password"
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        defaultValue={state.values?.password ?? ""}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={state.fieldErrors?.password}
        hint={
          <ul className="mt-1 space-y-1" aria-label="Password requirements">
            {rules.map(({ rule, text }) => {
              const met = password.length > 0 && !failures.has(rule);
              return (
                <li key={rule} className="flex items-center gap-2">
                  {met ? (
                    <Check className="size-4 text-success" aria-hidden />
                  ) : (
                    <Circle className="size-3.5 text-ink-muted" aria-hidden />
                  )}
                  <span>
                    {text}
                    <span className="sr-only">{met ? " (met)" : " (not yet met)"}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        }
      />
      <SubmitButton className="w-full" pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
