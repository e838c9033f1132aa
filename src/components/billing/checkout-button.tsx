"use client";

import { LoaderCircle } from "lucide-react";
import { startCheckoutAction } from "@/actions/billing";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { track } from "@/lib/analytics/track";
import { clearCheckoutContext } from "@/lib/checkout-context-storage";
import { cn } from "@/lib/cn";

/**
 * Starts a checkout for one plan or add-on and goes to the payment page it opens. The price is
 * the catalogue's, on the server; this only names what was chosen. Disabled while it runs, so a
 * second click opens nothing more.
 */
export function CheckoutButton({
  planId,
  addonType,
  itemId,
  offerId,
  trial = false,
  source,
  valueCents,
  children,
  variant = "primary",
  className,
}: {
  planId?: string;
  addonType?: string;
  itemId?: string;
  /** A bundle or promotion (issue #17). */
  offerId?: string;
  trial?: boolean;
  source: string;
  /** The price shown, sent with InitiateCheckout (spec 7). */
  valueCents: number;
  children: React.ReactNode;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const checkout = useAction();
  function onClick() {
    track("InitiateCheckout", {
      planId: planId ?? null,
      addonType: addonType ?? null,
      offerId: offerId ?? null,
      value: trial ? 0 : valueCents / 100,
      currency: "USD",
      source,
    });
    void checkout.run(
      () =>
        startCheckoutAction({
          planId,
          addonType,
          itemId,
          offerId,
          trial: trial || undefined,
          source,
        }),
      ({ url }) => {
        clearCheckoutContext();
        window.location.assign(url);
      },
    );
  }
  return (
    <div className={cn("space-y-2", className)}>
      <Button
        type="button"
        variant={variant}
        className="w-full"
        onClick={onClick}
        disabled={checkout.pending}
        aria-disabled={checkout.pending}
      >
        {checkout.pending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden />
            Opening checkout…
          </>
        ) : (
          children
        )}
      </Button>
      {checkout.formError || Object.values(checkout.fieldErrors)[0] ? (
        <FormAlert>{checkout.formError ?? Object.values(checkout.fieldErrors)[0]}</FormAlert>
      ) : null}
    </div>
  );
}
