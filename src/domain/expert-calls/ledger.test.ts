import { describe, expect, it } from "vitest";
import { FEATURE_TIERS } from "../access/features";
import { SUBSCRIPTION_TIERS } from "../access/tiers";
import { findAddon } from "../billing/catalogue";
import {
  ADDON_CALLS_PER_MONTH,
  balanceOf,
  CALLS_PER_MONTH_BY_TIER,
  CHANGE_CUTOFF_HOURS,
  canChangeBooking,
  creditReturnedOnCancel,
  grantKeysFor,
  type TCreditEntry,
} from "./ledger";

const grant = (amount: number, grantKey: string): TCreditEntry => ({
  kind: "grant",
  amount,
  grantKey,
  bookingId: null,
});
const book = (bookingId: string): TCreditEntry => ({
  kind: "book",
  amount: -1,
  grantKey: null,
  bookingId,
});
const giveBack = (bookingId: string): TCreditEntry => ({
  kind: "return",
  amount: 1,
  grantKey: null,
  bookingId,
});

describe("balanceOf", () => {
  it.each([
    ["no entries", [], 0],
    ["one grant", [grant(1, "plan:2026-03")], 1],
    ["a plan grant and an add-on grant", [grant(1, "plan:2026-03"), grant(1, "addon:2026-03")], 2],
    ["a grant spent on a booking", [grant(1, "plan:2026-03"), book("b1")], 0],
    ["a booking cancelled in time", [grant(1, "plan:2026-03"), book("b1"), giveBack("b1")], 1],
    [
      "credits carried over two months, one spent",
      [grant(1, "plan:2026-03"), grant(1, "plan:2026-04"), book("b1")],
      1,
    ],
    ["a booking with no grant: the true sum, below zero", [book("b1")], -1],
    ["a grant of several calls", [grant(3, "plan:2026-03"), book("b1"), book("b2")], 1],
  ])("%s: %i", (_label, entries, expected) => {
    expect(balanceOf(entries)).toBe(expected);
  });
});

describe("calls per month", () => {
  it("come with exactly the tiers that include expert consultations", () => {
    expect(Object.keys(CALLS_PER_MONTH_BY_TIER).sort()).toEqual(
      [...FEATURE_TIERS.expertConsults].sort(),
    );
  });

  it("match the add-on's calls per period in the catalogue", () => {
    expect(ADDON_CALLS_PER_MONTH).toBe(findAddon("expertVideoCalls")?.callsPerPeriod);
  });
});

describe("grantKeysFor", () => {
  const march = new Date("2026-03-15T12:00Z");

  it.each([
    ["free", false, []],
    ["free", true, [{ key: "addon:2026-03", amount: 1 }]],
    ["core", false, []],
    ["core", true, [{ key: "addon:2026-03", amount: 1 }]],
    ["1month", false, []],
    ["1month", true, [{ key: "addon:2026-03", amount: 1 }]],
    ["3month", false, []],
    ["3month", true, [{ key: "addon:2026-03", amount: 1 }]],
    ["6month", false, []],
    ["6month", true, [{ key: "addon:2026-03", amount: 1 }]],
    ["annual", false, [{ key: "plan:2026-03", amount: 1 }]],
    [
      "annual",
      true,
      [
        { key: "plan:2026-03", amount: 1 },
        { key: "addon:2026-03", amount: 1 },
      ],
    ],
    ["lifetime", false, [{ key: "plan:2026-03", amount: 1 }]],
    [
      "lifetime",
      true,
      [
        { key: "plan:2026-03", amount: 1 },
        { key: "addon:2026-03", amount: 1 },
      ],
    ],
    ["lifetime_standard", false, []],
    ["lifetime_standard", true, [{ key: "addon:2026-03", amount: 1 }]],
    ["lifetime_community", false, [{ key: "plan:2026-03", amount: 1 }]],
    [
      "lifetime_community",
      true,
      [
        { key: "plan:2026-03", amount: 1 },
        { key: "addon:2026-03", amount: 1 },
      ],
    ],
    ["not-a-tier", false, []],
    ["constructor", false, []],
    ["toString", true, [{ key: "addon:2026-03", amount: 1 }]],
  ])("tier %s, add-on %s", (tier, addonActive, expected) => {
    expect(grantKeysFor({ tier, addonActive, now: march, timeZone: "UTC" })).toEqual(expected);
  });

  it("covers every subscription tier in the table above", () => {
    for (const tier of SUBSCRIPTION_TIERS) {
      const grants = grantKeysFor({ tier, addonActive: false, now: march, timeZone: "UTC" });
      expect(grants.length).toBe(FEATURE_TIERS.expertConsults.includes(tier) ? 1 : 0);
    }
  });

  it.each([
    ["2026-03-01T00:00:00.000Z", "2026-03"],
    ["2026-03-31T23:59:59.999Z", "2026-03"],
    ["2026-04-01T00:00:00.000Z", "2026-04"],
    ["2026-02-28T23:59:59.999Z", "2026-02"],
    ["2026-12-31T23:59:59.999Z", "2026-12"],
    ["2027-01-01T00:00:00.000Z", "2027-01"],
    // Still 31 March in New York, already April in UTC: the month is UTC's.
    ["2026-04-01T02:00:00.000Z", "2026-04"],
  ])("at %s the month is %s", (now, month) => {
    expect(
      grantKeysFor({ tier: "annual", addonActive: true, now: new Date(now), timeZone: "UTC" }),
    ).toEqual([
      { key: `plan:${month}`, amount: 1 },
      { key: `addon:${month}`, amount: 1 },
    ]);
  });

  it("gives the same keys however often it runs in a month, so a grant happens once", () => {
    const early = grantKeysFor({
      tier: "annual",
      addonActive: true,
      now: new Date("2026-03-01T00:00Z"),
      timeZone: "UTC",
    });
    const late = grantKeysFor({
      tier: "annual",
      addonActive: true,
      now: new Date("2026-03-31T23:00Z"),
      timeZone: "UTC",
    });
    expect(late).toEqual(early);
  });
});

describe("the change cut-off", () => {
  const start = new Date("2026-03-10T15:00:00.000Z");

  it("is 24 hours", () => {
    expect(CHANGE_CUTOFF_HOURS).toBe(24);
  });

  it.each([
    ["a week before", "2026-03-03T15:00:00.000Z", true],
    ["24 hours and 1 minute before", "2026-03-09T14:59:00.000Z", true],
    ["exactly 24 hours before", "2026-03-09T15:00:00.000Z", true],
    ["23 hours and 59 minutes before", "2026-03-09T15:01:00.000Z", false],
    ["a millisecond under 24 hours before", "2026-03-09T15:00:00.001Z", false],
    ["an hour before", "2026-03-10T14:00:00.000Z", false],
    ["at the start", "2026-03-10T15:00:00.000Z", false],
    ["after the start", "2026-03-10T16:00:00.000Z", false],
  ])("%s: change allowed and credit returned is %s", (_label, now, expected) => {
    expect(canChangeBooking(start, new Date(now))).toBe(expected);
    expect(creditReturnedOnCancel(start, new Date(now))).toBe(expected);
  });
});
