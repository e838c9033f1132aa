"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  cancelSubscriptionAction,
  openBillingPortalAction,
  resumeSubscriptionAction,
} from "@/actions/billing";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";

/**
 * Cancel and resume a renewing plan in the app (the terms promise it), and Stripe's portal for
 * cards and invoices when the plan is on Stripe.
 */
export function SubscriptionControls({
  state,
  endsOn,
  trial,
  portal,
}: {
  state: "renewing" | "cancelling" | "none";
  /** The period's (or trial's) end, in words. */
  endsOn: string | null;
  trial: boolean;
  portal: boolean;
}) {
  const router = useRouter();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const until = endsOn ? ` until ${endsOn}` : "";
  return (
    <div className="space-y-3">
      {message ? (
        <p
          role="status"
          className="rounded-[var(--radius-control)] bg-success-soft px-3 py-2 text-sm text-success"
        >
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {state === "renewing" ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button type="button" variant="secondary">
                {trial ? "Cancel free trial" : "Cancel plan"}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle>{trial ? "Cancel your free trial?" : "Cancel your plan?"}</DialogTitle>
              <DialogDescription>
                {trial
                  ? `You keep Pro${until}, and you won't be charged anything.`
                  : `You keep everything in your plan${until}. After that you won't be charged again, and your account moves to the free plan. Your program and your logs stay.`}{" "}
                You can resume any time before then.
              </DialogDescription>
              {action.formError ? <FormAlert className="mt-3">{action.formError}</FormAlert> : null}
              <div className="mt-5 flex flex-wrap justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  Keep my plan
                </Button>
                <Button
                  type="button"
                  variant="danger"
                  disabled={action.pending}
                  onClick={() =>
                    void action.run(
                      () => cancelSubscriptionAction({}),
                      () => {
                        setOpen(false);
                        setMessage(
                          `Cancelled. You keep access${until}, and nothing more will be charged.`,
                        );
                        router.refresh();
                      },
                    )
                  }
                >
                  {action.pending ? "Cancelling…" : trial ? "Cancel trial" : "Cancel plan"}
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        ) : null}
        {state === "cancelling" ? (
          <Button
            type="button"
            disabled={action.pending}
            onClick={() =>
              void action.run(
                () => resumeSubscriptionAction({}),
                () => {
                  setMessage("Resumed. Your plan renews as before.");
                  router.refresh();
                },
              )
            }
          >
            {action.pending ? "Resuming…" : trial ? "Keep my trial going" : "Resume my plan"}
          </Button>
        ) : null}
        {portal ? (
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
        ) : null}
      </div>
      {!open && action.formError ? <FormAlert>{action.formError}</FormAlert> : null}
    </div>
  );
}
