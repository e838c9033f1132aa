import type { TSubscriptionTier } from "../access/tiers";
import type { TAddonType } from "./catalogue";

/** A monthly add-on as the profile's snapshot holds it (spec 3: addons.discordRole and others). */
export type TRunningAddon = { active: boolean; currentPeriodEnd: string | null };

/** Lifetime Community includes the community chat role; every other plan buys it as an add-on. */
export function planIncludesCommunityRole(tier: TSubscriptionTier): boolean {
  return tier === "lifetime_community";
}

/**
 * Whether a monthly add-on is running now: active in the snapshot, and its period not yet over.
 * An add-on whose period end has passed no longer counts, even before the billing snapshot is
 * refreshed (a missed webhook must not keep it, or refuse a new one).
 */
export function addonIsRunning(addon: TRunningAddon | undefined, now: Date): boolean {
  if (!addon?.active) return false;
  if (addon.currentPeriodEnd === null) return true;
  const end = Date.parse(addon.currentPeriodEnd);
  return Number.isFinite(end) && end > now.getTime();
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
    (input.addonType === "discordRole" || input.addonType === "expertVideoCalls") &&
    addonIsRunning(input.addons[input.addonType], input.now)
  )
    return "active";
  return "available";
}
