// What a provider's subscription means for access (issue #13). The provider (Stripe, or the local
// one) keeps the full status; the profile keeps spec 3's three: active, trialing, inactive. Access
// then follows spec 4's premium rules unchanged: a trial grants Pro through its expiresAt, which is
// the trial's end.
import type { TSubscriptionStatus } from "../access/tiers";

/** Stripe's subscription statuses; the local provider uses the same words. */
export const PROVIDER_STATUSES = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;
export type TProviderStatus = (typeof PROVIDER_STATUSES)[number];

/**
 * The statuses in which the provider still bills a subscription: it renews unless cancelled, so it
 * can be cancelled or resumed. In any other status it is not billing now: it has ended (canceled,
 * incomplete_expired), waits for its first payment (incomplete) or is held (unpaid, paused).
 */
export const BILLED_STATUSES: readonly TProviderStatus[] = ["trialing", "active", "past_due"];

/** Whether the provider still bills a subscription in this status (BILLED_STATUSES). */
export function isBilled(status: string): boolean {
  return (BILLED_STATUSES as readonly string[]).includes(status);
}

/** After a failed renewal, access continues this long while the provider retries the card. */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** Where a subscription is in its life, in the words the account page uses. */
export type TBillingPhase =
  | "trialing"
  | "active"
  | "cancelling"
  | "past_due"
  | "ended"
  | "incomplete";

export type TSubscriptionTimes = {
  status: TProviderStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  endedAt: Date | null;
};

export type TSubscriptionAccess = {
  /** Spec 3's status for the profile. */
  status: TSubscriptionStatus;
  /** Until when the subscription grants access (spec 4's expiresAt); null: none. */
  expiresAt: Date | null;
  phase: TBillingPhase;
};

/**
 * The spec status, access expiry and phase of a provider subscription. Trialing and active keep
 * access to the end of the paid (or trial) period; past due keeps it for a grace week past that;
 * everything else has ended.
 */
export function subscriptionAccessOf(sub: TSubscriptionTimes): TSubscriptionAccess {
  switch (sub.status) {
    case "trialing":
      return {
        status: "trialing",
        expiresAt: sub.trialEnd ?? sub.currentPeriodEnd,
        phase: sub.cancelAtPeriodEnd ? "cancelling" : "trialing",
      };
    case "active":
      return {
        status: "active",
        expiresAt: sub.currentPeriodEnd,
        phase: sub.cancelAtPeriodEnd ? "cancelling" : "active",
      };
    case "past_due":
      return {
        status: "inactive",
        expiresAt: sub.currentPeriodEnd
          ? new Date(sub.currentPeriodEnd.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS)
          : null,
        phase: "past_due",
      };
    case "incomplete":
      return { status: "inactive", expiresAt: null, phase: "incomplete" };
    default:
      return {
        status: "inactive",
        expiresAt: sub.endedAt ?? sub.currentPeriodEnd,
        phase: "ended",
      };
  }
}

/** Whether a subscription still grants access at `now` (its expiry is in the future). */
export function grantsAccessAt(access: TSubscriptionAccess, now: Date): boolean {
  if (access.status === "active" || access.status === "trialing")
    return access.expiresAt === null || access.expiresAt.getTime() > now.getTime();
  return access.expiresAt !== null && access.expiresAt.getTime() > now.getTime();
}
