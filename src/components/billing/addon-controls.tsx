"use client";

import { cancelAddonAction, resumeAddonAction } from "@/actions/billing";
import { RenewalControls } from "@/components/billing/renewal-controls";
import { ADDON_WORDS, capitalised } from "@/components/billing/renewal-words";
import type { TRenewingAddonType } from "@/domain/billing/addon-status";

/**
 * Cancel and resume one monthly add-on on the account page, as the plan's own controls do: it
 * stops at the end of the period already paid for, and can be resumed until then. One whose
 * renewal payment failed (past due) says so, and cancelling ends it now, so the unpaid payment is
 * never taken. The plan itself is never touched.
 */
export function AddonControls({
  addonType,
  state,
  endsOn,
  includedInPlan = false,
  pastDue = false,
}: {
  addonType: TRenewingAddonType;
  state: "renewing" | "cancelling";
  /** The add-on's period end, in words. */
  endsOn: string | null;
  /**
   * The person's plan gives what the add-on does (Lifetime Community and the chat role): it can
   * be stopped, never resumed, and stopping it takes nothing away.
   */
  includedInPlan?: boolean;
  /** Its renewal payment failed and the provider is trying the card again. */
  pastDue?: boolean;
}) {
  const words = ADDON_WORDS[addonType];
  const until = endsOn ? ` until ${endsOn}` : " to the end of this month";
  const resume = {
    label: `Resume ${words.short}`,
    run: () => resumeAddonAction({ addonType }),
    done: `Resumed. ${capitalised(words.noun)} renews as before.`,
  };
  if (pastDue)
    return (
      <div className="mt-2 space-y-2">
        <p
          role="alert"
          className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2.5 text-sm text-danger"
        >
          The last payment for {words.noun} didn't go through, and we'll try your card again. If
          you'd rather stop it, cancelling ends it now and that payment won't be taken.
        </p>
        <RenewalControls
          state="renewing"
          size="sm"
          cancel={{
            label: `Cancel ${words.short}`,
            confirm: "Cancel now",
            title: words.title,
            description: includedInPlan
              ? `Its last payment didn't go through. Your plan includes the ${words.short}, so you keep it: cancelling ends only the add-on, now, and that payment won't be taken.`
              : `Its last payment didn't go through. Cancelling ends it now: that payment won't be taken, and ${words.endsNow}. Your plan doesn't change.`,
            keep: "Keep it",
            run: () => cancelAddonAction({ addonType }),
            done: { href: `/account?ended=${addonType}` },
          }}
          resume={resume}
        />
      </div>
    );
  if (includedInPlan && state === "cancelling")
    return (
      <p className="mt-1 text-sm text-ink-muted">
        Your plan includes the {words.short} now, so you keep it. This add-on won't renew, and won't
        be charged again.
      </p>
    );
  return (
    <div className="mt-2">
      <RenewalControls
        state={state}
        size="sm"
        cancel={{
          label: `Cancel ${words.short}`,
          title: words.title,
          description: includedInPlan
            ? `Your plan includes the ${words.short}, so you keep it. Only the add-on stops: it won't renew or be charged again after ${endsOn ?? "this month"}.`
            : `${words.after(until)} Your plan doesn't change. You can resume any time before then.`,
          keep: "Keep it",
          run: () => cancelAddonAction({ addonType }),
          done: `Cancelled. You keep ${words.noun}${until}, and nothing more will be charged for it.`,
        }}
        resume={resume}
      />
    </div>
  );
}
