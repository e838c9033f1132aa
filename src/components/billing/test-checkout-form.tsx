"use client";

import { LockKeyhole } from "lucide-react";
import { payTestCheckoutAction } from "@/actions/billing";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { track } from "@/lib/analytics/track";

/**
 * The local provider's card form (/test-checkout). It takes Stripe's test cards only; a declined
 * or mistyped card is refused with a clear message and what was typed stays. The Pay button is
 * disabled while paying, and the server charges a checkout once however often it is pressed.
 */
export function TestCheckoutForm({
  session,
  payLabel,
  valueCents,
  planId,
  declinedBefore,
}: {
  session: string;
  payLabel: string;
  valueCents: number;
  planId: string;
  declinedBefore: boolean;
}) {
  const [state, action] = useFormAction(payTestCheckoutAction);
  const v = state.values;
  return (
    <form
      action={action}
      onSubmit={() => track("AddPaymentInfo", { planId, value: valueCents / 100, currency: "USD" })}
      className="space-y-4"
      noValidate
    >
      <input type="hidden" name="session" value={session} />
      {state.formError ? <FormAlert>{state.formError}</FormAlert> : null}
      {!state.formError && declinedBefore && Object.keys(state.fieldErrors).length === 0 ? (
        <FormAlert>
          Your last card was declined and nothing was taken. Please try another card.
        </FormAlert>
      ) : null}
      <Field
        id="card-name"
        name="name"
        label="Name on card"
        autoComplete="cc-name"
        defaultValue={v.name}
        error={state.fieldErrors.name}
        required
      />
      <Field
        id="card-number"
        name="number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        defaultValue={v.number}
        error={state.fieldErrors.number}
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          id="card-expiry"
          name="expiry"
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12 / 30"
          defaultValue={v.expiry}
          error={state.fieldErrors.expiry}
          required
        />
        <Field
          id="card-cvc"
          name="cvc"
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          defaultValue={v.cvc}
          error={state.fieldErrors.cvc}
          required
        />
      </div>
      <SubmitButton className="w-full" size="lg" pendingLabel="Paying…">
        <LockKeyhole aria-hidden />
        {payLabel}
      </SubmitButton>
    </form>
  );
}
