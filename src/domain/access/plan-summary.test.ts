import { describe, expect, it } from "vitest";
import { FEATURE_NAMES } from "./features";
import { planSummaryOf, type TPlanSubscription } from "./plan-summary";
import { SUBSCRIPTION_TIERS, TIER_NAMES } from "./tiers";

const now = new Date("2026-06-01T12:00:00Z");
const future = "2026-07-01T00:00:00.000Z";
const past = "2026-05-01T00:00:00.000Z";

function sub(patch: Partial<TPlanSubscription> = {}): TPlanSubscription {
  return {
    status: "active",
    tier: "annual",
    currentPeriodEnd: future,
    cancelAtPeriodEnd: false,
    expiresAt: future,
    ...patch,
  };
}

describe("plan name and dates", () => {
  it.each([
    ["no subscription, free", "free", null, "Free", null, null],
    [
      "active annual renews",
      "annual",
      sub(),
      "Pro annual",
      "Active",
      { kind: "renews", date: future },
    ],
    [
      "cancelled at period end ends",
      "annual",
      sub({ cancelAtPeriodEnd: true }),
      "Pro annual",
      "Active",
      { kind: "ends", date: future },
    ],
    [
      "inactive but not yet expired ends",
      "annual",
      sub({ status: "inactive" }),
      "Pro annual",
      "Inactive",
      { kind: "ends", date: future },
    ],
    [
      "trial renews into the plan",
      "1month",
      sub({ status: "trialing", tier: "1month" }),
      "Pro monthly",
      "Free trial",
      { kind: "renews", date: future },
    ],
    [
      "period end missing falls back to expiresAt",
      "6month",
      sub({ tier: "6month", currentPeriodEnd: null }),
      "Pro 6-month",
      "Active",
      { kind: "renews", date: future },
    ],
    [
      "lifetime never renews",
      "lifetime_community",
      sub({ tier: "lifetime_community", currentPeriodEnd: null, expiresAt: null }),
      "Lifetime Community",
      "Active",
      { kind: "lifetime" },
    ],
    [
      "core renews",
      "core",
      sub({ tier: "core" }),
      "Core",
      "Active",
      { kind: "renews", date: future },
    ],
    [
      "a lapsed annual leaves the free plan and says when it ended",
      "free",
      sub({ status: "inactive", currentPeriodEnd: past, expiresAt: past }),
      "Free",
      null,
      { kind: "ended", date: past },
    ],
    ["premium without a subscription (isPro) reads Pro", "1month", null, "Pro", null, null],
  ] as const)("%s", (_name, tier, subscription, planName, status, period) => {
    const summary = planSummaryOf({ tier, subscribed: false, subscription, addons: {}, now });
    expect(summary).toMatchObject({ planName, status, period });
  });

  it("names every tier of spec 3 in words", () => {
    for (const tier of SUBSCRIPTION_TIERS) expect(TIER_NAMES[tier]).toMatch(/^[A-Z][\w -]+$/);
  });
});

describe("what the plan includes comes from the feature table", () => {
  it.each([
    ["free", [FEATURE_NAMES.basicExercises]],
    ["core", [FEATURE_NAMES.basicExercises, FEATURE_NAMES.exerciseLibrary]],
    [
      "1month",
      [
        FEATURE_NAMES.basicExercises,
        FEATURE_NAMES.exerciseLibrary,
        FEATURE_NAMES.tracking,
        FEATURE_NAMES.multiplePrograms,
        FEATURE_NAMES.loadManagement,
        FEATURE_NAMES.progressStats,
      ],
    ],
    [
      "annual",
      [
        FEATURE_NAMES.basicExercises,
        FEATURE_NAMES.exerciseLibrary,
        FEATURE_NAMES.tracking,
        FEATURE_NAMES.multiplePrograms,
        FEATURE_NAMES.loadManagement,
        FEATURE_NAMES.progressStats,
        FEATURE_NAMES.expertConsults,
      ],
    ],
    [
      "lifetime_community",
      [
        FEATURE_NAMES.basicExercises,
        FEATURE_NAMES.exerciseLibrary,
        FEATURE_NAMES.tracking,
        FEATURE_NAMES.multiplePrograms,
        FEATURE_NAMES.loadManagement,
        FEATURE_NAMES.progressStats,
        FEATURE_NAMES.expertConsults,
        FEATURE_NAMES.communityDashboard,
      ],
    ],
  ] as const)("%s", (tier, includes) => {
    expect(
      planSummaryOf({ tier, subscribed: false, subscription: null, addons: {}, now }).includes,
    ).toEqual(includes);
  });
});

describe("add-ons", () => {
  it("lists only active add-ons, with what is left and when they renew or end", () => {
    const summary = planSummaryOf({
      tier: "annual",
      subscribed: true,
      subscription: sub(),
      now,
      addons: {
        discordRole: { active: true, currentPeriodEnd: future, cancelAtPeriodEnd: true },
        expertVideoCalls: {
          active: true,
          currentPeriodEnd: future,
          cancelAtPeriodEnd: false,
          callsRemaining: 1,
        },
        miniCourses: { active: false, purchased: ["posture"] },
        ebooks: { active: true, purchased: ["a", "b"] },
      },
    });
    expect(summary.addons).toEqual([
      {
        type: "discordRole",
        name: "Community chat role",
        detail: null,
        period: { kind: "ends", date: future },
      },
      {
        type: "expertVideoCalls",
        name: "Expert video calls",
        detail: "1 call left",
        period: { kind: "renews", date: future },
      },
      { type: "ebooks", name: "Ebooks", detail: "2 ebooks", period: null },
    ]);
    expect(summary.subscribed).toBe(true);
  });
});

describe("a renewal payment that failed (past due)", () => {
  const graceEnd = "2026-07-08T00:00:00.000Z";
  const pastDueSub = sub({ status: "inactive", tier: "1month", expiresAt: graceEnd });
  const chatRole = { active: true, currentPeriodEnd: future, cancelAtPeriodEnd: false };

  it.each([
    // The plan: said as such, ending when its grace does, not renewing.
    ["the plan, inside its grace", ["plan"], "Payment failed", { kind: "ends", date: graceEnd }],
    // Without the provider's word it reads as any inactive plan: to its period's end.
    ["the same snapshot, not reported past due", [], "Inactive", { kind: "ends", date: future }],
    // Only the add-on failed: the plan is untouched.
    ["only an add-on", ["discordRole"], "Inactive", { kind: "ends", date: future }],
  ] as const)("%s", (_name, pastDue, status, period) => {
    const summary = planSummaryOf({
      tier: "1month",
      subscribed: true,
      subscription: pastDueSub,
      addons: {},
      pastDue,
      now,
    });
    expect(summary).toMatchObject({ planName: "Pro monthly", status, period });
  });

  it("an active plan reported past due ends with its grace too", () => {
    const summary = planSummaryOf({
      tier: "annual",
      subscribed: true,
      subscription: sub({ expiresAt: graceEnd }),
      addons: {},
      pastDue: ["plan"],
      now,
    });
    expect(summary).toMatchObject({
      status: "Payment failed",
      period: { kind: "ends", date: graceEnd },
    });
  });

  it.each([
    ["inside its grace", { ...chatRole, expiresAt: graceEnd }, { kind: "ends", date: graceEnd }],
    // An older snapshot has no expiry: its period's end is all there is.
    ["without an expiry", chatRole, { kind: "ends", date: future }],
    ["its grace over", { ...chatRole, expiresAt: past }, { kind: "ended", date: past }],
  ] as const)("a past-due add-on %s ends, never renews", (_name, discordRole, period) => {
    const summary = planSummaryOf({
      tier: "annual",
      subscribed: true,
      subscription: sub(),
      addons: {
        discordRole,
        expertVideoCalls: { ...chatRole, expiresAt: graceEnd, callsRemaining: 2 },
      },
      pastDue: ["discordRole"],
      now,
    });
    expect(summary.addons.map((a) => [a.type, a.period])).toEqual([
      ["discordRole", period],
      // The other add-on was paid: it renews as before.
      ["expertVideoCalls", { kind: "renews", date: future }],
    ]);
    expect(summary.status).toBe("Active");
  });
});
