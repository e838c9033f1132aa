import { describe, expect, it } from "vitest";
import {
  grantsAccessAt,
  isBilled,
  PAST_DUE_GRACE_DAYS,
  PROVIDER_STATUSES,
  subscriptionAccessOf,
  type TSubscriptionAccess,
  type TSubscriptionTimes,
} from "./subscription-state";

const PERIOD_END = new Date("2026-12-01T00:00:00.000Z");
const TRIAL_END = new Date("2026-11-29T00:00:00.000Z");
const ENDED_AT = new Date("2026-11-20T08:30:00.000Z");
/** Exactly 7 × 24 hours after the period end. */
const GRACE_END = new Date("2026-12-08T00:00:00.000Z");

function times(patch: Partial<TSubscriptionTimes>): TSubscriptionTimes {
  return {
    status: "active",
    currentPeriodEnd: PERIOD_END,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    endedAt: null,
    ...patch,
  };
}

describe("subscriptionAccessOf: every provider status", () => {
  const rows: [string, Partial<TSubscriptionTimes>, TSubscriptionAccess][] = [
    [
      "trialing: access to the trial's end",
      { status: "trialing", trialEnd: TRIAL_END },
      { status: "trialing", expiresAt: TRIAL_END, phase: "trialing" },
    ],
    [
      "trialing, cancelled: still to the trial's end, cancelling",
      { status: "trialing", trialEnd: TRIAL_END, cancelAtPeriodEnd: true },
      { status: "trialing", expiresAt: TRIAL_END, phase: "cancelling" },
    ],
    [
      "trialing with no trial end: the period end",
      { status: "trialing", trialEnd: null },
      { status: "trialing", expiresAt: PERIOD_END, phase: "trialing" },
    ],
    [
      "trialing with neither: no expiry",
      { status: "trialing", trialEnd: null, currentPeriodEnd: null },
      { status: "trialing", expiresAt: null, phase: "trialing" },
    ],
    [
      "active: to the period end",
      { status: "active", trialEnd: TRIAL_END },
      { status: "active", expiresAt: PERIOD_END, phase: "active" },
    ],
    [
      "active, cancelling at period end",
      { status: "active", cancelAtPeriodEnd: true },
      { status: "active", expiresAt: PERIOD_END, phase: "cancelling" },
    ],
    [
      "past_due: inactive, a grace week past the period end",
      { status: "past_due" },
      { status: "inactive", expiresAt: GRACE_END, phase: "past_due" },
    ],
    [
      "past_due with no period end: no grace",
      { status: "past_due", currentPeriodEnd: null },
      { status: "inactive", expiresAt: null, phase: "past_due" },
    ],
    [
      "incomplete: never granted anything",
      { status: "incomplete" },
      { status: "inactive", expiresAt: null, phase: "incomplete" },
    ],
    [
      "canceled with endedAt: ended then",
      { status: "canceled", endedAt: ENDED_AT },
      { status: "inactive", expiresAt: ENDED_AT, phase: "ended" },
    ],
    [
      "canceled without endedAt: ended at the period end",
      { status: "canceled" },
      { status: "inactive", expiresAt: PERIOD_END, phase: "ended" },
    ],
    [
      "incomplete_expired",
      { status: "incomplete_expired", endedAt: ENDED_AT },
      { status: "inactive", expiresAt: ENDED_AT, phase: "ended" },
    ],
    ["unpaid", { status: "unpaid" }, { status: "inactive", expiresAt: PERIOD_END, phase: "ended" }],
    [
      "paused",
      { status: "paused", endedAt: ENDED_AT },
      { status: "inactive", expiresAt: ENDED_AT, phase: "ended" },
    ],
  ];

  it.each(rows)("%s", (_label, patch, expected) => {
    expect(subscriptionAccessOf(times(patch))).toEqual(expected);
  });

  it("the table covers every provider status", () => {
    const covered = new Set(rows.map(([, patch]) => patch.status));
    expect([...PROVIDER_STATUSES].filter((s) => !covered.has(s))).toEqual([]);
  });

  it("past_due grace is exactly seven days of milliseconds", () => {
    const access = subscriptionAccessOf(times({ status: "past_due" }));
    expect(PAST_DUE_GRACE_DAYS).toBe(7);
    expect(access.expiresAt?.getTime()).toBe(PERIOD_END.getTime() + 7 * 86_400_000);
  });
});

describe("grantsAccessAt: the expiry boundary", () => {
  const NOW = new Date("2026-11-22T12:00:00.000Z");
  const at = (ms: number) => new Date(NOW.getTime() + ms);

  it.each<[TSubscriptionAccess["status"], Date | null, boolean]>([
    ["active", at(-1), false],
    ["active", at(0), false],
    ["active", at(1), true],
    ["active", null, true],
    ["trialing", at(-1), false],
    ["trialing", at(0), false],
    ["trialing", at(1), true],
    ["trialing", null, true],
    ["inactive", at(-1), false],
    ["inactive", at(0), false],
    ["inactive", at(1), true],
    ["inactive", null, false],
  ])("%s expiring at %s -> %s", (status, expiresAt, expected) => {
    expect(grantsAccessAt({ status, expiresAt, phase: "active" }, NOW)).toBe(expected);
  });

  it.each([
    [GRACE_END.getTime() - 1, true],
    [GRACE_END.getTime(), false],
  ])("a past_due subscription at %i grants access -> %s", (now, expected) => {
    const access = subscriptionAccessOf(times({ status: "past_due" }));
    expect(grantsAccessAt(access, new Date(now))).toBe(expected);
  });
});

describe("isBilled: the statuses the provider still bills (cancel and resume act on these)", () => {
  const rows: [(typeof PROVIDER_STATUSES)[number], boolean][] = [
    ["trialing", true],
    ["active", true],
    ["past_due", true],
    ["canceled", false],
    ["incomplete", false],
    ["incomplete_expired", false],
    ["unpaid", false],
    ["paused", false],
  ];
  it("has a row for every provider status", () => {
    expect(rows.map(([status]) => status).sort()).toEqual([...PROVIDER_STATUSES].sort());
  });
  it.each(rows)("%s: %s", (status, billed) => {
    expect(isBilled(status)).toBe(billed);
  });
  it("is false for a word no provider uses", () => {
    expect(isBilled("Active")).toBe(false);
    expect(isBilled("")).toBe(false);
  });
});
