"use client";

import { useState } from "react";
import { resendVerificationEmailAction } from "@/actions/account";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** /account's "Send the link again": a new confirmation link, with what happened said plainly. */
export function ResendVerificationButton() {
  const [sent, setSent] = useState<string | null>(null);
  const { run, pending, formError } = useAction();
  return (
    <div className="mt-4 space-y-3">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {sent && !formError ? <FormAlert tone="success">{sent}</FormAlert> : null}
      <Button
        type="button"
        variant="secondary"
        disabled={pending}
        aria-disabled={pending}
        onClick={() => {
          setSent(null);
          void run(
            () => resendVerificationEmailAction({}),
            (message) => setSent(message),
          );
        }}
      >
        {pending ? "Sending…" : "Send the link again"}
      </Button>
    </div>
  );
}
