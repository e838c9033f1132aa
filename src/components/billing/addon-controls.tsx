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
}: {
  addonType: TRenewingAddonType;
  state: "renewing" | "cancelling";
  /** The add-on's period end, in words. */
  endsOn: string | null;
}) {
  const words = ADDON_WORDS[addonType];
  const until = endsOn ? ` until ${endsOn}` : " to the end of this month";
  return (
    <div className="mt-2">
      <RenewalControls
        state={state}
        size="sm"
        cancel={{
          label: `Cancel ${words.short}`,
          title: words.title,
          description: `${words.after(until)} Your plan doesn't change. You can resume any time before then.`,
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
