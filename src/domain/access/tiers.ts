/** Subscription tiers and statuses of spec section 3. */
export const SUBSCRIPTION_TIERS = [
  "free",
  "core",
  "1month",
  "3month",
  "6month",
  "annual",
  "lifetime",
  "lifetime_standard",
  "lifetime_community",
] as const;
export type TSubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export type TSubscriptionStatus = "active" | "trialing" | "inactive";

/** Each tier's name in words, wherever a plan is named to a person. */
export const TIER_NAMES: Record<TSubscriptionTier, string> = {
  free: "Free",
  core: "Core",
  "1month": "Pro monthly",
  "3month": "Pro 3-month",
  "6month": "Pro 6-month",
  annual: "Pro annual",
  lifetime: "Pro lifetime",
  lifetime_standard: "Lifetime Standard",
  lifetime_community: "Lifetime Community",
};

/** Tiers bought once: nothing renews or ends. */
export const LIFETIME_TIERS: readonly TSubscriptionTier[] = [
  "lifetime",
  "lifetime_standard",
  "lifetime_community",
];
