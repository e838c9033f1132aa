"use client";

import Link from "next/link";
import { useEffect, useId, useState, useTransition } from "react";
import { signOutAction } from "@/actions/auth";
import { acceptTermsAction } from "@/actions/terms";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { failureOf } from "@/lib/action-result";
import { ERROR_MESSAGES } from "@/lib/errors";

const SHOWN_KEY = "ww_terms_dialog_shown";
const TERMS_NOT_TICKED = ERROR_MESSAGES["terms-not-ticked"];

/**
 * Spec 4, Terms: a person who has not accepted sees this once per session on a page that is not
 * public. Accept stays disabled until the box is ticked; Cancel goes to /login (signed out).
 */
export function TermsDialog() {
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const checkboxId = useId();

  useEffect(() => {
    if (sessionStorage.getItem(SHOWN_KEY)) return;
    sessionStorage.setItem(SHOWN_KEY, "1");
    setOpen(true);
  }, []);

  function onAccept() {
    if (!agreed) {
      setError(TERMS_NOT_TICKED);
      return;
    }
    startTransition(async () => {
      const result = await acceptTermsAction(true).catch(() => failureOf("unreachable"));
      if (result.ok) setOpen(false);
      else setError(result.formError ?? result.fieldErrors.form ?? null);
    });
  }

  return (
    <Dialog open={open}>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogTitle>Before you continue</DialogTitle>
        <DialogDescription>
          Wristwise is educational only and not a substitute for professional medical advice. Please
          read and accept our terms to use your program.
        </DialogDescription>
        <div className="mt-5 space-y-4">
          <div className="flex items-start gap-3 rounded-[var(--radius-control)] bg-brand-soft p-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.currentTarget.checked);
                if (e.currentTarget.checked) setError(null);
              }}
              className="mt-1 size-5 shrink-0 accent-[var(--color-brand)]"
            />
            <label htmlFor={checkboxId} className="text-sm text-ink">
              I have read and agree to the{" "}
              <Link
                href="/terms"
                target="_blank"
                className="text-brand underline underline-offset-2"
              >
                Terms and Conditions
              </Link>{" "}
              and the{" "}
              <Link
                href="/privacy"
                target="_blank"
                className="text-brand underline underline-offset-2"
              >
                Privacy notice
              </Link>
              .
            </label>
          </div>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <form action={signOutAction}>
              <Button type="submit" variant="secondary" className="w-full sm:w-auto">
                Cancel
              </Button>
            </form>
            {/* aria-disabled, not disabled: it looks and reads as disabled, and a click still explains why. */}
            <Button
              type="button"
              onClick={onAccept}
              aria-disabled={!agreed || pending}
              className={!agreed ? "opacity-60" : undefined}
            >
              {pending ? "Saving…" : "Accept"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
