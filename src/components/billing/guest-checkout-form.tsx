"use client";

import { startGuestCheckoutAction } from "@/actions/billing";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { track } from "@/lib/analytics/track";

/**
 * A visitor's way to buy a bundle or promotion (issue #17): their email, then the payment page.
 * The purchase waits for that email and joins the account they create with it once they confirm
 * the address. What was typed stays after a refusal.
 */
export function GuestCheckoutForm({
  offerId,
  source,
  payLabel,
}: {
  offerId: string;
  source: string;
  payLabel: string;
}) {
  const [state, action] = useFormAction(startGuestCheckoutAction);
  const error = state.formError ?? state.fieldErrors.offerId;
  return (
    <form
      action={action}
      onSubmit={() => track("InitiateCheckout", { offerId, currency: "USD", source })}
      className="space-y-4"
      noValidate
    >
      <input type="hidden" name="offerId" value={offerId} />
      <input type="hidden" name="source" value={source} />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Field
        id="guest-email"
        name="email"
        type="email"
        label="Your email"
        autoComplete="email"
        hint="Your receipt goes here. Create your account with this email to find your purchase."
        defaultValue={state.values.email}
        error={state.fieldErrors.email}
        required
      />
      <SubmitButton className="w-full" pendingLabel="Opening checkout…">
        {payLabel}
      </SubmitButton>
    </form>
  );
}
