"use client";

import { useState } from "react";
import { deleteAccountAction } from "@/actions/account";
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

/** Delete my account, with a confirmation that says exactly what goes and what stays. */
export function DeleteAccountDialog() {
  const [confirmed, setConfirmed] = useState(false);
  const { run, pending, formError: error } = useAction();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="danger">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your account, your assessment, your program, your logs and your
          notifications, and signs you out. It can't be undone. We keep only the security log of who
          accessed your data and when, which the law asks us to keep for six years.
        </DialogDescription>
        <label className="mt-5 flex items-start gap-3 rounded-[var(--radius-control)] bg-danger-soft p-3 text-ink">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-danger)]"
          />
          I understand my account and health data will be deleted for good.
        </label>
        {error ? <FormAlert className="mt-3">{error}</FormAlert> : null}
        <div className="mt-5 flex justify-end gap-2">
          <Button
            type="button"
            variant="danger"
            disabled={pending}
            onClick={() =>
              // On success the action redirects to sign-in; only a refusal comes back here.
              void run(() => deleteAccountAction(confirmed))
            }
          >
            {pending ? "Deleting…" : "Delete for good"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
