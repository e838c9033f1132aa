"use client";

import { useRouter } from "next/navigation";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
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
  cancel: Omit<TStep, "done"> & {
    /**
     * Said above the buttons once it is done; or, for a cancel that ends the thing now (whose
     * controls go with it), the address of the page that says it.
     */
    done: string | { href: string };
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
  // The button pressed is replaced (Cancel by Resume, and back), so focus goes to what was done:
  // a keyboard user is not dropped at the top of the page, and a screen reader reads it.
  const status = useRef<HTMLParagraphElement>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (message) status.current?.focus();
  }, [message]);
  return (
    <div className="space-y-3">
      {/* Always there, so the message is announced when it arrives. */}
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className={
          message
            ? "rounded-[var(--radius-control)] bg-success-soft px-3 py-2 text-sm text-success"
            : "sr-only"
        }
      >
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {state === "renewing" ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button type="button" variant="secondary" size={size}>
                {cancel.label}
              </Button>
            </DialogTrigger>
            <DialogContent
              // Once cancelled, focus goes to the message instead of the button that opened this.
              onCloseAutoFocus={(event) => {
                if (!cancelled.current) return;
                cancelled.current = false;
                event.preventDefault();
                status.current?.focus();
              }}
            >
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
                      cancelled.current = true;
                      setOpen(false);
                      if (typeof cancel.done === "string") {
                        setMessage(cancel.done);
                        router.refresh();
                      } else router.replace(cancel.done.href, { scroll: false });
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
