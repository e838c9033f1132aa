import { RENEWING_ADDON_TYPES, type TRenewingAddonType } from "@/domain/billing/addon-status";

// What the account page's renewal controls say. A plain module, so the page (a server component)
// and the controls (client ones) say the same.

/** Each monthly add-on in words: its short name on the buttons, its name in a sentence, and what stopping it means. */
export const ADDON_WORDS: Record<
  TRenewingAddonType,
  {
    short: string;
    noun: string;
    title: string;
    after: (until: string) => string;
    /** What ending it now takes away, after "Cancelling ends it now: that payment won't be taken, and". */
    endsNow: string;
  }
> = {
  discordRole: {
    short: "chat role",
    noun: "the chat role",
    title: "Cancel the community chat role?",
    after: (until) =>
      `The role stays${until}. After that you won't be charged for it again, and the role comes off your Discord account.`,
    endsNow: "the role comes off your Discord account",
  },
  expertVideoCalls: {
    short: "expert calls",
    noun: "the expert calls add-on",
    title: "Cancel the expert video calls add-on?",
    after: (until) =>
      `The add-on runs${until}. After that you won't be charged for it again, and it adds no more calls.`,
    endsNow: "it adds no more calls",
  },
};

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the account page says once a past-due plan or add-on has been ended at once (its `ended`
 * parameter: "plan" or the add-on's type): its own controls are gone by then.
 */
export function endedNoticeOf(value: string | null): string | null {
  if (value === "plan")
    return "Cancelled. Your plan has ended, and its unpaid payment won't be taken. You're on the free plan now, and your program and your logs stay.";
  const type = RENEWING_ADDON_TYPES.find((t) => t === value);
  if (!type) return null;
  return `Cancelled. The ${ADDON_WORDS[type].short} add-on has ended, and its unpaid payment won't be taken.`;
}
