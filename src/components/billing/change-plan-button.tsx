"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { changePlanAction } from "@/actions/billing";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/**
 * Switches a renewing plan in place, after a second click that confirms what will happen. Once
 * done, /switch-plan opens again with what changed (`changed`): this card may be gone by then,
 * since a plan the person has is not offered, so the page says it above their plan.
 */
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
                  (outcome) => router.replace(`/switch-plan?changed=${outcome}`, { scroll: false }),
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
