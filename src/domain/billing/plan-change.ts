// Switching plans (issue #13, /switch-plan): what a change from one plan to another does. Pure, so
// every pair is a row of a table test.
import { formatDate } from "@/lib/format-date";
import { findPlan, formatPrice, isRecurring, type TPaidTier, type TPlan } from "./catalogue";

/** Recurring plans from least to most: an upgrade moves right. */
const RECURRING_ORDER: readonly TPaidTier[] = ["core", "1month", "3month", "annual"];
/** One-time plans from least to most. */
const ONE_TIME_ORDER: readonly TPaidTier[] = [
  "6month",
  "lifetime_standard",
  "lifetime",
  "lifetime_community",
];

export type TPlanChange =
  /** No current plan: an ordinary checkout. */
  | { kind: "new" }
  | { kind: "same" }
  /** During a free trial: the plan the trial turns into changes now; nothing is charged. */
  | { kind: "change-trial" }
  /** Recurring to a bigger recurring plan: at once, the unused part of the old one credited. */
  | { kind: "upgrade-now" }
  /** Recurring to a smaller recurring plan: from the end of the period already paid for. */
  | { kind: "downgrade-at-period-end" }
  /** Recurring to a one-time plan: pay for it; the old subscription stops, nothing more is charged. */
  | { kind: "buy-then-cancel" }
  /** One-time to a bigger one-time plan: pay the difference. */
  | { kind: "pay-difference"; amountCents: number }
  | { kind: "not-available"; reason: string };

export type TCurrentPlan = {
  tier: TPaidTier;
  status: "active" | "trialing" | "inactive";
  /** When the current period (or a fixed-term plan) ends; null for lifetime. */
  currentPeriodEnd: string | null;
};

export function planChangeOf(current: TCurrentPlan | null, toTier: TPaidTier): TPlanChange {
  const to = findPlan(toTier) as TPlan;
  if (!current) return { kind: "new" };
  if (current.tier === toTier) return { kind: "same" };
  const from = findPlan(current.tier) as TPlan;

  if (isRecurring(from)) {
    if (!isRecurring(to)) return { kind: "buy-then-cancel" };
    if (current.status === "trialing") return { kind: "change-trial" };
    return RECURRING_ORDER.indexOf(toTier) > RECURRING_ORDER.indexOf(current.tier)
      ? { kind: "upgrade-now" }
      : { kind: "downgrade-at-period-end" };
  }

  // From a one-time plan.
  if (isRecurring(to))
    return {
      kind: "not-available",
      reason:
        from.accessMonths === null
          ? "You have lifetime access: there is nothing to renew."
          : "Your plan is paid up to its end date. You can choose a renewing plan after that.",
    };
  if (ONE_TIME_ORDER.indexOf(toTier) < ONE_TIME_ORDER.indexOf(current.tier))
    return { kind: "not-available", reason: `${from.name} already includes more than ${to.name}.` };
  return { kind: "pay-difference", amountCents: Math.max(to.priceCents - from.priceCents, 0) };
}

/** The sentence /switch-plan shows under a choice, so the person knows what happens before paying. */
export function describePlanChange(
  change: TPlanChange,
  to: TPlan,
  periodEnd: string | null,
  /** The person's time zone: the period ends on an instant, said as the day it is for them. */
  timeZone: string,
): string {
  switch (change.kind) {
    case "new":
      return `You pay ${formatPrice(to.priceCents)} at checkout.`;
    case "same":
      return "This is your plan now.";
    case "change-trial":
      return `Your free trial continues; when it ends you will be charged ${formatPrice(to.priceCents)} for ${to.name}.`;
    case "upgrade-now":
      return `Starts today. You pay ${formatPrice(to.priceCents)} less the unused part of your current plan.`;
    case "downgrade-at-period-end":
      return periodEnd
        ? `Starts on ${formatDate(periodEnd, timeZone)}, when your current period ends; you keep everything you have until then.`
        : "Starts when your current period ends; you keep everything you have until then.";
    case "buy-then-cancel":
      return `You pay ${formatPrice(to.priceCents)} once. Your current subscription stops today and is never charged again; the unused part of its period is not refunded.`;
    case "pay-difference":
      return `You pay the difference: ${formatPrice(change.amountCents)}.`;
    case "not-available":
      return change.reason;
  }
}

/**
 * What an immediate upgrade costs: the new plan's price less the unused share of the period already
 * paid for (the way Stripe prorates), never below zero. Times are milliseconds.
 */
export function upgradeChargeCents(input: {
  fromPriceCents: number;
  toPriceCents: number;
  periodStart: number;
  periodEnd: number;
  now: number;
}): number {
  const length = input.periodEnd - input.periodStart;
  if (length <= 0) return input.toPriceCents;
  const unused = Math.min(Math.max(input.periodEnd - input.now, 0), length) / length;
  const credit = Math.round(input.fromPriceCents * unused);
  return Math.max(input.toPriceCents - credit, 0);
}

/**
 * The plan a person holds now, from the profile's snapshot (spec 3: subscription{}): one that is
 * active, trialing, or paid up to a future date. Null on the free tier or after a plan ended.
 */
export function currentPlanOf(
  subscription: {
    tier: string;
    status: "active" | "trialing" | "inactive";
    currentPeriodEnd: string | null;
    expiresAt: string | null;
  } | null,
  now: Date,
): TCurrentPlan | null {
  if (!subscription) return null;
  const plan = findPlan(subscription.tier);
  if (!plan) return null;
  const end = subscription.expiresAt ?? subscription.currentPeriodEnd;
  const live =
    subscription.status === "active" ||
    subscription.status === "trialing" ||
    (end !== null && new Date(end).getTime() > now.getTime());
  if (!live) return null;
  return {
    tier: plan.tier,
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
  };
}
