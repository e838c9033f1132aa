"use client";

import { useRouter } from "next/navigation";
import type * as React from "react";
import { useState } from "react";
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
import type { TActionResult } from "@/lib/action-result";

type TStep = {
  /** Calls the server action. */
  run: () => Promise<TActionResult<unknown>>;
  /** Said above the buttons once it is done. */
  done: string;
};

/**
 * Cancel at the period's end (behind a dialog that says what it means), or resume until then:
 * one renewing thing the person pays for, a plan or a monthly add-on. What was done is said above
 * the buttons, a failure below them (in the dialog while it is open), and the page is refreshed.
 */
export function RenewalControls({
  state,
  size,
  cancel,
  resume,
  extra,
}: {
  state: "renewing" | "cancelling";
  size?: "sm" | "md";
  cancel: TStep & {
    /** The button that opens the dialog. */
    label: string;
    /** The dialog's confirming button; the label when not given. */
    confirm?: string;
    title: string;
    description: string;
    /** The dialog's button that changes nothing. */
    keep: string;
  };
  resume: TStep & { label: string };
  /** More buttons in the same row (Stripe's portal for a plan). */
  extra?: React.ReactNode;
}) {
  const router = useRouter();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
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
              <Button type="button" variant="secondary" size={size}>
                {cancel.label}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle>{cancel.title}</DialogTitle>
              <DialogDescription>{cancel.description}</DialogDescription>
              {action.formError ? <FormAlert className="mt-3">{action.formError}</FormAlert> : null}
              <div className="mt-5 flex flex-wrap justify-end gap-2">
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  {cancel.keep}
                </Button>
                <Button
                  type="button"
                  variant="danger"
                  disabled={action.pending}
                  onClick={() =>
                    void action.run(cancel.run, () => {
                      setOpen(false);
                      setMessage(cancel.done);
                      router.refresh();
                    })
                  }
                >
                  {action.pending ? "Cancelling…" : (cancel.confirm ?? cancel.label)}
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        ) : (
          <Button
            type="button"
            size={size}
            disabled={action.pending}
            onClick={() =>
              void action.run(resume.run, () => {
                setMessage(resume.done);
                router.refresh();
              })
            }
          >
            {action.pending ? "Resuming…" : resume.label}
          </Button>
        )}
        {extra}
      </div>
      {!open && action.formError ? <FormAlert>{action.formError}</FormAlert> : null}
    </div>
  );
}
