"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { changePlanAction } from "@/actions/billing";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

const DONE: Record<string, string> = {
  upgraded: "Done: your new plan has started. Your receipt is on its way by email.",
  "downgrade-booked": "Booked: your new plan starts when the current period ends.",
  "trial-changed": "Done: your trial now continues on the new plan.",
};

/** Switches a renewing plan in place, after a second click that confirms what will happen. */
export function ChangePlanButton({
  planId,
  planName,
  summary,
}: {
  planId: string;
  planName: string;
  summary: string;
}) {
  const router = useRouter();
  const change = useAction();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (done)
    return (
      <p
        role="status"
        className="rounded-[var(--radius-control)] bg-success-soft px-3 py-2 text-sm text-success"
      >
        {done}
      </p>
    );
  return (
    <div className="space-y-2">
      {confirming ? (
        <div className="space-y-2 rounded-[var(--radius-control)] bg-calm p-3">
          <p className="text-sm text-ink">{summary}</p>
          <div className="flex gap-2">
            <Button
              type="button"
              size="sm"
              disabled={change.pending}
              onClick={() =>
                void change.run(
                  () => changePlanAction({ planId }),
                  (outcome) => {
                    setDone(DONE[outcome] ?? "Done.");
                    router.refresh();
                  },
                )
              }
            >
              {change.pending ? "Switching…" : `Confirm: switch to ${planName}`}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={() => setConfirming(true)}
        >
          Switch to {planName}
        </Button>
      )}
      {change.formError ? <FormAlert>{change.formError}</FormAlert> : null}
    </div>
  );
}
