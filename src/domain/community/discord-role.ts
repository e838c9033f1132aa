import type { TSubscriptionTier } from "@/domain/access/tiers";
import {
  addonIsRunning,
  planIncludesCommunityRole,
  type TRunningAddon,
} from "@/domain/billing/addon-status";

/**
 * Whether a person should hold the community role in the Discord server (issue #20): the
 * community tier (lifetime_community) includes it, and so does the discordRole add-on while its
 * period runs. An add-on whose period end has passed no longer counts, even before the billing
 * snapshot says so.
 */
export function isEntitledToCommunityRole(input: {
  tier: TSubscriptionTier;
  addon: TRunningAddon | undefined;
  now: Date;
}): boolean {
  return planIncludesCommunityRole(input.tier) || addonIsRunning(input.addon, input.now);
}

export type TRoleStep = "join-with-role" | "grant" | "remove" | "none";

/**
 * What the bot does for one linked person, from whether they should have the role and what the
 * server shows: a person not in the server joins it with the role (their token's guilds.join
 * scope lets the bot add them); a member gets the role or loses it; otherwise nothing.
 */
export function roleStepOf(input: {
  entitled: boolean;
  inGuild: boolean;
  hasRole: boolean;
}): TRoleStep {
  if (input.entitled) {
    if (!input.inGuild) return "join-with-role";
    return input.hasRole ? "none" : "grant";
  }
  return input.inGuild && input.hasRole ? "remove" : "none";
}

/** Spec 8: the text of a failed token refresh, with Discord's description when it gave one. */
export function discordRefreshErrorMessage(description: unknown): string {
  const text = typeof description === "string" && description.trim() ? description.trim() : null;
  return `Discord token refresh error: ${text ?? "Unknown error"}`;
}

/** Spec 8's messages for a signed-out person at the link and unlink addresses. */
export const DISCORD_SIGNED_OUT = {
  link: "You must be logged in to link a Discord account",
  unlink: "You must be logged in to unlink Discord account",
} as const;

/** How soon before its expiry an access token is refreshed (spec 9: 5 minutes, as sign-in's). */
export const DISCORD_REFRESH_MARGIN_MS = 5 * 60_000;

/** A link started more than this long ago can no longer be completed (the OAuth round trip). */
export const DISCORD_LINK_WINDOW_MS = 10 * 60_000;
