"use client";

import Link from "next/link";
import { useState } from "react";
import { unsubscribeReminderAction } from "@/actions/reminders";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** The unsubscribe page's one button (issue #19). */
export function UnsubscribeButton({ u, t }: { u: string; t: string }) {
  const [done, setDone] = useState(false);
  const { run, pending, formError } = useAction();
  if (done)
    return (
      <FormAlert tone="success">
        Your exercise reminders are off. You can turn them on again in{" "}
        <Link href="/account#reminders" className="underline underline-offset-2">
          your account
        </Link>
        .
      </FormAlert>
    );
  return (
    <div className="mt-5 space-y-3">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button
        type="button"
        disabled={pending}
        onClick={() =>
          void run(
            () => unsubscribeReminderAction({ u, t }),
            (result) => setDone(result.done),
          )
        }
      >
        {pending ? "Turning off…" : "Turn off reminders"}
      </Button>
    </div>
  );
}
