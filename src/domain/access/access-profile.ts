import type { TSubscriptionStatus, TSubscriptionTier } from "./tiers";

/** The profile fields the access rules of spec sections 4 and 6 read, and nothing else. */
export type TAccessProfile = {
  isPro: boolean;
  planType: "pro" | "paid" | null;
  subscriptionStatus: TSubscriptionStatus | null;
  subscription: {
    status: TSubscriptionStatus;
    tier: TSubscriptionTier;
    expiresAt: string | null;
  } | null;
  purchases: { grantsPremium: boolean; status: string }[];
};
