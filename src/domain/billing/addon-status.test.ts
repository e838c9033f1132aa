import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_TIERS } from "../access/tiers";
import {
  addonIsRunning,
  addonRenewalOf,
  addonStatusOf,
  isRenewingAddonType,
  RENEWING_ADDON_TYPES,
  type TAddonRenewal,
  type TAddonStatus,
  type TRunningAddon,
} from "./addon-status";
import { ADDON_TYPES } from "./catalogue";

const now = new Date("2026-11-27T12:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const on: TRunningAddon = { active: true, currentPeriodEnd: at(86_400_000) };
const off: TRunningAddon = { active: false, currentPeriodEnd: at(86_400_000) };

describe("addonIsRunning: active in the snapshot and its period not over", () => {
  it.each<[string, TRunningAddon | undefined, boolean]>([
    ["no add-on", undefined, false],
    ["inactive", off, false],
    ["active, no period end", { active: true, currentPeriodEnd: null }, true],
    ["active, ends 1 ms from now", { active: true, currentPeriodEnd: at(1) }, true],
    ["active, ends now", { active: true, currentPeriodEnd: at(0) }, false],
    [
      "active, ended 1 ms ago (a missed webhook)",
      { active: true, currentPeriodEnd: at(-1) },
      false,
    ],
    ["active, an unreadable end", { active: true, currentPeriodEnd: "soon" }, false],
    [
      "a failed renewal, period over, inside its week's grace",
      { active: true, currentPeriodEnd: at(-86_400_000), expiresAt: at(6 * 86_400_000) },
      true,
    ],
    [
      "a failed renewal, grace ended 1 ms ago",
      { active: true, currentPeriodEnd: at(-7 * 86_400_000), expiresAt: at(-1) },
      false,
    ],
  ])("%s: %s", (_, addon, running) => {
    expect(addonIsRunning(addon, now)).toBe(running);
  });
});

describe("addonStatusOf: the community chat role, for every plan", () => {
  // Only Lifetime Community includes the role (decision 0027); every other plan, and none, buys it.
  it.each(
    SUBSCRIPTION_TIERS.map(
      (tier) => [tier, tier === "lifetime_community" ? "included-in-plan" : "available"] as const,
    ),
  )("plan %s, no add-on: %s", (tier, status) => {
    expect(addonStatusOf({ addonType: "discordRole", tier, addons: {}, now })).toBe(status);
  });
});

describe("addonStatusOf: what the person already has", () => {
  it.each<[string, Omit<Parameters<typeof addonStatusOf>[0], "now">, TAddonStatus]>([
    [
      "chat role running",
      { addonType: "discordRole", tier: "1month", addons: { discordRole: on } },
      "active",
    ],
    [
      "chat role cancelled",
      { addonType: "discordRole", tier: "1month", addons: { discordRole: off } },
      "available",
    ],
    [
      "chat role running, no plan",
      { addonType: "discordRole", tier: "free", addons: { discordRole: on } },
      "active",
    ],
    [
      "chat role past its period end, snapshot not yet refreshed",
      {
        addonType: "discordRole",
        tier: "free",
        addons: { discordRole: { active: true, currentPeriodEnd: at(-1) } },
      },
      "available",
    ],
    // The plan's inclusion is the answer even with an add-on left running from before the plan.
    [
      "chat role running on Lifetime Community",
      { addonType: "discordRole", tier: "lifetime_community", addons: { discordRole: on } },
      "included-in-plan",
    ],
    [
      "expert calls running",
      { addonType: "expertVideoCalls", tier: "annual", addons: { expertVideoCalls: on } },
      "active",
    ],
    [
      "expert calls cancelled",
      { addonType: "expertVideoCalls", tier: "annual", addons: { expertVideoCalls: off } },
      "available",
    ],
    // Lifetime Community includes the chat role, not extra expert calls: those are still sold.
    [
      "expert calls on Lifetime Community",
      { addonType: "expertVideoCalls", tier: "lifetime_community", addons: {} },
      "available",
    ],
    [
      "another add-on running does not count",
      { addonType: "expertVideoCalls", tier: "free", addons: { discordRole: on } },
      "available",
    ],
  ])("%s", (_, input, status) => {
    expect(addonStatusOf({ ...input, now })).toBe(status);
  });

  it.each(ADDON_TYPES.filter((t) => t === "miniCourses" || t === "ebooks"))(
    "%s is bought per item, so the add-on as a whole is always available",
    (addonType) => {
      expect(
        addonStatusOf({ addonType, tier: "lifetime_community", addons: { discordRole: on }, now }),
      ).toBe("available");
    },
  );
});

describe("addonRenewalOf: what the account page offers for a monthly add-on", () => {
  type TAddon = TRunningAddon & { cancelAtPeriodEnd: boolean };
  it.each<[string, TAddon | undefined, TAddonRenewal]>([
    ["never bought", undefined, "none"],
    ["renewing", { ...on, cancelAtPeriodEnd: false }, "renewing"],
    ["cancelled, period not over", { ...on, cancelAtPeriodEnd: true }, "cancelling"],
    [
      "cancelled, ends 1 ms from now",
      { active: true, currentPeriodEnd: at(1), cancelAtPeriodEnd: true },
      "cancelling",
    ],
    [
      "cancelled, ends now",
      { active: true, currentPeriodEnd: at(0), cancelAtPeriodEnd: true },
      "none",
    ],
    [
      "renewing, ends 1 ms from now",
      { active: true, currentPeriodEnd: at(1), cancelAtPeriodEnd: false },
      "renewing",
    ],
    [
      "renewing, ended 1 ms ago (a missed webhook)",
      { active: true, currentPeriodEnd: at(-1), cancelAtPeriodEnd: false },
      "none",
    ],
    ["inactive", { ...off, cancelAtPeriodEnd: false }, "none"],
    ["inactive and cancelled", { ...off, cancelAtPeriodEnd: true }, "none"],
  ])("%s: %s", (_, addon, renewal) => {
    expect(addonRenewalOf(addon, now)).toBe(renewal);
  });

  it.each(ADDON_TYPES.map((t) => [t, t === "discordRole" || t === "expertVideoCalls"] as const))(
    "%s renews monthly: %s",
    (type, renews) => {
      expect(isRenewingAddonType(type)).toBe(renews);
      expect(RENEWING_ADDON_TYPES.includes(type as never)).toBe(renews);
    },
  );
});
