import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format-date";
import { findPlan, type TPaidTier, type TPlan } from "./catalogue";
import {
  currentPlanOf,
  describePlanChange,
  planChangeOf,
  type TCurrentPlan,
  type TPlanChange,
  upgradeChargeCents,
} from "./plan-change";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

function plan(tier: TPaidTier): TPlan {
  const p = findPlan(tier);
  if (!p) throw new Error(`no plan for ${tier}`);
  return p;
}

/** The columns of the matrix: every paid tier of spec 3, in its order. */
const TO: TPaidTier[] = [
  "core",
  "1month",
  "3month",
  "6month",
  "annual",
  "lifetime",
  "lifetime_standard",
  "lifetime_community",
];

const NEW: TPlanChange = { kind: "new" };
const SAME: TPlanChange = { kind: "same" };
const UP: TPlanChange = { kind: "upgrade-now" };
const DOWN: TPlanChange = { kind: "downgrade-at-period-end" };
const BUY: TPlanChange = { kind: "buy-then-cancel" };
const TRIAL: TPlanChange = { kind: "change-trial" };
const pay = (amountCents: number): TPlanChange => ({ kind: "pay-difference", amountCents });
const no = (reason: string): TPlanChange => ({ kind: "not-available", reason });
const LIFE = no("You have lifetime access: there is nothing to renew.");
const PAID_UP = no(
  "Your plan is paid up to its end date. You can choose a renewing plan after that.",
);

/**
 * What a change from each current plan (rows, status active) to each plan (columns, as in TO)
 * does, read from the rules: recurring to bigger recurring upgrades now, to smaller waits for the
 * period end, to one-time buys then cancels; one-time to recurring is refused; one-time to bigger
 * one-time pays the difference, to smaller is refused.
 */
const MATRIX: [TPaidTier | null, TPlanChange[]][] = [
  // core, 1month, 3month, 6month, annual, lifetime, lifetime_standard, lifetime_community
  [null, [NEW, NEW, NEW, NEW, NEW, NEW, NEW, NEW]],
  ["core", [SAME, UP, UP, BUY, UP, BUY, BUY, BUY]],
  ["1month", [DOWN, SAME, UP, BUY, UP, BUY, BUY, BUY]],
  ["3month", [DOWN, DOWN, SAME, BUY, UP, BUY, BUY, BUY]],
  ["annual", [DOWN, DOWN, DOWN, BUY, SAME, BUY, BUY, BUY]],
  // 6month 5999 -> lifetime 19900, lifetime_standard 14900, lifetime_community 24900
  ["6month", [PAID_UP, PAID_UP, PAID_UP, SAME, PAID_UP, pay(13901), pay(8901), pay(18901)]],
  [
    "lifetime_standard",
    [
      LIFE,
      LIFE,
      LIFE,
      no("Lifetime Standard already includes more than Pro 6-month."),
      LIFE,
      pay(5000),
      SAME,
      pay(10000),
    ],
  ],
  [
    "lifetime",
    [
      LIFE,
      LIFE,
      LIFE,
      no("Pro lifetime already includes more than Pro 6-month."),
      LIFE,
      SAME,
      no("Pro lifetime already includes more than Lifetime Standard."),
      pay(5000),
    ],
  ],
  [
    "lifetime_community",
    [
      LIFE,
      LIFE,
      LIFE,
      no("Lifetime Community already includes more than Pro 6-month."),
      LIFE,
      no("Lifetime Community already includes more than Pro lifetime."),
      no("Lifetime Community already includes more than Lifetime Standard."),
      SAME,
    ],
  ],
];

/** The same for a plan in its free trial (only renewing plans have one). */
const TRIAL_MATRIX: [TPaidTier, TPlanChange[]][] = [
  ["1month", [TRIAL, SAME, TRIAL, BUY, TRIAL, BUY, BUY, BUY]],
  ["3month", [TRIAL, TRIAL, SAME, BUY, TRIAL, BUY, BUY, BUY]],
  ["annual", [TRIAL, TRIAL, TRIAL, BUY, SAME, BUY, BUY, BUY]],
];

const current = (tier: TPaidTier, status: TCurrentPlan["status"]): TCurrentPlan => ({
  tier,
  status,
  currentPeriodEnd: plan(tier).period === "one-time" ? null : at(20 * DAY),
});

describe("planChangeOf: every pair, status active", () => {
  const rows = MATRIX.flatMap(([from, changes]) =>
    changes.map((change, i) => [from ?? "no plan", TO[i] as TPaidTier, change] as const),
  );

  it("the matrix has a row for no plan and every paid tier, and a column for every paid tier", () => {
    expect(MATRIX.map(([from]) => from ?? "none").sort()).toEqual(["none", ...TO].sort());
    for (const [, changes] of MATRIX) expect(changes).toHaveLength(TO.length);
    expect(rows).toHaveLength(72);
  });

  it.each(rows)("%s -> %s: %j", (from, to, expected) => {
    const cur = from === "no plan" ? null : current(from, "active");
    expect(planChangeOf(cur, to)).toEqual(expected);
  });

  it.each(TO)("with no current plan, %s is an ordinary checkout", (to) => {
    expect(planChangeOf(null, to)).toEqual(NEW);
  });
});

describe("planChangeOf: during a free trial", () => {
  const rows = TRIAL_MATRIX.flatMap(([from, changes]) =>
    changes.map((change, i) => [from, TO[i] as TPaidTier, change] as const),
  );

  it.each(rows)("trialing %s -> %s: %j", (from, to, expected) => {
    expect(planChangeOf(current(from, "trialing"), to)).toEqual(expected);
  });
});

describe("pay-difference amounts are the exact difference in catalogue prices", () => {
  it.each<[TPaidTier, TPaidTier]>([
    ["6month", "lifetime_standard"],
    ["6month", "lifetime"],
    ["6month", "lifetime_community"],
    ["lifetime_standard", "lifetime"],
    ["lifetime_standard", "lifetime_community"],
    ["lifetime", "lifetime_community"],
  ])("%s -> %s", (from, to) => {
    expect(planChangeOf(current(from, "active"), to)).toEqual(
      pay(plan(to).priceCents - plan(from).priceCents),
    );
  });
});

describe("upgradeChargeCents: the new price less the unused share of the old", () => {
  const START = Date.parse("2026-11-01T00:00:00.000Z");
  const END = START + 30 * DAY;
  it.each<[string, number, number, number, number, number, number]>([
    // label, from, to, periodStart, periodEnd, now, charge
    ["at the start of the period: full credit", 1499, 9900, START, END, START, 8401],
    ["before the period starts: full credit, no more", 1499, 9900, START, END, START - DAY, 8401],
    ["halfway: half credit, rounded", 1499, 9900, START, END, START + 15 * DAY, 9150],
    ["a third in: two thirds credit", 3499, 9900, START, END, START + 10 * DAY, 7567],
    ["1 ms before the end: no visible credit", 1499, 9900, START, END, END - 1, 9900],
    ["at the end: no credit", 1499, 9900, START, END, END, 9900],
    ["after the end: no credit", 1499, 9900, START, END, END + DAY, 9900],
    ["a zero-length period: the full new price", 1499, 9900, START, START, START, 9900],
    ["a negative-length period: the full new price", 1499, 9900, END, START, START, 9900],
    ["credit larger than the new price: 0", 9900, 3499, START, END, START, 0],
    ["credit equal to the new price: 0", 1499, 1499, START, END, START, 0],
  ])("%s", (_label, fromPriceCents, toPriceCents, periodStart, periodEnd, now, charge) => {
    expect(upgradeChargeCents({ fromPriceCents, toPriceCents, periodStart, periodEnd, now })).toBe(
      charge,
    );
  });
});

describe("currentPlanOf: the plan a person holds now", () => {
  type TSub = Parameters<typeof currentPlanOf>[0];
  const sub = (patch: Partial<NonNullable<TSub>>): TSub => ({
    tier: "annual",
    status: "active",
    currentPeriodEnd: at(20 * DAY),
    expiresAt: at(20 * DAY),
    ...patch,
  });

  it.each<[string, TSub, TCurrentPlan | null]>([
    ["no subscription", null, null],
    ["the free tier", sub({ tier: "free" }), null],
    ["an unknown tier", sub({ tier: "platinum" }), null],
    ["a tampered tier", sub({ tier: "ANNUAL" }), null],
    ["active", sub({}), { tier: "annual", status: "active", currentPeriodEnd: at(20 * DAY) }],
    [
      "active past its expiry (renewal not yet heard)",
      sub({ expiresAt: at(-DAY), currentPeriodEnd: at(-DAY) }),
      { tier: "annual", status: "active", currentPeriodEnd: at(-DAY) },
    ],
    [
      "trialing",
      sub({ tier: "1month", status: "trialing" }),
      { tier: "1month", status: "trialing", currentPeriodEnd: at(20 * DAY) },
    ],
    [
      "lifetime, no dates",
      sub({ tier: "lifetime", currentPeriodEnd: null, expiresAt: null }),
      { tier: "lifetime", status: "active", currentPeriodEnd: null },
    ],
    [
      "inactive with a future expiresAt (past_due grace)",
      sub({ status: "inactive", currentPeriodEnd: at(-DAY), expiresAt: at(6 * DAY) }),
      { tier: "annual", status: "inactive", currentPeriodEnd: at(-DAY) },
    ],
    [
      "inactive, no expiresAt, a future period end",
      sub({ status: "inactive", expiresAt: null }),
      { tier: "annual", status: "inactive", currentPeriodEnd: at(20 * DAY) },
    ],
    [
      "inactive, expiresAt passed though the period end is ahead (refunded)",
      sub({ tier: "6month", status: "inactive", expiresAt: at(-DAY) }),
      null,
    ],
    ["inactive, expiresAt exactly now", sub({ status: "inactive", expiresAt: at(0) }), null],
    [
      "inactive, 1 ms before expiresAt",
      sub({ status: "inactive", expiresAt: at(1) }),
      { tier: "annual", status: "inactive", currentPeriodEnd: at(20 * DAY) },
    ],
    [
      "inactive, in the past",
      sub({ status: "inactive", expiresAt: at(-DAY), currentPeriodEnd: at(-DAY) }),
      null,
    ],
    [
      "inactive, no dates at all",
      sub({ status: "inactive", expiresAt: null, currentPeriodEnd: null }),
      null,
    ],
  ])("%s", (_label, subscription, expected) => {
    expect(currentPlanOf(subscription, NOW)).toEqual(expected);
  });
});

describe("describePlanChange: the person knows what happens before paying", () => {
  it.each<[string, TPlanChange, TPaidTier, string[], string[]]>([
    // label, change, to, must contain, must not contain
    ["new", NEW, "annual", ["$99"], []],
    ["upgrade-now", UP, "annual", ["$99"], []],
    ["buy-then-cancel", BUY, "lifetime", ["$199"], []],
    ["pay-difference", pay(10000), "lifetime_community", ["$100"], ["$249"]],
    ["pay-difference in cents", pay(13901), "lifetime", ["$139.01"], ["$199"]],
    ["change-trial", TRIAL, "3month", ["$34.99", "Pro 3-month"], []],
  ])("%s names the price", (_label, change, to, contains, excludes) => {
    const sentence = describePlanChange(change, plan(to), at(20 * DAY), "UTC");
    expect(sentence).toMatch(/^[A-Z].*\.$/);
    for (const text of contains) expect(sentence).toContain(text);
    for (const text of excludes) expect(sentence).not.toContain(text);
  });

  it.each<[string, TPlanChange, string | null, string]>([
    ["same", SAME, at(DAY), "This is your plan now."],
    [
      "not-available gives its reason",
      LIFE,
      null,
      "You have lifetime access: there is nothing to renew.",
    ],
    [
      "downgrade with a period end",
      DOWN,
      at(DAY),
      `Starts on ${formatDate(at(DAY), "UTC")}, when your current period ends; you keep everything you have until then.`,
    ],
    [
      "downgrade without a period end",
      DOWN,
      null,
      "Starts when your current period ends; you keep everything you have until then.",
    ],
  ])("%s", (_label, change, periodEnd, sentence) => {
    expect(describePlanChange(change, plan("1month"), periodEnd, "UTC")).toBe(sentence);
  });

  // The period ends on an instant: the day it starts is the day that instant is for the person.
  it.each([
    ["UTC", "Starts on 14 December 2026"],
    ["America/Los_Angeles", "Starts on 13 December 2026"],
    ["Asia/Tokyo", "Starts on 14 December 2026"],
    ["Pacific/Kiritimati", "Starts on 14 December 2026"],
    ["Pacific/Pago_Pago", "Starts on 13 December 2026"],
  ])("a downgrade at 02:00 UTC on 14 December starts, in %s: %s", (timeZone, start) => {
    const sentence = describePlanChange(DOWN, plan("1month"), "2026-12-14T02:00:00.000Z", timeZone);
    expect(sentence.startsWith(`${start},`)).toBe(true);
  });

  it.each(
    MATRIX.flatMap(([from, changes]) =>
      changes.map((change, i) => [from ?? "no plan", TO[i] as TPaidTier, change] as const),
    ),
  )("%s -> %s reads as a sentence", (_from, to, change) => {
    expect(describePlanChange(change, plan(to), at(DAY), "UTC")).toMatch(/^[A-Z].{10,}\.$/);
  });
});
