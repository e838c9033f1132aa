// The profile's billing fields of spec 3 (subscription{}, subscriptionStatus, isPro, planType,
// stripeCustomerId, addons{}) worked out from the billing records, so the access rules of spec 4
// read them unchanged. Derived from every record at once, never patched by one event: events that
// arrive twice or out of order end in the same profile.
import type { TSubscriptionStatus, TSubscriptionTier } from "../access/tiers";
import { addonIsDue, type TRunningAddon } from "./addon-status";
import { addMonths, findAddon, findPlan, type TAddonType, type TPaidTier } from "./catalogue";
import {
  grantsAccessAt,
  subscriptionAccessOf,
  type TBillingPhase,
  type TSubscriptionTimes,
} from "./subscription-state";

/** A plan or add-on subscription, as billing records hold it. */
export type TSubscriptionRecord = TSubscriptionTimes & {
  id: string;
  provider: string;
  providerSubscriptionId: string | null;
  customerId: string | null;
  tier: TPaidTier | null;
  addonType: TAddonType | null;
  callsRemaining: number | null;
  createdAt: Date;
};

/** A one-time payment: a one-time plan (6month, lifetime*), an add-on item, or a renewal receipt. */
export type TPurchaseRecord = {
  id: string;
  /** plan: a one-time plan; subscription: a renewal's receipt; addon: an add-on payment. */
  productType: "plan" | "subscription" | "addon" | "bundle" | "lifetime";
  productId: string;
  status: "pending" | "completed" | "refunded" | "failed";
  completedAt: Date | null;
  provider: string;
  customerId: string | null;
};

export type TSnapshotSubscription = {
  id: string;
  status: TSubscriptionStatus;
  tier: TSubscriptionTier;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
  customerId: string | null;
  expiresAt: string | null;
};

type TAddonPeriodSnapshot = {
  id: string;
  active: boolean;
  createdAt: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /**
   * Until when it gives access: the period end, plus a week's grace after a failed renewal (as
   * for a plan). Profiles written before this field have only currentPeriodEnd.
   */
  expiresAt: string | null;
};

export type TBillingSnapshot = {
  subscription: TSnapshotSubscription | null;
  subscriptionStatus: TSubscriptionStatus | null;
  isPro: boolean;
  planType: "pro" | "paid" | null;
  stripeCustomerId: string | null;
  addons: {
    discordRole?: TAddonPeriodSnapshot;
    expertVideoCalls?: TAddonPeriodSnapshot & { callsRemaining: number };
    miniCourses?: { active: boolean; purchased: string[] };
    ebooks?: { active: boolean; purchased: string[] };
  };
};

/** A candidate for "the person's plan": a subscription, or a one-time plan purchase. */
type TCandidate = {
  snapshot: TSnapshotSubscription;
  current: boolean;
  rank: number;
  phase: TBillingPhase;
  at: number;
};

/** Which plan wins when a person holds two: the one with more access, lifetime over renewing. */
const TIER_RANK: Record<TPaidTier, number> = {
  core: 1,
  "1month": 2,
  "3month": 3,
  "6month": 4,
  annual: 5,
  lifetime_standard: 6,
  lifetime: 7,
  lifetime_community: 8,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The end of a one-time plan bought at `from`: `months` calendar months later; null for life. */
export function oneTimeAccessEnd(from: Date, months: number | null): Date | null {
  if (months === null) return null;
  // Calendar months, not a count of days.
  return addMonths(from, months);
}

function subscriptionCandidate(s: TSubscriptionRecord, now: Date): TCandidate | null {
  if (!s.tier) return null;
  const access = subscriptionAccessOf(s);
  const current = grantsAccessAt(access, now);
  return {
    snapshot: {
      id: s.providerSubscriptionId ?? s.id,
      // A period that has run out is not active, whatever the provider last said: the status, isPro
      // and planType agree, and the next read asks the provider (isSnapshotDue) before then.
      status: current ? access.status : "inactive",
      tier: s.tier,
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: s.createdAt.toISOString(),
      customerId: s.customerId,
      expiresAt: iso(access.expiresAt),
    },
    current,
    rank: TIER_RANK[s.tier],
    phase: access.phase,
    at: s.createdAt.getTime(),
  };
}

function purchaseCandidate(p: TPurchaseRecord, now: Date): TCandidate | null {
  if ((p.productType !== "plan" && p.productType !== "lifetime") || !p.completedAt) return null;
  const plan = findPlan(p.productId);
  if (plan?.period !== "one-time") return null;
  const end = oneTimeAccessEnd(p.completedAt, plan.accessMonths);
  const live = p.status === "completed" && (end === null || end.getTime() > now.getTime());
  return {
    snapshot: {
      id: p.id,
      status: live ? "active" : "inactive",
      tier: plan.tier,
      currentPeriodEnd: iso(end),
      cancelAtPeriodEnd: false,
      createdAt: p.completedAt.toISOString(),
      customerId: p.customerId,
      // A refunded plan ended when it was refunded: access stops now.
      expiresAt: p.status === "refunded" ? p.completedAt.toISOString() : iso(end),
    },
    current: live,
    rank: TIER_RANK[plan.tier],
    phase: live ? "active" : "ended",
    at: p.completedAt.getTime(),
  };
}

/** The plan that names the person's plan: a current one with the most access, else the latest. */
function pickPlan(candidates: TCandidate[]): TCandidate | null {
  const sorted = [...candidates].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || (a.current ? b.rank - a.rank : 0) || b.at - a.at,
  );
  return sorted[0] ?? null;
}

export function billingSnapshotOf(input: {
  subscriptions: TSubscriptionRecord[];
  purchases: TPurchaseRecord[];
  now: Date;
}): TBillingSnapshot {
  const { now } = input;
  const candidates = [
    ...input.subscriptions.map((s) => subscriptionCandidate(s, now)),
    ...input.purchases.map((p) => purchaseCandidate(p, now)),
  ].filter((c): c is TCandidate => c !== null);
  const plan = pickPlan(candidates);
  const proTier = plan?.current === true && plan.snapshot.tier !== "core";

  const addons: TBillingSnapshot["addons"] = {};
  for (const type of ["discordRole", "expertVideoCalls"] as const) {
    const subs = input.subscriptions
      .filter((s) => s.addonType === type)
      .map((s) => ({ s, access: subscriptionAccessOf(s) }))
      .sort(
        (a, b) =>
          Number(grantsAccessAt(b.access, now)) - Number(grantsAccessAt(a.access, now)) ||
          b.s.createdAt.getTime() - a.s.createdAt.getTime(),
      );
    const top = subs[0];
    if (!top) continue;
    const period = {
      id: top.s.providerSubscriptionId ?? top.s.id,
      active: grantsAccessAt(top.access, now),
      createdAt: top.s.createdAt.toISOString(),
      currentPeriodEnd: iso(top.s.currentPeriodEnd),
      cancelAtPeriodEnd: top.s.cancelAtPeriodEnd,
      expiresAt: top.access.expiresAt ? top.access.expiresAt.toISOString() : null,
    };
    if (type === "expertVideoCalls")
      addons.expertVideoCalls = { ...period, callsRemaining: top.s.callsRemaining ?? 0 };
    else addons.discordRole = period;
  }
  for (const type of ["miniCourses", "ebooks"] as const) {
    const addon = findAddon(type);
    const purchased = input.purchases
      .filter((p) => p.productType === "addon" && p.status === "completed")
      .map((p) => p.productId.split(":"))
      .filter(([t, item]) => t === type && addon?.items.some((i) => i.id === item))
      .map(([, item]) => item as string);
    if (purchased.length > 0) addons[type] = { active: true, purchased: [...new Set(purchased)] };
  }

  const customer =
    [...input.subscriptions, ...input.purchases]
      .filter((r) => r.provider === "stripe" && r.customerId)
      .map((r) => r.customerId)[0] ?? null;

  return {
    subscription: plan?.snapshot ?? null,
    // Spec 4 counts a bare subscriptionStatus of active as premium, so core (a separate paid
    // level, not premium) never writes one; its status lives in subscription{} with its tier.
    subscriptionStatus: plan && plan.snapshot.tier !== "core" ? plan.snapshot.status : null,
    isPro: proTier,
    planType: plan?.current ? (proTier ? "pro" : "paid") : null,
    stripeCustomerId: customer,
    addons,
  };
}

/**
 * Whether a profile's billing snapshot still grants something although its expiry has passed: a
 * renewal, a trial's end or a fixed-term plan's end is due, and the records must be re-read (the
 * provider asked) before access is decided. A monthly add-on still marked active after its period
 * end is due the same way: it has renewed or ended, whatever the person's plan.
 */
export function isSnapshotDue(
  p: {
    subscription: { status: TSubscriptionStatus; expiresAt: string | null } | null;
    isPro: boolean;
    planType: "pro" | "paid" | null;
    addons?: { discordRole?: TRunningAddon; expertVideoCalls?: TRunningAddon };
  },
  now: Date,
): boolean {
  const passed = (iso: string) => new Date(iso).getTime() <= now.getTime();
  if ([p.addons?.discordRole, p.addons?.expertVideoCalls].some((a) => addonIsDue(a, now)))
    return true;
  const sub = p.subscription;
  if (!sub?.expiresAt) return false;
  if (!passed(sub.expiresAt)) return false;
  return sub.status !== "inactive" || p.isPro || p.planType !== null;
}
