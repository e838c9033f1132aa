import type { TAccessProfile } from "./access-profile";

/**
 * "Subscribed (for routing)", spec section 4: subscription status is active, or isPro is true, or
 * planType is pro or paid. Both places the profile keeps a status count.
 */
export function isSubscribedForRouting(
  p: Pick<TAccessProfile, "isPro" | "planType" | "subscriptionStatus" | "subscription">,
): boolean {
  return (
    p.subscription?.status === "active" ||
    p.subscriptionStatus === "active" ||
    p.isPro ||
    p.planType === "pro" ||
    p.planType === "paid"
  );
}
