import { CONFIRM_EMAIL_FIRST } from "@/domain/auth/social-providers";
/** The pages a Discord link can return to: the community settings and the account page. */
export const DISCORD_RETURN_PAGES = ["/community-dashboard/settings", "/account"] as const;
export type TDiscordReturnPage = (typeof DISCORD_RETURN_PAGES)[number];

/** What happened, as the page's ?discord= says it; each has its sentence on the page. */
export const DISCORD_OUTCOMES = [
  "linked",
  "unlinked",
  "expired",
  "error",
  "taken",
  "not-configured",
  "start-here",
  "confirm-email",
] as const;
export type TDiscordOutcome = (typeof DISCORD_OUTCOMES)[number];

export type TDiscordAction =
  | { kind: "link"; uid: string }
  | { kind: "complete" }
  | { kind: "unlink" };

/**
 * `action` of /api/auth/discord: `link:{uid}` (spec 7; the uid is only ever compared, never
 * used: the link is always the session's own), `complete` (Discord's return) or `unlink`.
 * Anything else is null.
 */
export function parseDiscordAction(value: string | null): TDiscordAction | null {
  if (value === "complete") return { kind: "complete" };
  if (value === "unlink") return { kind: "unlink" };
  const match = /^link:([A-Za-z0-9_-]{0,128})$/.exec(value ?? "");
  return match ? { kind: "link", uid: match[1] ?? "" } : null;
}

/** The returnTo of a Discord link: one of the two pages, the community settings otherwise. */
export function discordReturnPageOf(value: string | null): TDiscordReturnPage {
  return DISCORD_RETURN_PAGES.find((p) => p === value) ?? DISCORD_RETURN_PAGES[0];
}

/** Where the person lands: the page, with the outcome for its message. */
export function discordOutcomePath(page: TDiscordReturnPage, outcome: TDiscordOutcome): string {
  return `${page}?discord=${outcome}#discord`;
}

/** Better Auth's error codes at the return, as our outcomes. */
export function discordOutcomeOfError(code: string | null): TDiscordOutcome {
  if (code === "account_already_linked_to_different_user") return "taken";
  if (code === CONFIRM_EMAIL_FIRST) return "confirm-email";
  return "error";
}

/** The sentence for each outcome on the page. */
export const DISCORD_OUTCOME_MESSAGES: Record<
  TDiscordOutcome,
  { tone: "success" | "error"; text: string }
> = {
  linked: { tone: "success", text: "Discord account successfully linked!" },
  unlinked: {
    tone: "success",
    text: "Your Discord account is unlinked, and any community role it had is removed.",
  },
  expired: {
    tone: "error",
    text: "That Discord link took too long or was already used. Please link your account again.",
  },
  error: {
    tone: "error",
    text: "Discord didn't finish linking your account. Nothing has changed; please try again.",
  },
  taken: {
    tone: "error",
    text: "This Discord account is already linked to another Wristwise account.",
  },
  "start-here": {
    tone: "error",
    text: "For your safety, linking Discord starts from this page, not from a link on another site. Nothing has changed.",
  },
  "not-configured": {
    tone: "error",
    text: "Linking Discord isn't available on this Wristwise server.",
  },
  "confirm-email": {
    tone: "error",
    text: "Please confirm your email address first, with the link we emailed you (you can send a new one from your account page). Then link Discord. Nothing has changed.",
  },
};
