"use client";

import { cancelAddonAction, resumeAddonAction } from "@/actions/billing";
import { RenewalControls } from "@/components/billing/renewal-controls";
import type { TRenewingAddonType } from "@/domain/billing/addon-status";

/**
 * Each monthly add-on in words: its short name on the buttons, its name in a sentence, and what
 * stopping it means.
 */
const ADDON_WORDS: Record<
  TRenewingAddonType,
  { short: string; noun: string; title: string; after: (until: string) => string }
> = {
  discordRole: {
    short: "chat role",
    noun: "the chat role",
    title: "Cancel the community chat role?",
    after: (until) =>
      `The role stays${until}. After that you won't be charged for it again, and the role comes off your Discord account.`,
  },
  expertVideoCalls: {
    short: "expert calls",
    noun: "the expert calls add-on",
    title: "Cancel the expert video calls add-on?",
    after: (until) =>
      `The add-on runs${until}. After that you won't be charged for it again, and it adds no more calls.`,
  },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Cancel and resume one monthly add-on on the account page, as the plan's own controls do: it
 * stops at the end of the period already paid for, and can be resumed until then. The plan itself
 * is never touched.
 */
export function AddonControls({
  addonType,
  state,
  endsOn,
  includedInPlan = false,
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
}) {
  const words = ADDON_WORDS[addonType];
  const until = endsOn ? ` until ${endsOn}` : " to the end of this month";
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
        resume={{
          label: `Resume ${words.short}`,
          run: () => resumeAddonAction({ addonType }),
          done: `Resumed. ${capitalised(words.noun)} renews as before.`,
        }}
      />
    </div>
  );
}
