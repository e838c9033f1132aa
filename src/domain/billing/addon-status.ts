import type { TSubscriptionTier } from "../access/tiers";
import type { TAddonType } from "./catalogue";

/** The add-ons paid monthly, as subscriptions: the rest are bought once, per item. */
export const RENEWING_ADDON_TYPES = [
  "discordRole",
  "expertVideoCalls",
] as const satisfies readonly TAddonType[];
export type TRenewingAddonType = (typeof RENEWING_ADDON_TYPES)[number];

export function isRenewingAddonType(type: TAddonType): type is TRenewingAddonType {
  return (RENEWING_ADDON_TYPES as readonly TAddonType[]).includes(type);
}

/** A monthly add-on as the profile's snapshot holds it (spec 3: addons.discordRole and others). */
export type TRunningAddon = {
  active: boolean;
  currentPeriodEnd: string | null;
  /** The period end plus any grace of a failed renewal; absent from older snapshots. */
  expiresAt?: string | null;
};

/** Until when the add-on gives access, as a time; null for no end, NaN for an unreadable one. */
function accessEndOf(addon: TRunningAddon): number | null {
  const end = addon.expiresAt ?? addon.currentPeriodEnd;
  return end === null ? null : Date.parse(end);
}

/** Lifetime Community includes the community chat role; every other plan buys it as an add-on. */
export function planIncludesCommunityRole(tier: TSubscriptionTier): boolean {
  return tier === "lifetime_community";
}

/**
 * Whether a monthly add-on is running now: active in the snapshot, and its access not yet over
 * (its period, and a week's grace after a failed renewal). An add-on whose end has passed no
 * longer counts, even before the billing snapshot is refreshed (a missed webhook must not keep it,
 * or refuse a new one).
 */
export function addonIsRunning(addon: TRunningAddon | undefined, now: Date): boolean {
  if (!addon?.active) return false;
  const end = accessEndOf(addon);
  if (end === null) return true;
  return Number.isFinite(end) && end > now.getTime();
}

/**
 * Whether the snapshot must be re-read from the provider: it still says active, but the access it
 * recorded has ended, so the add-on has renewed or ended since. A snapshot whose end cannot be read
 * is not due (re-reading would not change it, and would run on every request).
 */
export function addonIsDue(addon: TRunningAddon | undefined, now: Date): boolean {
  if (!addon?.active) return false;
  const end = accessEndOf(addon);
  return end !== null && Number.isFinite(end) && end <= now.getTime();
}

/**
 * Whether a monthly add-on can be bought, for a person with this plan and these add-ons:
 * - `included-in-plan`: the plan already gives it (Lifetime Community includes the community
 *   chat role, decision 0027), so selling it would charge for nothing;
 * - `active`: the person already has it running;
 * - `available`: it can be bought.
 * One-time items (mini courses, ebooks) are per item: a bought item is refused on its own.
 */
export type TAddonStatus = "available" | "included-in-plan" | "active";

export function addonStatusOf(input: {
  addonType: TAddonType;
  tier: TSubscriptionTier;
  addons: { discordRole?: TRunningAddon; expertVideoCalls?: TRunningAddon };
  now: Date;
}): TAddonStatus {
  if (input.addonType === "discordRole" && planIncludesCommunityRole(input.tier))
    return "included-in-plan";
  if (
    isRenewingAddonType(input.addonType) &&
    addonIsRunning(input.addons[input.addonType], input.now)
  )
    return "active";
  return "available";
}

/**
 * What the account page offers for a monthly add-on (as for a plan):
 * - `renewing`: running and set to renew, so it can be cancelled (at its period's end);
 * - `cancelling`: running, cancelled, with its period not yet over, so it can be resumed;
 * - `none`: not running (never bought, ended, or past its period end): nothing to manage.
 */
export type TAddonRenewal = "renewing" | "cancelling" | "none";

export function addonRenewalOf(
  addon: (TRunningAddon & { cancelAtPeriodEnd: boolean }) | undefined,
  now: Date,
): TAddonRenewal {
  if (!addon || !addonIsRunning(addon, now)) return "none";
  return addon.cancelAtPeriodEnd ? "cancelling" : "renewing";
}
