import { describe, expect, it } from "vitest";
import type { TAccessProfile } from "./access-profile";
import { accessTierOf, FEATURES, hasFeature, type TFeature } from "./features";
import { findPremiumReason, hasActiveCore, isPremium } from "./premium";
import { isSubscribedForRouting } from "./subscribed";
import { SUBSCRIPTION_TIERS, type TSubscriptionTier } from "./tiers";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const none: TAccessProfile = {
  isPro: false,
  planType: null,
  subscriptionStatus: null,
  subscription: null,
  purchases: [],
};
const sub = (
  tier: TSubscriptionTier,
  status: "active" | "trialing" | "inactive",
  expiresAt: string | null = null,
) => ({
  subscription: { tier, status, expiresAt },
});

describe("subscribed (for routing), spec 4", () => {
  it.each<[string, Partial<TAccessProfile>, boolean]>([
    ["nothing", {}, false],
    ["subscription status active", sub("1month", "active"), true],
    ["subscription status active on core", sub("core", "active"), true],
    ["subscription trialing", sub("1month", "trialing"), false],
    ["subscription inactive", sub("annual", "inactive"), false],
    ["subscriptionStatus active", { subscriptionStatus: "active" }, true],
    ["subscriptionStatus inactive", { subscriptionStatus: "inactive" }, false],
    ["isPro", { isPro: true }, true],
    ["planType pro", { planType: "pro" }, true],
    ["planType paid", { planType: "paid" }, true],
  ])("%s -> %s", (_label, patch, expected) => {
    expect(isSubscribedForRouting({ ...none, ...patch })).toBe(expected);
  });
});

describe("premium evaluation, spec 4: each of the five conditions", () => {
  it.each<[string, Partial<TAccessProfile>, ReturnType<typeof findPremiumReason>]>([
    ["nothing", {}, null],
    ["1. isPro", { isPro: true }, "isPro"],
    ["2. active subscription, tier annual", sub("annual", "active"), "activeSubscription"],
    ["2. active subscription, tier core is not premium", sub("core", "active"), null],
    ["2. active subscription, tier free is not premium", sub("free", "active"), null],
    ["2. trialing subscription is not active", sub("1month", "trialing"), null],
    [
      "3. expiresAt in the future, tier 1month",
      sub("1month", "inactive", at(86_400_000)),
      "unexpiredSubscription",
    ],
    ["3. expiresAt in the future, tier core", sub("core", "inactive", at(86_400_000)), null],
    ["3. expiresAt in the past", sub("1month", "inactive", at(-86_400_000)), null],
    ["4. subscriptionStatus active", { subscriptionStatus: "active" }, "subscriptionStatusActive"],
    ["4. subscriptionStatus trialing", { subscriptionStatus: "trialing" }, null],
    [
      "5. completed purchase granting premium",
      { purchases: [{ grantsPremium: true, status: "completed" }] },
      "premiumPurchase",
    ],
    [
      "5. pending purchase granting premium",
      { purchases: [{ grantsPremium: true, status: "pending" }] },
      null,
    ],
    [
      "5. completed purchase not granting premium",
      { purchases: [{ grantsPremium: false, status: "completed" }] },
      null,
    ],
    ["planType paid alone is not premium", { planType: "paid" }, null],
  ])("%s -> %s", (_label, patch, expected) => {
    expect(findPremiumReason({ ...none, ...patch }, NOW)).toBe(expected);
    expect(isPremium({ ...none, ...patch }, NOW)).toBe(expected !== null);
  });

  it.each([
    [-1, false],
    [0, false],
    [1, true],
  ])("expiresAt %i ms from now -> premium %s", (offset, expected) => {
    expect(isPremium({ ...none, ...sub("6month", "inactive", at(offset)) }, NOW)).toBe(expected);
  });
});

describe("the core tier is a separate paid level", () => {
  it.each<[Partial<TAccessProfile>, boolean]>([
    [sub("core", "active"), true],
    [sub("core", "inactive"), false],
    [sub("core", "trialing"), false],
    [sub("annual", "active"), false],
    [{}, false],
  ])("%j -> active core %s", (patch, expected) => {
    expect(hasActiveCore({ ...none, ...patch })).toBe(expected);
  });
});

describe("feature access by tier, spec 6, every row", () => {
  const PRO = [
    "1month",
    "3month",
    "6month",
    "annual",
    "lifetime",
    "lifetime_standard",
    "lifetime_community",
  ];
  const expected: Record<TFeature, string[]> = {
    tracking: PRO,
    multiplePrograms: PRO,
    loadManagement: PRO,
    progressStats: PRO,
    expertConsults: ["annual", "lifetime", "lifetime_community"],
    communityDashboard: ["lifetime_community"],
    exerciseLibrary: ["core", ...PRO],
    basicExercises: ["free", "core", ...PRO],
  };
  const rows = FEATURES.flatMap((feature) =>
    SUBSCRIPTION_TIERS.map((tier) => [feature, tier, expected[feature].includes(tier)] as const),
  );
  it.each(rows)("%s for %s -> %s", (feature, tier, allowed) => {
    expect(hasFeature(tier, feature)).toBe(allowed);
  });

  it.each(FEATURES)("no subscription means no access to %s", (feature) => {
    expect(hasFeature(null, feature)).toBe(false);
  });

  it("gives free only basicExercises and core only exerciseLibrary and basicExercises", () => {
    expect(FEATURES.filter((f) => hasFeature("free", f))).toEqual(["basicExercises"]);
    expect(FEATURES.filter((f) => hasFeature("core", f))).toEqual([
      "exerciseLibrary",
      "basicExercises",
    ]);
  });
});

describe("the tier whose features a signed-in person gets", () => {
  it.each<[string, Partial<TAccessProfile>, TSubscriptionTier]>([
    ["no subscription", {}, "free"],
    ["active core", sub("core", "active"), "core"],
    ["expired core", sub("core", "inactive", at(-1)), "free"],
    ["active annual", sub("annual", "active"), "annual"],
    [
      "unexpired lifetime_community",
      sub("lifetime_community", "inactive", at(1)),
      "lifetime_community",
    ],
    ["isPro without a tier", { isPro: true }, "1month"],
    [
      "premium purchase without a subscription",
      { purchases: [{ grantsPremium: true, status: "completed" }] },
      "1month",
    ],
    ["isPro with an active core record", { isPro: true, ...sub("core", "active") }, "1month"],
  ])("%s -> %s", (_label, patch, expected) => {
    expect(accessTierOf({ ...none, ...patch }, NOW)).toBe(expected);
  });
});
