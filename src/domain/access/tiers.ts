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
