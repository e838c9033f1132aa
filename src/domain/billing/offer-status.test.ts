import { describe, expect, it } from "vitest";
import { findOffer, type TOffer, type TPaidTier } from "./catalogue";
import { offerStatusOf } from "./offer-status";
import type { TCurrentPlan } from "./plan-change";

const offer = (id: string) => findOffer(id) as TOffer;
const plan = (tier: TPaidTier, status: TCurrentPlan["status"] = "active"): TCurrentPlan => ({
  tier,
  status,
  currentPeriodEnd: tier === "lifetime" || tier === "lifetime_community" ? null : "2027-06-01",
});
const ALL_LEARNING = new Set([
  "miniCourses:desk-setup",
  "miniCourses:grip-strength",
  "miniCourses:flare-up-plan",
  "ebooks:typing-without-pain",
  "ebooks:understanding-tendons",
]);
const DAY = "2026-11-25";

describe("offerStatusOf", () => {
  it.each([
    // A bundle with Lifetime Pro in it
    ["lifetime-bundle", null, "available"],
    ["lifetime-bundle", plan("core"), "replaces-renewing"],
    ["lifetime-bundle", plan("1month"), "replaces-renewing"],
    ["lifetime-bundle", plan("annual", "trialing"), "replaces-renewing"],
    ["lifetime-bundle", plan("6month"), "not-for-your-plan"],
    ["lifetime-bundle", plan("lifetime"), "not-for-your-plan"],
    ["lifetime-bundle", plan("lifetime_community"), "not-for-your-plan"],
    // Six months of Pro
    ["pro-sale", null, "available"],
    ["pro-sale", plan("1month"), "replaces-renewing"],
    ["pro-sale", plan("3month"), "replaces-renewing"],
    ["pro-sale", plan("annual"), "not-for-your-plan"],
    ["lifetime-bundle", plan("annual"), "replaces-renewing"],
    ["pro-sale", plan("6month"), "not-for-your-plan"],
    ["pro-sale", plan("lifetime"), "not-for-your-plan"],
    // Add-ons only: any plan
    ["learning-bundle", null, "available"],
    ["learning-bundle", plan("lifetime"), "available"],
  ] as const)("%s for %o: %s", (id, current, expected) => {
    expect(offerStatusOf({ offer: offer(id), current, owned: new Set(), day: DAY })).toBe(expected);
  });

  it.each([
    ["nothing owned", new Set<string>(), "available"],
    ["one of the five owned", new Set(["ebooks:typing-without-pain"]), "available"],
    ["four of the five owned", new Set([...ALL_LEARNING].slice(1)), "available"],
    ["all five owned", ALL_LEARNING, "already-owned"],
  ] as const)("the learning bundle with %s: %s", (_label, owned, expected) => {
    expect(offerStatusOf({ offer: offer("learning-bundle"), current: null, owned, day: DAY })).toBe(
      expected,
    );
  });

  it.each([
    ["2027-01-30", "available"],
    ["2027-01-31", "available"],
    ["2027-02-01", "ended"],
  ] as const)("a promotion ending 2027-01-31, on %s: %s", (day, expected) => {
    expect(
      offerStatusOf({ offer: offer("lifetime-promo"), current: null, owned: new Set(), day }),
    ).toBe(expected);
  });
});
