// The Discord rules of issue #20 as tables: who holds the community role, what the bot does
// about it, spec 8's refresh error text, and the /api/auth/discord parameters.
import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_TIERS } from "@/domain/access/tiers";
import {
  DISCORD_SIGNED_OUT,
  discordRefreshErrorMessage,
  isEntitledToCommunityRole,
  roleStepOf,
} from "./discord-role";
import {
  DISCORD_OUTCOME_MESSAGES,
  DISCORD_OUTCOMES,
  discordOutcomeOfError,
  discordOutcomePath,
  discordReturnPageOf,
  parseDiscordAction,
} from "./discord-route";

const now = new Date("2026-11-26T12:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe("isEntitledToCommunityRole", () => {
  it.each(SUBSCRIPTION_TIERS.map((tier) => [tier, tier === "lifetime_community"] as const))(
    "tier %s without the add-on: %s",
    (tier, expected) => {
      expect(isEntitledToCommunityRole({ tier, addon: undefined, now })).toBe(expected);
    },
  );

  it.each([
    ["active, no end", { active: true, currentPeriodEnd: null }, true],
    ["active, ends in 1 ms", { active: true, currentPeriodEnd: at(1) }, true],
    ["active, ends now", { active: true, currentPeriodEnd: at(0) }, false],
    ["active, ended 1 ms ago", { active: true, currentPeriodEnd: at(-1) }, false],
    ["inactive, ends in a month", { active: false, currentPeriodEnd: at(30 * 86_400_000) }, false],
    ["inactive, no end", { active: false, currentPeriodEnd: null }, false],
    ["active, unreadable end", { active: true, currentPeriodEnd: "soon" }, false],
  ])("the add-on %s on the free tier: %s", (_, addon, expected) => {
    expect(isEntitledToCommunityRole({ tier: "free", addon, now })).toBe(expected);
  });

  it("the community tier keeps the role even with an ended add-on", () => {
    expect(
      isEntitledToCommunityRole({
        tier: "lifetime_community",
        addon: { active: false, currentPeriodEnd: at(-1) },
        now,
      }),
    ).toBe(true);
  });
});

describe("roleStepOf", () => {
  it.each([
    [true, false, false, "join-with-role"],
    [true, false, true, "join-with-role"],
    [true, true, false, "grant"],
    [true, true, true, "none"],
    [false, false, false, "none"],
    [false, false, true, "none"],
    [false, true, false, "none"],
    [false, true, true, "remove"],
  ] as const)(
    "entitled %s, in the server %s, holding the role %s: %s",
    (entitled, inGuild, hasRole, step) => {
      expect(roleStepOf({ entitled, inGuild, hasRole })).toBe(step);
    },
  );
});

describe("spec 8's refresh error", () => {
  it.each([
    ["Invalid refresh token", "Discord token refresh error: Invalid refresh token"],
    ["  Padded  ", "Discord token refresh error: Padded"],
    ["", "Discord token refresh error: Unknown error"],
    ["   ", "Discord token refresh error: Unknown error"],
    [undefined, "Discord token refresh error: Unknown error"],
    [null, "Discord token refresh error: Unknown error"],
    [42, "Discord token refresh error: Unknown error"],
  ])("description %j reads %j", (description, text) => {
    expect(discordRefreshErrorMessage(description)).toBe(text);
  });

  it("signed-out messages are spec 8's, verbatim", () => {
    expect(DISCORD_SIGNED_OUT).toEqual({
      link: "You must be logged in to link a Discord account",
      unlink: "You must be logged in to unlink Discord account",
    });
  });
});

describe("/api/auth/discord parameters", () => {
  it.each([
    ["link:abc123", { kind: "link", uid: "abc123" }],
    ["link:", { kind: "link", uid: "" }],
    ["link:Ab_-9", { kind: "link", uid: "Ab_-9" }],
    ["complete", { kind: "complete" }],
    ["unlink", { kind: "unlink" }],
    ["link", null],
    ["link:a b", null],
    ["link:../x", null],
    [`link:${"a".repeat(129)}`, null],
    ["LINK:abc", null],
    ["", null],
    [null, null],
  ])("action %j is %j", (value, expected) => {
    expect(parseDiscordAction(value)).toEqual(expected);
  });

  it.each([
    ["/account", "/account"],
    ["/community-dashboard/settings", "/community-dashboard/settings"],
    ["https://evil.example/", "/community-dashboard/settings"],
    ["//evil.example", "/community-dashboard/settings"],
    ["/account/../admin", "/community-dashboard/settings"],
    [null, "/community-dashboard/settings"],
  ])("returnTo %j lands on %j", (value, page) => {
    expect(discordReturnPageOf(value)).toBe(page);
  });

  it("every outcome has its sentence, and the path carries it", () => {
    for (const outcome of DISCORD_OUTCOMES)
      expect(DISCORD_OUTCOME_MESSAGES[outcome].text).toBeTruthy();
    expect(discordOutcomePath("/account", "linked")).toBe("/account?discord=linked#discord");
    expect(discordOutcomeOfError("account_already_linked_to_different_user")).toBe("taken");
    expect(discordOutcomeOfError("access_denied")).toBe("error");
    expect(discordOutcomeOfError("confirm_email_first")).toBe("confirm-email");
    expect(discordOutcomeOfError("email_not_verified")).toBe("error");
    expect(discordOutcomeOfError(null)).toBe("error");
  });
});
