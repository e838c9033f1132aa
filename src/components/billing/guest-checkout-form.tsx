"use client";

import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { startGuestCheckoutAction } from "@/actions/billing";
import { useFormAction } from "@/components/forms/use-action";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { track } from "@/lib/analytics/track";

type TProps = { offerId: string; defaultSource: string; payLabel: string };

/**
 * A visitor's way to buy a bundle or promotion (issue #17): their email, then the payment page.
 * The purchase waits for that email and joins the account they create with it once they confirm
 * the address. What was typed stays after a refusal. The page is static, so the address's
 * `?source=` (a partner's link: spec 2) and `?cancelled=1` (back from the payment page) are read
 * here, in the browser.
 */
export function GuestCheckoutForm(props: TProps) {
  return (
    <Suspense fallback={<Form {...props} source={props.defaultSource} cancelled={false} />}>
      <FormWithAddress {...props} />
    </Suspense>
  );
}

function FormWithAddress(props: TProps) {
  const params = useSearchParams();
  const given = params.get("source");
  const source = given && /^[a-z0-9_-]{1,64}$/i.test(given) ? given : props.defaultSource;
  return <Form {...props} source={source} cancelled={params.get("cancelled") === "1"} />;
}

function Form({
  offerId,
  source,
  payLabel,
  cancelled,
}: TProps & { source: string; cancelled: boolean }) {
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
      {error ? (
        <FormAlert>{error}</FormAlert>
      ) : cancelled ? (
        <FormAlert>Your checkout was cancelled and nothing was charged.</FormAlert>
      ) : null}
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
