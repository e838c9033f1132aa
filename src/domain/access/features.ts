import type { TAccessProfile } from "./access-profile";
import { hasActiveCore, isPremium } from "./premium";
import { SUBSCRIPTION_TIERS, type TSubscriptionTier } from "./tiers";

export const FEATURES = [
  "tracking",
  "multiplePrograms",
  "loadManagement",
  "progressStats",
  "expertConsults",
  "communityDashboard",
  "exerciseLibrary",
  "basicExercises",
] as const;
export type TFeature = (typeof FEATURES)[number];

/** The paid tiers above core: every tier but free and core (spec 6). */
const PRO_TIERS: readonly TSubscriptionTier[] = SUBSCRIPTION_TIERS.filter(
  (t) => t !== "free" && t !== "core",
);

/** The feature-by-tier table of spec section 6, exactly as written. */
export const FEATURE_TIERS: Record<TFeature, readonly TSubscriptionTier[]> = {
  tracking: PRO_TIERS,
  multiplePrograms: PRO_TIERS,
  loadManagement: PRO_TIERS,
  progressStats: PRO_TIERS,
  expertConsults: ["annual", "lifetime", "lifetime_community"],
  communityDashboard: ["lifetime_community"],
  exerciseLibrary: ["core", ...PRO_TIERS],
  basicExercises: ["free", "core", ...PRO_TIERS],
};

/** Each feature in words, for "what your plan includes". */
export const FEATURE_NAMES: Record<TFeature, string> = {
  tracking: "Logging your exercises, with the next step worked out for you",
  multiplePrograms: "A new program whenever your pain regions change",
  loadManagement: "Daily load tracking",
  progressStats: "Progress statistics and charts",
  expertConsults: "Expert consultations",
  communityDashboard: "The community dashboard",
  exerciseLibrary: "The full exercise library",
  basicExercises: "Your program's basic exercises: stretches, holds and nerve glides",
};

/** From the most basic feature to the most exclusive: how a plan's contents read. */
const FEATURE_DISPLAY_ORDER: readonly TFeature[] = [
  "basicExercises",
  "exerciseLibrary",
  "tracking",
  "multiplePrograms",
  "loadManagement",
  "progressStats",
  "expertConsults",
  "communityDashboard",
];

/** The features a tier includes (the feature table's row), most basic first. */
export function findFeaturesOf(tier: TSubscriptionTier | null): TFeature[] {
  return FEATURE_DISPLAY_ORDER.filter((f) => hasFeature(tier, f));
}

/** Whether a tier has a feature. No subscription (null) means no access. */
export function hasFeature(tier: TSubscriptionTier | null, feature: TFeature): boolean {
  return tier !== null && FEATURE_TIERS[feature].includes(tier);
}

/**
 * The tier whose row of the feature table applies to a signed-in person. Premium through a
 * subscription keeps that subscription's tier; premium by other means (isPro, a purchase, a bare
 * active status) gets the base Pro row, 1month. An active core subscription is core. Anyone else
 * signed in is on the free tier.
 */
export function accessTierOf(p: TAccessProfile, now: Date): TSubscriptionTier {
  if (isPremium(p, now)) {
    const tier = p.subscription?.tier;
    return tier && PRO_TIERS.includes(tier) ? tier : "1month";
  }
  if (hasActiveCore(p)) return "core";
  return "free";
}
