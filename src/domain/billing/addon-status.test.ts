import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_TIERS } from "../access/tiers";
import { addonStatusOf, type TAddonStatus } from "./addon-status";
import { ADDON_TYPES } from "./catalogue";

const on = { active: true };
const off = { active: false };

describe("addonStatusOf: the community chat role, for every plan", () => {
  // Only Lifetime Community includes the role (decision 0027); every other plan, and none, buys it.
  it.each([
    [null, "available"],
    ...SUBSCRIPTION_TIERS.map(
      (tier) => [tier, tier === "lifetime_community" ? "included-in-plan" : "available"] as const,
    ),
  ] as const)("plan %s, no add-on: %s", (tier, status) => {
    expect(addonStatusOf({ addonType: "discordRole", tier, active: {} })).toBe(status);
  });
});

describe("addonStatusOf: what the person already has", () => {
  it.each<[string, Parameters<typeof addonStatusOf>[0], TAddonStatus]>([
    [
      "chat role running",
      { addonType: "discordRole", tier: "1month", active: { discordRole: on } },
      "active",
    ],
    [
      "chat role ended",
      { addonType: "discordRole", tier: "1month", active: { discordRole: off } },
      "available",
    ],
    [
      "chat role running, no plan",
      { addonType: "discordRole", tier: null, active: { discordRole: on } },
      "active",
    ],
    // The plan's inclusion is the answer even with an add-on left running from before the plan.
    [
      "chat role running on Lifetime Community",
      { addonType: "discordRole", tier: "lifetime_community", active: { discordRole: on } },
      "included-in-plan",
    ],
    [
      "expert calls running",
      { addonType: "expertVideoCalls", tier: "annual", active: { expertVideoCalls: on } },
      "active",
    ],
    [
      "expert calls ended",
      { addonType: "expertVideoCalls", tier: "annual", active: { expertVideoCalls: off } },
      "available",
    ],
    // Lifetime Community includes the chat role, not extra expert calls: those are still sold.
    [
      "expert calls on Lifetime Community",
      { addonType: "expertVideoCalls", tier: "lifetime_community", active: {} },
      "available",
    ],
    [
      "another add-on running does not count",
      { addonType: "expertVideoCalls", tier: null, active: { discordRole: on } },
      "available",
    ],
  ])("%s", (_, input, status) => {
    expect(addonStatusOf(input)).toBe(status);
  });

  it.each(ADDON_TYPES.filter((t) => t === "miniCourses" || t === "ebooks"))(
    "%s is bought per item, so the add-on as a whole is always available",
    (addonType) => {
      expect(
        addonStatusOf({ addonType, tier: "lifetime_community", active: { discordRole: on } }),
      ).toBe("available");
    },
  );
});
