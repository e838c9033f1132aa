"use client";

import {
  cancelSubscriptionAction,
  openBillingPortalAction,
  resumeSubscriptionAction,
} from "@/actions/billing";
import { RenewalControls } from "@/components/billing/renewal-controls";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** Stripe's portal, for the card and invoices of a plan on Stripe. */
function PortalButton() {
  const action = useAction();
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        disabled={action.pending}
        onClick={() =>
          void action.run(
            () => openBillingPortalAction({}),
            (url) => {
              if (url) window.location.assign(url);
            },
          )
        }
      >
        Update card or see invoices
      </Button>
      {action.formError ? <FormAlert className="basis-full">{action.formError}</FormAlert> : null}
    </>
  );
}

/**
 * Cancel and resume a renewing plan in the app (the terms promise it), and Stripe's portal for
 * cards and invoices when the plan is on Stripe. A plan whose renewal payment failed (past due)
 * can only be cancelled, and that ends it now, so the unpaid payment is never taken.
 */
export function SubscriptionControls({
  state,
  endsOn,
  trial,
  portal,
  pastDue = false,
}: {
  state: "renewing" | "cancelling" | "none";
  /** The period's (or trial's) end, in words. */
  endsOn: string | null;
  trial: boolean;
  portal: boolean;
  /** Its renewal payment failed and the provider is trying the card again. */
  pastDue?: boolean;
}) {
  const until = endsOn ? ` until ${endsOn}` : "";
  const extra = portal ? <PortalButton /> : null;
  if (state === "none") return extra ? <div className="flex flex-wrap gap-3">{extra}</div> : null;
  const resume = {
    label: trial ? "Keep my trial going" : "Resume my plan",
    run: () => resumeSubscriptionAction({}),
    done: "Resumed. Your plan renews as before.",
  };
  if (pastDue)
    return (
      <RenewalControls
        state="renewing"
        extra={extra}
        cancel={{
          label: "Cancel plan",
          confirm: "Cancel now",
          title: "Cancel your plan?",
          description:
            "Its last payment didn't go through. Cancelling ends your plan now: that payment won't be taken, and your account moves to the free plan. Your program and your logs stay.",
          keep: "Keep my plan",
          run: () => cancelSubscriptionAction({}),
          done: { href: "/account?ended=plan" },
        }}
        resume={resume}
      />
    );
  return (
    <RenewalControls
      state={state}
      extra={extra}
      cancel={{
        label: trial ? "Cancel free trial" : "Cancel plan",
        confirm: trial ? "Cancel trial" : "Cancel plan",
        title: trial ? "Cancel your free trial?" : "Cancel your plan?",
        description: `${
          trial
            ? `You keep Pro${until}, and you won't be charged anything.`
            : `You keep everything in your plan${until}. After that you won't be charged again, and your account moves to the free plan. Your program and your logs stay.`
        } You can resume any time before then.`,
        keep: "Keep my plan",
        run: () => cancelSubscriptionAction({}),
        done: `Cancelled. You keep access${until}, and nothing more will be charged.`,
      }}
      resume={resume}
    />
  );
}
