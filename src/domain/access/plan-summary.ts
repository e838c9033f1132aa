import { countOf } from "@/lib/count-of";
import { FEATURE_NAMES, findFeaturesOf } from "./features";
import {
  LIFETIME_TIERS,
  TIER_NAMES,
  type TSubscriptionStatus,
  type TSubscriptionTier,
} from "./tiers";

/** The subscription snapshot fields the summary reads (spec 3: subscription). */
export type TPlanSubscription = {
  status: TSubscriptionStatus;
  tier: TSubscriptionTier;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  expiresAt: string | null;
};

type TAddonPeriod = {
  active: boolean;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** The period end plus the grace of a failed renewal; absent from older snapshots. */
  expiresAt?: string | null;
};

/** What can be past due (a renewal payment failed, and the provider tries the card again). */
export type TPastDue = "plan" | "discordRole" | "expertVideoCalls";

/** The add-on snapshot fields the summary reads (spec 3: addons). */
export type TPlanAddons = {
  discordRole?: TAddonPeriod;
  expertVideoCalls?: TAddonPeriod & { callsRemaining: number };
  miniCourses?: { active: boolean; purchased: string[] };
  ebooks?: { active: boolean; purchased: string[] };
};

export type TPlanPeriod =
  | { kind: "renews" | "ends" | "ended"; date: string }
  | { kind: "lifetime" };

export type TPlanSummary = {
  planName: string;
  /** The subscription's status in words; null without a current subscription. */
  status: string | null;
  period: TPlanPeriod | null;
  /** What the plan includes: the feature table's row for the person's tier, in words. */
  includes: string[];
  addons: {
    /** Spec 3's key, so the account page can put each add-on's own controls beside it. */
    type: keyof TPlanAddons;
    name: string;
    detail: string | null;
    period: TPlanPeriod | null;
  }[];
  /** Subscribed for routing (spec 4): may switch plan. */
  subscribed: boolean;
};

const STATUS_WORDS: Record<TSubscriptionStatus, string> = {
  active: "Active",
  trialing: "Free trial",
  inactive: "Inactive",
};

/** Renews, ends (cancelled or inactive) or ended, from the period end (or expiry) and today. */
function periodOf(
  p: { currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; expiresAt?: string | null },
  lapsing: boolean,
  now: Date,
): TPlanPeriod | null {
  const date = p.currentPeriodEnd ?? p.expiresAt ?? null;
  if (date === null) return null;
  if (new Date(date).getTime() <= now.getTime()) return { kind: "ended", date };
  return { kind: p.cancelAtPeriodEnd || lapsing ? "ends" : "renews", date };
}

/**
 * A past-due subscription's period: it ends when its grace does (expiresAt: the period end plus
 * PAST_DUE_GRACE_DAYS), unless a payment goes through first; it does not renew as things stand.
 */
function graceOf(
  p: { currentPeriodEnd: string | null; expiresAt?: string | null },
  now: Date,
): TPlanPeriod | null {
  const end = p.expiresAt ?? p.currentPeriodEnd;
  return periodOf({ currentPeriodEnd: end, cancelAtPeriodEnd: false }, true, now);
}

function isCurrent(sub: TPlanSubscription, now: Date): boolean {
  if (sub.status === "active" || sub.status === "trialing") return true;
  const end = sub.expiresAt ?? sub.currentPeriodEnd;
  return end !== null && new Date(end).getTime() > now.getTime();
}

/**
 * The account page's plan summary. `tier` is the row of the feature table that applies to the
 * person (accessTierOf), so what the plan "includes" is what they can actually use. A current
 * subscription names the plan; premium without one (isPro, a one-off purchase) reads "Pro".
 */
export function planSummaryOf(input: {
  tier: TSubscriptionTier;
  subscribed: boolean;
  subscription: TPlanSubscription | null;
  addons: TPlanAddons;
  /** What the provider reports past due: said as such, with the day its grace ends. */
  pastDue?: readonly TPastDue[];
  now: Date;
}): TPlanSummary {
  const { tier, subscription: sub, addons, now, pastDue = [] } = input;
  const addonPeriodOf = (type: TPastDue, addon: TAddonPeriod) =>
    pastDue.includes(type) ? graceOf(addon, now) : periodOf(addon, false, now);
  const current = sub !== null && isCurrent(sub, now) ? sub : null;
  const isProTier = tier !== "free" && tier !== "core";
  const planName = current ? TIER_NAMES[current.tier] : isProTier ? "Pro" : TIER_NAMES[tier];
  let period: TPlanPeriod | null = null;
  if (current && LIFETIME_TIERS.includes(current.tier)) period = { kind: "lifetime" };
  else if (current && pastDue.includes("plan")) period = graceOf(current, now);
  else if (current) period = periodOf(current, current.status === "inactive", now);
  else if (sub && !isProTier) {
    // A subscription that has run out: say when, so the free plan isn't a surprise.
    const ended = periodOf(sub, true, now);
    period = ended?.kind === "ended" ? ended : null;
  }

  const list: TPlanSummary["addons"] = [];
  if (addons.discordRole?.active)
    list.push({
      type: "discordRole",
      name: "Community chat role",
      detail: null,
      period: addonPeriodOf("discordRole", addons.discordRole),
    });
  if (addons.expertVideoCalls?.active)
    list.push({
      type: "expertVideoCalls",
      name: "Expert video calls",
      detail: `${countOf(addons.expertVideoCalls.callsRemaining, "call", "calls")} left`,
      period: addonPeriodOf("expertVideoCalls", addons.expertVideoCalls),
    });
  if (addons.miniCourses?.active)
    list.push({
      type: "miniCourses",
      name: "Mini courses",
      detail: countOf(addons.miniCourses.purchased.length, "course", "courses"),
      period: null,
    });
  if (addons.ebooks?.active)
    list.push({
      type: "ebooks",
      name: "Ebooks",
      detail: countOf(addons.ebooks.purchased.length, "ebook", "ebooks"),
      period: null,
    });

  return {
    planName,
    status: current
      ? pastDue.includes("plan")
        ? "Payment failed"
        : STATUS_WORDS[current.status]
      : null,
    period,
    includes: findFeaturesOf(tier).map((f) => FEATURE_NAMES[f]),
    addons: list,
    subscribed: input.subscribed,
  };
}
