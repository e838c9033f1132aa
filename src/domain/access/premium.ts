import type { TAccessProfile } from "./access-profile";

/** Which of the five conditions of spec section 4 made a profile premium (for tests and support). */
export type TPremiumReason =
  | "isPro"
  | "activeSubscription"
  | "unexpiredSubscription"
  | "subscriptionStatusActive"
  | "premiumPurchase";

/**
 * Tiers the subscription conditions never count as premium. Core is "a separate paid level"
 * (spec 4). Free is included because the feature table gives it only basicExercises (spec 6); an
 * active free-tier record must not unlock Pro. See docs/decisions/0007.
 */
const NOT_PREMIUM_TIERS = new Set(["core", "free"]);

/**
 * "Premium evaluation", spec section 4: premium if any of isPro; subscription active with a tier
 * other than core; subscription expiresAt in the future with a tier other than core;
 * subscriptionStatus active; a completed purchase that grants premium. Returns the first reason
 * that holds, or null.
 */
export function findPremiumReason(p: TAccessProfile, now: Date): TPremiumReason | null {
  if (p.isPro) return "isPro";
  const sub = p.subscription;
  const premiumTier = sub !== null && !NOT_PREMIUM_TIERS.has(sub.tier);
  if (premiumTier && sub.status === "active") return "activeSubscription";
  if (premiumTier && sub.expiresAt !== null && new Date(sub.expiresAt).getTime() > now.getTime()) {
    return "unexpiredSubscription";
  }
  if (p.subscriptionStatus === "active") return "subscriptionStatusActive";
  if (p.purchases.some((x) => x.grantsPremium && x.status === "completed"))
    return "premiumPurchase";
  return null;
}

export function isPremium(p: TAccessProfile, now: Date): boolean {
  return findPremiumReason(p, now) !== null;
}

/** The core tier's own paid level: an active core subscription (spec 4, "active core status"). */
export function hasActiveCore(p: Pick<TAccessProfile, "subscription">): boolean {
  return p.subscription?.tier === "core" && p.subscription.status === "active";
}
