import type { TSubscriptionTier } from "../access/tiers";
import { planIncludesCommunityRole } from "../community/discord-role";
import type { TAddonType } from "./catalogue";

/**
 * Whether a monthly add-on can be bought, for a person with this plan and these add-ons:
 * - `included-in-plan`: the plan already gives it (Lifetime Community includes the community
 *   chat role, decision 0027), so selling it would charge for nothing;
 * - `active`: the person already has it running (the add-on snapshot of spec 3 says active);
 * - `available`: it can be bought.
 * One-time items (mini courses, ebooks) are per item: a bought item is refused on its own.
 */
export type TAddonStatus = "available" | "included-in-plan" | "active";

export function addonStatusOf(input: {
  addonType: TAddonType;
  tier: TSubscriptionTier | null;
  active: { discordRole?: { active: boolean }; expertVideoCalls?: { active: boolean } };
}): TAddonStatus {
  if (input.addonType === "discordRole" && input.tier && planIncludesCommunityRole(input.tier))
    return "included-in-plan";
  if (
    (input.addonType === "discordRole" || input.addonType === "expertVideoCalls") &&
    input.active[input.addonType]?.active
  )
    return "active";
  return "available";
}
