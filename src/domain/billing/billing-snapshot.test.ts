import { describe, expect, it } from "vitest";
import type { TAccessProfile } from "../access/access-profile";
import { accessTierOf, findFeaturesOf } from "../access/features";
import { isPremium } from "../access/premium";
import { isSubscribedForRouting } from "../access/subscribed";
import { LIFETIME_TIERS, type TSubscriptionStatus, type TSubscriptionTier } from "../access/tiers";
import { addonIsDue, addonIsRunning, type TRunningAddon } from "./addon-status";
import {
  billingSnapshotOf,
  isSnapshotDue,
  oneTimeAccessEnd,
  type TBillingSnapshot,
  type TPurchaseRecord,
  type TSnapshotSubscription,
  type TSubscriptionRecord,
} from "./billing-snapshot";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const iso = (d: Date) => d.toISOString();

function subRecord(patch: Partial<TSubscriptionRecord> = {}): TSubscriptionRecord {
  return {
    id: "subrow_1",
    provider: "local",
    providerSubscriptionId: "sub_1",
    customerId: "cus_1",
    tier: "annual",
    addonType: null,
    callsRemaining: null,
    status: "active",
    currentPeriodEnd: at(20 * DAY),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    endedAt: null,
    createdAt: at(-10 * DAY),
    ...patch,
  };
}

function purchaseRecord(patch: Partial<TPurchaseRecord> = {}): TPurchaseRecord {
  return {
    id: "pur_1",
    productType: "plan",
    productId: "lifetime",
    status: "completed",
    completedAt: at(-30 * DAY),
    provider: "local",
    customerId: "cus_1",
    ...patch,
  };
}

/** Spec 4's profile read from a snapshot; only lifetime plan purchases grant premium. */
function profileOf(snapshot: TBillingSnapshot, purchases: TPurchaseRecord[]): TAccessProfile {
  return {
    isPro: snapshot.isPro,
    planType: snapshot.planType,
    subscriptionStatus: snapshot.subscriptionStatus,
    subscription: snapshot.subscription
      ? {
          status: snapshot.subscription.status,
          tier: snapshot.subscription.tier,
          expiresAt: snapshot.subscription.expiresAt,
        }
      : null,
    purchases: purchases.map((p) => ({
      grantsPremium:
        (p.productType === "plan" || p.productType === "lifetime") &&
        (LIFETIME_TIERS as readonly string[]).includes(p.productId),
      status: p.status,
    })),
  };
}

// A 7-day annual trial that started at NOW.
const TRIAL_END = at(7 * DAY);
const trial = (patch: Partial<TSubscriptionRecord> = {}) =>
  subRecord({
    status: "trialing",
    trialEnd: TRIAL_END,
    currentPeriodEnd: TRIAL_END,
    createdAt: NOW,
    ...patch,
  });

// A 3-month plan whose renewal failed 3 days ago: 4 days of grace left.
const PAST_DUE_PERIOD_END = at(-3 * DAY);
const GRACE_END = new Date("2026-11-26T12:00:00.000Z");
const pastDue = subRecord({
  tier: "3month",
  status: "past_due",
  currentPeriodEnd: PAST_DUE_PERIOD_END,
});

// An annual plan cancelled at the end of its period, 10 days from NOW.
const PERIOD_END = at(10 * DAY);

// A 6-month plan bought on Jan 31: setUTCMonth(0 + 6) gives Jul 31.
const SIX_MONTH_BOUGHT = new Date("2026-01-31T10:00:00.000Z");
const SIX_MONTH_END = new Date("2026-07-31T10:00:00.000Z");
const sixMonth = purchaseRecord({
  id: "pur_6m",
  productId: "6month",
  completedAt: SIX_MONTH_BOUGHT,
});

type TRow = {
  label: string;
  subscriptions?: TSubscriptionRecord[];
  purchases?: TPurchaseRecord[];
  now: Date;
  subscription: Partial<TSnapshotSubscription> | null;
  subscriptionStatus: TSubscriptionStatus | null;
  isPro: boolean;
  planType: "pro" | "paid" | null;
  premium: boolean;
  subscribed: boolean;
  tier: TSubscriptionTier;
  /** isSnapshotDue of the snapshot at `now`. */
  due: boolean;
};

const ROWS: TRow[] = [
  {
    label: "no records: free, not premium, not subscribed",
    now: NOW,
    subscription: null,
    subscriptionStatus: null,
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "trialing: premium, with the trial's tier",
    subscriptions: [trial()],
    now: NOW,
    subscription: { status: "trialing", tier: "annual", expiresAt: iso(TRIAL_END) },
    subscriptionStatus: "trialing",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "annual",
    due: false,
  },
  {
    label: "trialing, 1 ms before the trial ends: still premium",
    subscriptions: [trial()],
    now: new Date(TRIAL_END.getTime() - 1),
    subscription: { status: "trialing", tier: "annual", expiresAt: iso(TRIAL_END) },
    subscriptionStatus: "trialing",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "annual",
    due: false,
  },
  {
    label: "trialing at the trial's end, provider not yet heard from: written as ended",
    subscriptions: [trial()],
    now: TRIAL_END,
    subscription: { status: "inactive", tier: "annual", expiresAt: iso(TRIAL_END) },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "trial cancelled, inside the trial: still premium until the trial's end",
    subscriptions: [trial({ cancelAtPeriodEnd: true })],
    now: new Date(TRIAL_END.getTime() - 1),
    subscription: {
      status: "trialing",
      tier: "annual",
      cancelAtPeriodEnd: true,
      expiresAt: iso(TRIAL_END),
    },
    subscriptionStatus: "trialing",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "annual",
    due: false,
  },
  {
    label: "trial cancelled, ended at the trial's end: free",
    subscriptions: [trial({ cancelAtPeriodEnd: true, status: "canceled", endedAt: TRIAL_END })],
    now: TRIAL_END,
    subscription: { status: "inactive", tier: "annual", expiresAt: iso(TRIAL_END) },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "trial converted: active to the first paid period's end",
    subscriptions: [trial({ status: "active", currentPeriodEnd: at(372 * DAY) })],
    now: at(8 * DAY),
    subscription: { status: "active", tier: "annual", expiresAt: iso(at(372 * DAY)) },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "annual",
    due: false,
  },
  {
    label: "active 3-month plan",
    subscriptions: [subRecord({ tier: "3month" })],
    now: NOW,
    subscription: {
      id: "sub_1",
      status: "active",
      tier: "3month",
      currentPeriodEnd: iso(at(20 * DAY)),
      expiresAt: iso(at(20 * DAY)),
    },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "3month",
    due: false,
  },
  {
    label: "past_due inside the grace week: premium",
    subscriptions: [pastDue],
    now: NOW,
    subscription: {
      status: "inactive",
      tier: "3month",
      currentPeriodEnd: iso(PAST_DUE_PERIOD_END),
      expiresAt: iso(GRACE_END),
    },
    subscriptionStatus: "inactive",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "3month",
    due: false,
  },
  {
    label: "past_due 1 ms before the grace week ends: premium",
    subscriptions: [pastDue],
    now: new Date(GRACE_END.getTime() - 1),
    subscription: { status: "inactive", tier: "3month", expiresAt: iso(GRACE_END) },
    subscriptionStatus: "inactive",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "3month",
    due: false,
  },
  {
    label: "past_due after the grace week: not premium, not subscribed",
    subscriptions: [pastDue],
    now: GRACE_END,
    subscription: { status: "inactive", tier: "3month", expiresAt: iso(GRACE_END) },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "cancelled at period end, before the end: premium, cancelling",
    subscriptions: [subRecord({ cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END })],
    now: new Date(PERIOD_END.getTime() - 1),
    subscription: {
      status: "active",
      tier: "annual",
      cancelAtPeriodEnd: true,
      expiresAt: iso(PERIOD_END),
    },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "annual",
    due: false,
  },
  {
    label: "cancelled at period end, after the end: free",
    subscriptions: [
      subRecord({
        cancelAtPeriodEnd: true,
        currentPeriodEnd: PERIOD_END,
        status: "canceled",
        endedAt: PERIOD_END,
      }),
    ],
    now: new Date(PERIOD_END.getTime() + 1),
    subscription: {
      status: "inactive",
      tier: "annual",
      cancelAtPeriodEnd: true,
      expiresAt: iso(PERIOD_END),
    },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "cancelled at period end, the end passed before the provider said so: written as ended",
    subscriptions: [subRecord({ cancelAtPeriodEnd: true, currentPeriodEnd: PERIOD_END })],
    now: new Date(PERIOD_END.getTime() + 1),
    // Status, isPro and planType agree: a period that has run out is not active.
    subscription: { status: "inactive", tier: "annual", expiresAt: iso(PERIOD_END) },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "canceled long ago: free again",
    subscriptions: [
      subRecord({
        tier: "1month",
        status: "canceled",
        endedAt: at(-30 * DAY),
        currentPeriodEnd: at(-30 * DAY),
      }),
    ],
    now: NOW,
    subscription: { status: "inactive", tier: "1month", expiresAt: iso(at(-30 * DAY)) },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "incomplete_expired without endedAt: free",
    subscriptions: [subRecord({ status: "incomplete_expired", currentPeriodEnd: at(-1) })],
    now: NOW,
    subscription: { status: "inactive", tier: "annual", expiresAt: iso(at(-1)) },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "a refunded lifetime purchase: not premium",
    purchases: [purchaseRecord({ status: "refunded" })],
    now: NOW,
    subscription: {
      id: "pur_1",
      status: "inactive",
      tier: "lifetime",
      currentPeriodEnd: null,
      expiresAt: iso(at(-30 * DAY)),
    },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "a completed lifetime purchase: premium for life",
    purchases: [purchaseRecord()],
    now: NOW,
    subscription: {
      id: "pur_1",
      status: "active",
      tier: "lifetime",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      createdAt: iso(at(-30 * DAY)),
      customerId: "cus_1",
      expiresAt: null,
    },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "lifetime",
    due: false,
  },
  {
    label: "a completed lifetime_community purchase (productType lifetime)",
    purchases: [purchaseRecord({ productType: "lifetime", productId: "lifetime_community" })],
    now: NOW,
    subscription: { status: "active", tier: "lifetime_community", expiresAt: null },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "lifetime_community",
    due: false,
  },
  {
    label: "a pending lifetime purchase: nothing yet",
    purchases: [purchaseRecord({ status: "pending", completedAt: null })],
    now: NOW,
    subscription: null,
    subscriptionStatus: null,
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "a 6-month purchase made Jan 31, 1 ms before Jul 31: premium",
    purchases: [sixMonth],
    now: new Date(SIX_MONTH_END.getTime() - 1),
    subscription: {
      id: "pur_6m",
      status: "active",
      tier: "6month",
      currentPeriodEnd: iso(SIX_MONTH_END),
      createdAt: iso(SIX_MONTH_BOUGHT),
      expiresAt: iso(SIX_MONTH_END),
    },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "6month",
    due: false,
  },
  {
    label: "a 6-month purchase made Jan 31, at Jul 31: ended",
    purchases: [sixMonth],
    now: SIX_MONTH_END,
    subscription: {
      status: "inactive",
      tier: "6month",
      currentPeriodEnd: iso(SIX_MONTH_END),
      expiresAt: iso(SIX_MONTH_END),
    },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "a refunded 6-month purchase: ended when bought",
    purchases: [{ ...sixMonth, status: "refunded" }],
    now: new Date("2026-03-01T00:00:00.000Z"),
    subscription: {
      status: "inactive",
      tier: "6month",
      currentPeriodEnd: iso(SIX_MONTH_END),
      expiresAt: iso(SIX_MONTH_BOUGHT),
    },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "core active: a paid level, not premium",
    subscriptions: [subRecord({ tier: "core" })],
    now: NOW,
    subscription: { status: "active", tier: "core", expiresAt: iso(at(20 * DAY)) },
    subscriptionStatus: null,
    isPro: false,
    planType: "paid",
    premium: false,
    subscribed: true,
    tier: "core",
    due: false,
  },
  {
    label: "core cancelled and ended: free, no bare status",
    subscriptions: [subRecord({ tier: "core", status: "canceled", endedAt: at(-DAY) })],
    now: NOW,
    subscription: { status: "inactive", tier: "core", expiresAt: iso(at(-DAY)) },
    subscriptionStatus: null,
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
  {
    label: "an ended monthly (newer) and a current lifetime (older): lifetime wins",
    subscriptions: [
      subRecord({
        tier: "1month",
        status: "canceled",
        createdAt: at(-100 * DAY),
        currentPeriodEnd: at(-10 * DAY),
        endedAt: at(-10 * DAY),
      }),
    ],
    purchases: [purchaseRecord({ completedAt: at(-300 * DAY) })],
    now: NOW,
    subscription: { id: "pur_1", status: "active", tier: "lifetime", expiresAt: null },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "lifetime",
    due: false,
  },
  {
    label: "a current annual (older) and a current core (newer): annual wins",
    subscriptions: [
      subRecord({ id: "row_a", providerSubscriptionId: "sub_a", createdAt: at(-200 * DAY) }),
      subRecord({
        id: "row_c",
        providerSubscriptionId: "sub_c",
        tier: "core",
        createdAt: at(-5 * DAY),
      }),
    ],
    now: NOW,
    subscription: { id: "sub_a", status: "active", tier: "annual" },
    subscriptionStatus: "active",
    isPro: true,
    planType: "pro",
    premium: true,
    subscribed: true,
    tier: "annual",
    due: false,
  },
  {
    label: "two ended plans: the latest names the plan",
    subscriptions: [
      subRecord({
        id: "row_old",
        providerSubscriptionId: null,
        tier: "annual",
        status: "canceled",
        createdAt: at(-400 * DAY),
        endedAt: at(-35 * DAY),
      }),
      subRecord({
        id: "row_new",
        providerSubscriptionId: null,
        tier: "1month",
        status: "canceled",
        createdAt: at(-30 * DAY),
        endedAt: at(-1 * DAY),
      }),
    ],
    now: NOW,
    subscription: { id: "row_new", status: "inactive", tier: "1month" },
    subscriptionStatus: "inactive",
    isPro: false,
    planType: null,
    premium: false,
    subscribed: false,
    tier: "free",
    due: false,
  },
];

describe("billingSnapshotOf, then spec 4's access rules on the snapshot", () => {
  it.each(ROWS)("$label", (row) => {
    const subscriptions = row.subscriptions ?? [];
    const purchases = row.purchases ?? [];
    const snapshot = billingSnapshotOf({ subscriptions, purchases, now: row.now });

    if (row.subscription === null) expect(snapshot.subscription).toBeNull();
    else expect(snapshot.subscription).toMatchObject(row.subscription);
    expect(snapshot.subscriptionStatus).toBe(row.subscriptionStatus);
    expect(snapshot.isPro).toBe(row.isPro);
    expect(snapshot.planType).toBe(row.planType);

    const profile = profileOf(snapshot, purchases);
    expect(isPremium(profile, row.now)).toBe(row.premium);
    expect(isSubscribedForRouting(profile)).toBe(row.subscribed);
    expect(accessTierOf(profile, row.now)).toBe(row.tier);
    expect(isSnapshotDue(snapshot, row.now)).toBe(row.due);
  });

  it.each(ROWS.filter((r) => (r.subscriptions?.length ?? 0) + (r.purchases?.length ?? 0) === 2))(
    "$label, whichever order the records come in",
    (row) => {
      const forward = billingSnapshotOf({
        subscriptions: row.subscriptions ?? [],
        purchases: row.purchases ?? [],
        now: row.now,
      });
      const reversed = billingSnapshotOf({
        subscriptions: [...(row.subscriptions ?? [])].reverse(),
        purchases: [...(row.purchases ?? [])].reverse(),
        now: row.now,
      });
      expect(reversed).toEqual(forward);
    },
  );

  it("a trial gives its own tier's features: annual includes expert consults, monthly doesn't", () => {
    const features = (tier: "annual" | "1month") => {
      const snapshot = billingSnapshotOf({
        subscriptions: [trial({ tier })],
        purchases: [],
        now: NOW,
      });
      return findFeaturesOf(accessTierOf(profileOf(snapshot, []), NOW));
    };
    expect(features("annual")).toEqual(findFeaturesOf("annual"));
    expect(features("annual")).toContain("expertConsults");
    expect(features("1month")).toEqual(findFeaturesOf("1month"));
    expect(features("1month")).not.toContain("expertConsults");
  });

  it("writes the trial's whole subscription record", () => {
    const snapshot = billingSnapshotOf({ subscriptions: [trial()], purchases: [], now: NOW });
    expect(snapshot.subscription).toEqual({
      id: "sub_1",
      status: "trialing",
      tier: "annual",
      currentPeriodEnd: iso(TRIAL_END),
      cancelAtPeriodEnd: false,
      createdAt: iso(NOW),
      customerId: "cus_1",
      expiresAt: iso(TRIAL_END),
    });
  });

  it("a 6-month snapshot written at purchase is due for a re-read exactly at its end", () => {
    const written = billingSnapshotOf({
      subscriptions: [],
      purchases: [sixMonth],
      now: SIX_MONTH_BOUGHT,
    });
    expect(written.isPro).toBe(true);
    expect(isSnapshotDue(written, new Date(SIX_MONTH_END.getTime() - 1))).toBe(false);
    expect(isSnapshotDue(written, SIX_MONTH_END)).toBe(true);
  });

  it("a lifetime snapshot is never due", () => {
    const written = billingSnapshotOf({
      subscriptions: [],
      purchases: [purchaseRecord()],
      now: NOW,
    });
    expect(isSnapshotDue(written, new Date("2099-01-01T00:00:00.000Z"))).toBe(false);
  });
});

describe("oneTimeAccessEnd: calendar months, a missing day clamped to the month's last", () => {
  it.each<[string, number | null, string | null]>([
    ["2026-01-31T10:00:00.000Z", 6, "2026-07-31T10:00:00.000Z"],
    ["2026-01-15T00:00:00.000Z", 6, "2026-07-15T00:00:00.000Z"],
    // Feb 31 2027 does not exist: setUTCMonth rolls over into March.
    ["2026-08-31T00:00:00.000Z", 6, "2027-02-28T00:00:00.000Z"],
    ["2026-03-31T00:00:00.000Z", 6, "2026-09-30T00:00:00.000Z"],
    ["2027-08-31T00:00:00.000Z", 6, "2028-02-29T00:00:00.000Z"],
    ["2027-08-29T00:00:00.000Z", 6, "2028-02-29T00:00:00.000Z"],
    ["2026-01-31T10:00:00.000Z", null, null],
  ])("%s + %s months -> %s", (from, months, end) => {
    const result = oneTimeAccessEnd(new Date(from), months);
    expect(result === null ? null : result.toISOString()).toBe(end);
  });

  it("does not change the date it is given", () => {
    const from = new Date("2026-01-31T10:00:00.000Z");
    oneTimeAccessEnd(from, 6);
    expect(from.toISOString()).toBe("2026-01-31T10:00:00.000Z");
  });
});

describe("add-ons", () => {
  const discord = (patch: Partial<TSubscriptionRecord> = {}) =>
    subRecord({
      id: "row_d",
      providerSubscriptionId: "sub_d",
      tier: null,
      addonType: "discordRole",
      currentPeriodEnd: at(10 * DAY),
      createdAt: at(-20 * DAY),
      ...patch,
    });
  const calls = (patch: Partial<TSubscriptionRecord> = {}) =>
    subRecord({
      id: "row_v",
      providerSubscriptionId: "sub_v",
      tier: null,
      addonType: "expertVideoCalls",
      callsRemaining: 2,
      currentPeriodEnd: at(10 * DAY),
      createdAt: at(-20 * DAY),
      ...patch,
    });
  const snap = (subscriptions: TSubscriptionRecord[], purchases: TPurchaseRecord[] = []) =>
    billingSnapshotOf({ subscriptions, purchases, now: NOW });

  it("an active community role is listed, and is not a plan", () => {
    const snapshot = snap([discord({ cancelAtPeriodEnd: true })]);
    expect(snapshot.addons).toEqual({
      discordRole: {
        id: "sub_d",
        active: true,
        createdAt: iso(at(-20 * DAY)),
        currentPeriodEnd: iso(at(10 * DAY)),
        cancelAtPeriodEnd: true,
        expiresAt: iso(at(10 * DAY)),
      },
    });
    expect(snapshot.subscription).toBeNull();
    expect(snapshot.subscriptionStatus).toBeNull();
    expect(snapshot.isPro).toBe(false);
    expect(snapshot.planType).toBeNull();
  });

  it.each<[string, Partial<TSubscriptionRecord>, boolean]>([
    ["active", {}, true],
    ["trialing", { status: "trialing", trialEnd: at(DAY) }, true],
    ["past_due inside grace", { status: "past_due", currentPeriodEnd: at(-DAY) }, true],
    ["past_due after grace", { status: "past_due", currentPeriodEnd: at(-7 * DAY) }, false],
    ["ended", { status: "canceled", endedAt: at(-DAY) }, false],
    ["active, period over", { currentPeriodEnd: at(0) }, false],
    ["incomplete", { status: "incomplete" }, false],
  ])("community role %s -> active %s", (_label, patch, active) => {
    const addon = snap([discord(patch)]).addons.discordRole;
    expect(addon?.active).toBe(active);
    // The rule checkout, the account page and the Discord role read agrees, grace included.
    expect(addonIsRunning(addon, NOW)).toBe(active);
    expect(addonIsDue(addon, NOW)).toBe(false);
  });

  it.each<[string, TRunningAddon | undefined, boolean]>([
    ["no add-on", undefined, false],
    [
      "active, access ends 1 ms from now",
      { active: true, currentPeriodEnd: iso(at(1)), expiresAt: iso(at(1)) },
      false,
    ],
    [
      "active, access ended now",
      { active: true, currentPeriodEnd: iso(at(0)), expiresAt: iso(at(0)) },
      true,
    ],
    [
      "active, access ended 1 ms ago",
      { active: true, currentPeriodEnd: iso(at(-1)), expiresAt: iso(at(-1)) },
      true,
    ],
    [
      "past due, period over, grace not",
      { active: true, currentPeriodEnd: iso(at(-DAY)), expiresAt: iso(at(6 * DAY)) },
      false,
    ],
    [
      "an older snapshot, no expiresAt, period over",
      { active: true, currentPeriodEnd: iso(at(-1)) },
      true,
    ],
    [
      "an older snapshot, no expiresAt, period running",
      { active: true, currentPeriodEnd: iso(at(1)) },
      false,
    ],
    [
      "inactive, period over",
      { active: false, currentPeriodEnd: iso(at(-1)), expiresAt: iso(at(-1)) },
      false,
    ],
    ["active with no end", { active: true, currentPeriodEnd: null, expiresAt: null }, false],
    ["an unreadable end", { active: true, currentPeriodEnd: "soon", expiresAt: "soon" }, false],
  ])("a free person's snapshot with the chat role %s: due %s", (_label, discordRole, due) => {
    const free = { subscription: null, isPro: false, planType: null } as const;
    expect(isSnapshotDue({ ...free, addons: { discordRole } }, NOW)).toBe(due);
    expect(isSnapshotDue({ ...free, addons: { expertVideoCalls: discordRole } }, NOW)).toBe(due);
  });

  it("an active role beats a newer ended one; among ended ones the newest is shown", () => {
    const older = discord({ id: "row_old", providerSubscriptionId: "sub_old" });
    const newerEnded = discord({
      id: "row_new",
      providerSubscriptionId: "sub_new",
      status: "canceled",
      endedAt: at(-DAY),
      createdAt: at(-2 * DAY),
    });
    expect(snap([newerEnded, older]).addons.discordRole).toMatchObject({
      id: "sub_old",
      active: true,
    });
    const olderEnded = { ...older, status: "canceled" as const, endedAt: at(-3 * DAY) };
    expect(snap([olderEnded, newerEnded]).addons.discordRole).toMatchObject({
      id: "sub_new",
      active: false,
    });
  });

  it.each<[string, Partial<TSubscriptionRecord>, { active: boolean; callsRemaining: number }]>([
    ["with 2 calls left", {}, { active: true, callsRemaining: 2 }],
    ["with 0 calls left", { callsRemaining: 0 }, { active: true, callsRemaining: 0 }],
    ["with no count recorded", { callsRemaining: null }, { active: true, callsRemaining: 0 }],
    [
      "ended, 1 call unused",
      { status: "canceled", endedAt: at(-DAY), callsRemaining: 1 },
      { active: false, callsRemaining: 1 },
    ],
  ])("expert video calls %s", (_label, patch, expected) => {
    const snapshot = snap([calls(patch)]);
    expect(snapshot.addons.expertVideoCalls).toMatchObject({ id: "sub_v", ...expected });
    expect(snapshot.addons.discordRole).toBeUndefined();
  });

  it("an add-on without a provider id is named by its row id", () => {
    expect(snap([calls({ providerSubscriptionId: null })]).addons.expertVideoCalls?.id).toBe(
      "row_v",
    );
  });

  const item = (productId: string, status: TPurchaseRecord["status"] = "completed") =>
    purchaseRecord({ id: `pur_${productId}`, productType: "addon", productId, status });

  it.each<[string, TPurchaseRecord[], TBillingSnapshot["addons"]]>([
    ["none", [], {}],
    [
      "one ebook",
      [item("ebooks:typing-without-pain")],
      { ebooks: { active: true, purchased: ["typing-without-pain"] } },
    ],
    [
      "the same ebook twice: listed once",
      [item("ebooks:typing-without-pain"), item("ebooks:typing-without-pain")],
      { ebooks: { active: true, purchased: ["typing-without-pain"] } },
    ],
    ["an unknown ebook: ignored", [item("ebooks:nope")], {}],
    ["an ebook id under mini courses: ignored", [item("miniCourses:typing-without-pain")], {}],
    ["a refunded ebook: ignored", [item("ebooks:understanding-tendons", "refunded")], {}],
    ["a pending mini course: ignored", [item("miniCourses:desk-setup", "pending")], {}],
    [
      "a plan purchase named like an item: ignored",
      [purchaseRecord({ productType: "plan", productId: "ebooks:typing-without-pain" })],
      {},
    ],
    [
      "both kinds, mixed with ignored ones",
      [
        item("ebooks:understanding-tendons"),
        item("miniCourses:desk-setup"),
        item("ebooks:nope"),
        item("ebooks:typing-without-pain", "refunded"),
        item("miniCourses:grip-strength"),
        item("ebooks:understanding-tendons"),
      ],
      {
        miniCourses: { active: true, purchased: ["desk-setup", "grip-strength"] },
        ebooks: { active: true, purchased: ["understanding-tendons"] },
      },
    ],
  ])("bought items: %s", (_label, purchases, addons) => {
    const snapshot = snap([], purchases);
    expect(snapshot.addons).toEqual(addons);
    expect(snapshot.subscription).toBeNull();
  });
});

describe("stripeCustomerId comes only from Stripe's records", () => {
  it.each<[string, TSubscriptionRecord[], TPurchaseRecord[], string | null]>([
    ["no records", [], [], null],
    ["a local subscription only", [subRecord({ customerId: "cus_local" })], [], null],
    [
      "a local subscription and a Stripe purchase",
      [subRecord({ customerId: "cus_local" })],
      [purchaseRecord({ provider: "stripe", customerId: "cus_stripe" })],
      "cus_stripe",
    ],
    [
      "a Stripe subscription",
      [subRecord({ provider: "stripe", customerId: "cus_stripe" })],
      [purchaseRecord({ customerId: "cus_local" })],
      "cus_stripe",
    ],
    [
      "a Stripe record without a customer, then one with",
      [subRecord({ provider: "stripe", customerId: null })],
      [purchaseRecord({ provider: "stripe", customerId: "cus_2" })],
      "cus_2",
    ],
    [
      "an ended Stripe add-on subscription",
      [
        subRecord({
          provider: "stripe",
          customerId: "cus_addon",
          tier: null,
          addonType: "discordRole",
          status: "canceled",
          endedAt: at(-DAY),
        }),
      ],
      [],
      "cus_addon",
    ],
  ])("%s -> %s", (_label, subscriptions, purchases, customer) => {
    expect(billingSnapshotOf({ subscriptions, purchases, now: NOW }).stripeCustomerId).toBe(
      customer,
    );
  });
});

describe("isSnapshotDue: a snapshot granting something past its expiry must be re-read", () => {
  type TDueInput = Parameters<typeof isSnapshotDue>[0];
  const p = (
    subscription: TDueInput["subscription"],
    patch: Partial<Omit<TDueInput, "subscription">> = {},
  ): TDueInput => ({ subscription, isPro: false, planType: null, ...patch });
  const past = iso(at(-1));

  it.each<[string, TDueInput, boolean]>([
    ["no subscription", p(null), false],
    ["no subscription, isPro", p(null, { isPro: true }), false],
    ["active, expiresAt null (lifetime)", p({ status: "active", expiresAt: null }), false],
    ["active, future expiry", p({ status: "active", expiresAt: iso(at(1)) }), false],
    ["active, expiry exactly now", p({ status: "active", expiresAt: iso(NOW) }), true],
    ["active, past expiry", p({ status: "active", expiresAt: past }), true],
    ["trialing, past expiry", p({ status: "trialing", expiresAt: past }), true],
    ["trialing, future expiry", p({ status: "trialing", expiresAt: iso(at(1)) }), false],
    [
      "inactive, past expiry, isPro",
      p({ status: "inactive", expiresAt: past }, { isPro: true }),
      true,
    ],
    [
      "inactive, past expiry, planType paid",
      p({ status: "inactive", expiresAt: past }, { planType: "paid" }),
      true,
    ],
    [
      "inactive, past expiry, planType pro",
      p({ status: "inactive", expiresAt: past }, { planType: "pro" }),
      true,
    ],
    ["inactive, past expiry, nothing granted", p({ status: "inactive", expiresAt: past }), false],
    [
      "inactive, future expiry, isPro",
      p({ status: "inactive", expiresAt: iso(at(1)) }, { isPro: true }),
      false,
    ],
  ])("%s -> %s", (_label, input, due) => {
    expect(isSnapshotDue(input, NOW)).toBe(due);
  });
});
