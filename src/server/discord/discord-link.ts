import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { decryptOAuthToken, setTokenUtil } from "better-auth/oauth2";
import { and, desc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { TNotificationTemplate } from "@/content/notifications";
import {
  DISCORD_LINK_WINDOW_MS,
  DISCORD_REFRESH_MARGIN_MS,
  isEntitledToCommunityRole,
  roleStepOf,
} from "@/domain/community/discord-role";
import { getAccessFacts } from "../access/get-access-facts";
import { runAfterResponse } from "../after-response";
import { writeAuditLog } from "../audit/write-audit-log";
import { getAuth } from "../auth/auth";
import { getDb } from "../db/client";
import { account, profile } from "../db/schema";
import { logger } from "../logger";
import { createNotificationOnce } from "../notifications/program-notifications";
import {
  addGuildMemberWithRole,
  DiscordRefreshError,
  fetchDiscordUser,
  fetchGuildMemberRoles,
  getDiscordConfig,
  refreshDiscordTokens,
  revokeDiscordToken,
  setMemberRole,
  type TDiscordConfig,
} from "./discord-api";

const DISCORD = "discord";
/**
 * How long one server may hold a person's refresh before another may take it over: longer than
 * a refresh can take (two 10 s tries and a 5 s rate-limit wait).
 */
const REFRESH_LEASE_MS = 60_000;
/** How often a request waiting for another server's refresh looks again, and for how long. */
const REFRESH_WAIT_STEP_MS = 250;
const REFRESH_WAIT_MS = 15_000;

type TTokenContext = Parameters<typeof setTokenUtil>[1];

/** Tokens are encrypted as Better Auth encrypts its own (encryptOAuthTokens, the auth secret). */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function encrypt(token: string): Promise<string> {
  return String(await setTokenUtil(token, (await getAuth().$context) as unknown as TTokenContext));
}

async function decrypt(token: string): Promise<string> {
  return String(
    await decryptOAuthToken(token, (await getAuth().$context) as unknown as TTokenContext),
  );
}

/** What the link card shows: whether Discord is set up here, the link, and the role. */
export type TDiscordLinkState = {
  configured: boolean;
  roleConfigured: boolean;
  linked: boolean;
  username: string | null;
  roleGranted: boolean;
};

export async function getDiscordLinkState(userId: string): Promise<TDiscordLinkState> {
  const config = getDiscordConfig();
  const [row] = await getDb()
    .select({
      linked: profile.discordLinked,
      username: profile.discordUsername,
      roleGranted: profile.discordRoleGranted,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  return {
    configured: config !== null,
    roleConfigured: config?.bot != null,
    linked: row?.linked ?? false,
    username: row?.username ?? null,
    roleGranted: row?.roleGranted ?? false,
  };
}

export type TStartDiscordLinkResult =
  /** `setCookie`: the OAuth state cookie, for the response that sends the browser to Discord. */
  | { ok: true; url: string; setCookie: string[] }
  | { ok: false; reason: "not-configured" | "signed-out" | "error" };

/**
 * Starts linking the session's own Discord account (Better Auth's linkSocial with the guilds.join
 * scope, so the bot can add the person to the server). Discord returns through Better Auth's
 * callback to `completeUrl`, where completeDiscordLink moves the tokens to the profile.
 */
export async function startDiscordLink(options: {
  headers: Headers;
  userId: string;
  /** Where Discord's answer returns (the route's ?action=complete); the one-time value is added. */
  completeUrl: string;
  errorUrl: string;
}): Promise<TStartDiscordLinkResult> {
  if (!getDiscordConfig()) return { ok: false, reason: "not-configured" };
  const nonce = randomBytes(24).toString("base64url");
  const separator = options.completeUrl.includes("?") ? "&" : "?";
  try {
    const result = await getAuth().api.linkSocialAccount({
      body: {
        provider: DISCORD,
        scopes: ["guilds.join"],
        callbackURL: `${options.completeUrl}${separator}nonce=${nonce}`,
        errorCallbackURL: options.errorUrl,
        disableRedirect: true,
      },
      headers: options.headers,
      returnHeaders: true,
    });
    await getDb()
      .update(profile)
      .set({ discordLinkStartedAt: new Date(), discordLinkNonce: sha256(nonce) })
      .where(eq(profile.userId, options.userId));
    return { ok: true, url: result.response.url, setCookie: result.headers.getSetCookie() };
  } catch (error) {
    if ((error as { statusCode?: unknown } | null)?.statusCode === 401)
      return { ok: false, reason: "signed-out" };
    logger.error({ err: error }, "linking a Discord account could not start");
    return { ok: false, reason: "error" };
  }
}

export type TCompleteDiscordLinkResult = "linked" | "expired" | "failed";

/**
 * The end of a link the person started in the last 10 minutes, with the one-time value of that
 * start (only Better Auth's verified return carries it, so another site can't complete a link,
 * and a return works once). The Discord account Better Auth just linked is checked with Discord,
 * and its tokens move, encrypted, from the account row to the profile's Discord fields (spec 3),
 * so they are held once. A different Discord account linked before is unlinked first. Then the
 * role is synced.
 */
export async function completeDiscordLink(
  userId: string,
  nonce: string,
  headers?: Headers,
  now = new Date(),
): Promise<TCompleteDiscordLinkResult> {
  const config = getDiscordConfig();
  if (!config) return "failed";
  const db = getDb();
  const [started] = await db
    .select({
      at: profile.discordLinkStartedAt,
      nonce: profile.discordLinkNonce,
      discordId: profile.discordId,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (!started?.at || !started.nonce || !sameHash(started.nonce, sha256(nonce))) return "expired";
  // The start is used up, whatever happens next.
  await db
    .update(profile)
    .set({ discordLinkStartedAt: null, discordLinkNonce: null })
    .where(eq(profile.userId, userId));
  if (now.getTime() - started.at.getTime() > DISCORD_LINK_WINDOW_MS) return "expired";
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, DISCORD)))
    .orderBy(desc(account.updatedAt))
    .limit(1);
  if (!row?.accessToken || !row.refreshToken || row.updatedAt < started.at) return "expired";
  let discordUser: Awaited<ReturnType<typeof fetchDiscordUser>>;
  let accessToken: string;
  let refreshToken: string;
  try {
    accessToken = await decrypt(row.accessToken);
    refreshToken = await decrypt(row.refreshToken);
    discordUser = await fetchDiscordUser(config, accessToken);
  } catch (error) {
    logger.warn({ err: error, userId }, "a Discord link could not be checked");
    return "failed";
  }
  if (discordUser.id !== row.accountId) return "failed";
  // Linking another Discord account: the old one loses the role and our access first.
  if (started.discordId && started.discordId !== discordUser.id)
    await unlinkDiscord(userId, { headers, discordId: started.discordId });
  await db.transaction(async (tx) => {
    // Another Wristwise person can't hold the same Discord account (Better Auth refuses that
    // link); a stale profile copy of it elsewhere is cleared all the same.
    await tx
      .update(profile)
      .set(UNLINKED)
      .where(and(eq(profile.discordId, discordUser.id), ne(profile.userId, userId)));
    await tx
      .update(profile)
      .set({
        discordLinked: true,
        discordId: discordUser.id,
        discordUsername: discordUser.username,
        discordAccessToken: await encrypt(accessToken),
        discordRefreshToken: await encrypt(refreshToken),
        discordTokenExpiry: row.accessTokenExpiresAt ?? new Date(now.getTime() + 60 * 60_000),
        discordRefreshingUntil: null,
        discordRoleGranted: false,
      })
      .where(eq(profile.userId, userId));
    await tx.update(account).set(NO_ACCOUNT_TOKENS).where(eq(account.id, row.id));
    await writeAuditLog(
      {
        action: "discord_linked",
        userId,
        resourceType: "discord_link",
        resourceId: discordUser.id,
        headers,
      },
      tx,
    );
  });
  await syncDiscordRole(userId).catch((error) =>
    logger.error({ err: error, userId }, "Discord role not synced after linking"),
  );
  return "linked";
}

/**
 * An account row's tokens, forgotten: the tokens live on the profile, encrypted, once a link is
 * complete, and an unlinked person's row keeps none (decision 0027).
 */
const NO_ACCOUNT_TOKENS = {
  accessToken: null,
  refreshToken: null,
  idToken: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
} as const;

/** The profile's Discord fields of a person without a link. */
const UNLINKED = {
  discordLinked: false,
  discordId: null,
  discordUsername: null,
  discordAccessToken: null,
  discordRefreshToken: null,
  discordTokenExpiry: null,
  discordRefreshingUntil: null,
  discordRoleGranted: false,
} as const;

/**
 * Ends the link: the bot takes the role back and Discord forgets our authorisation (both best
 * effort; the nightly reconcile removes a role left behind), the profile's Discord fields are
 * cleared, and the Discord sign-in goes too unless it is the person's only way to sign in.
 */
export async function unlinkDiscord(
  userId: string,
  options: {
    headers?: Headers;
    reason?: "person" | "refresh-failed";
    /** Only if this is still the linked Discord account (a late failure can't end a new link). */
    discordId?: string;
  } = {},
): Promise<"unlinked" | "not-linked"> {
  const db = getDb();
  const [row] = await db
    .select({
      linked: profile.discordLinked,
      discordId: profile.discordId,
      refreshToken: profile.discordRefreshToken,
      roleGranted: profile.discordRoleGranted,
    })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (!row?.linked || !row.discordId) return "not-linked";
  if (options.discordId && row.discordId !== options.discordId) return "not-linked";
  const discordId = row.discordId;
  const config = getDiscordConfig();
  if (config?.bot)
    await setMemberRole(config, discordId, false).catch((error) =>
      logger.warn({ err: error, userId }, "Discord role not removed at unlink"),
    );
  if (config && row.refreshToken && options.reason !== "refresh-failed") {
    const refreshToken = await decrypt(row.refreshToken).catch(() => null);
    if (refreshToken)
      await revokeDiscordToken(config, refreshToken, "refresh_token").catch((error) =>
        logger.warn({ err: error, userId }, "Discord token not revoked at unlink"),
      );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(profile)
      .set(UNLINKED)
      .where(and(eq(profile.userId, userId), eq(profile.discordId, discordId)));
    const others = await tx
      .select({ id: account.id })
      .from(account)
      .where(
        and(
          eq(account.userId, userId),
          or(ne(account.providerId, DISCORD), ne(account.accountId, discordId)),
        ),
      )
      .limit(1);
    const own = and(
      eq(account.userId, userId),
      eq(account.providerId, DISCORD),
      eq(account.accountId, discordId),
    );
    if (others.length > 0) await tx.delete(account).where(own);
    else await tx.update(account).set(NO_ACCOUNT_TOKENS).where(own);
    await writeAuditLog(
      {
        action:
          options.reason === "refresh-failed"
            ? "discord_unlinked_refresh_failed"
            : "discord_unlinked",
        userId,
        resourceType: "discord_link",
        resourceId: discordId,
        headers: options.headers,
      },
      tx,
    );
  });
  return "unlinked";
}

const REFRESH_FAILED_NOTE: TNotificationTemplate & { key: string } = {
  key: "",
  type: "discord_unlinked",
  title: "Link Discord again",
  message:
    "Discord no longer accepts Wristwise's link to your account, so we have unlinked it. Link it again in your community settings to keep the community role.",
  link: "/community-dashboard/settings",
  priority: "normal",
};

const inFlight = new Map<string, Promise<string>>();

/**
 * The person's Discord access token, refreshed first when it expires within 5 minutes (spec 9).
 * One refresh runs at a time per person: in this process by sharing the promise, across servers
 * by a lease on the profile row, timed by the database's clock. A failed refresh throws spec 8's
 * DiscordRefreshError ('Discord token refresh error: …'), and the caller treats the person as
 * unlinked; when Discord refused the grant, the link is ended for good.
 */
export async function getDiscordAccessToken(
  userId: string,
  options: { now?: Date; refreshWithinMs?: number } = {},
): Promise<string> {
  const pending = inFlight.get(userId);
  if (pending) return pending;
  const now = options.now ?? new Date();
  const margin = options.refreshWithinMs ?? DISCORD_REFRESH_MARGIN_MS;
  const run = accessTokenOf(userId, now, margin).finally(() => inFlight.delete(userId));
  inFlight.set(userId, run);
  return run;
}

type TTokenRow = {
  linked: boolean;
  discordId: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  expiry: Date | null;
};

const tokenColumns = {
  linked: profile.discordLinked,
  discordId: profile.discordId,
  accessToken: profile.discordAccessToken,
  refreshToken: profile.discordRefreshToken,
  expiry: profile.discordTokenExpiry,
};

function isFresh(row: TTokenRow, now: Date, margin: number): boolean {
  return (
    row.accessToken !== null && row.expiry !== null && row.expiry.getTime() - margin > now.getTime()
  );
}

async function accessTokenOf(userId: string, now: Date, margin: number): Promise<string> {
  const config = getDiscordConfig();
  if (!config) throw new Error("Discord is not configured");
  const db = getDb();
  const deadline = Date.now() + REFRESH_WAIT_MS;
  for (;;) {
    const [row] = await db.select(tokenColumns).from(profile).where(eq(profile.userId, userId));
    if (!row?.linked) throw new Error("Discord is not linked");
    if (isFresh(row, now, margin) && row.accessToken) return decrypt(row.accessToken);
    const [claimed] = await db
      .update(profile)
      .set({
        discordRefreshingUntil: sql`now() + make_interval(secs => ${REFRESH_LEASE_MS / 1000})`,
      })
      .where(
        and(
          eq(profile.userId, userId),
          eq(profile.discordLinked, true),
          or(
            isNull(profile.discordRefreshingUntil),
            lt(profile.discordRefreshingUntil, sql`now()`),
          ),
        ),
      )
      .returning(tokenColumns);
    if (claimed) return refreshClaimed(config, userId, claimed, { now, margin });
    if (Date.now() > deadline)
      throw new DiscordRefreshError("the refresh is taking too long", false);
    await new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_STEP_MS));
  }
}

async function refreshClaimed(
  config: TDiscordConfig,
  userId: string,
  row: TTokenRow,
  { now, margin }: { now: Date; margin: number },
): Promise<string> {
  const db = getDb();
  const discordId = row.discordId ?? "";
  const release = () =>
    db.update(profile).set({ discordRefreshingUntil: null }).where(eq(profile.userId, userId));
  // Another server may have refreshed between our read and our claim.
  if (isFresh(row, now, margin) && row.accessToken) {
    await release();
    return decrypt(row.accessToken);
  }
  let tokens: Awaited<ReturnType<typeof refreshDiscordTokens>>;
  try {
    if (!row.refreshToken) throw new DiscordRefreshError(null, true);
    tokens = await refreshDiscordTokens(config, await decrypt(row.refreshToken), now);
  } catch (error) {
    const failure =
      error instanceof DiscordRefreshError ? error : new DiscordRefreshError(null, false);
    logger.warn(
      { userId, reason: failure.message, refused: failure.refused },
      failure.refused
        ? "Discord refused the token refresh; unlinked"
        : "Discord token refresh failed; the link stands for the next try",
    );
    await release();
    if (failure.refused) {
      await unlinkDiscord(userId, { reason: "refresh-failed", discordId });
      await createNotificationOnce(userId, {
        ...REFRESH_FAILED_NOTE,
        key: `discord-unlinked:${now.toISOString().slice(0, 10)}`,
      });
    }
    throw failure;
  }
  // Discord has rotated the refresh token: keep the new one whatever became of our lease, as
  // long as the same Discord account is linked.
  await db
    .update(profile)
    .set({
      discordAccessToken: await encrypt(tokens.accessToken),
      discordRefreshToken: await encrypt(tokens.refreshToken),
      discordTokenExpiry: tokens.expiresAt,
      discordRefreshingUntil: null,
    })
    .where(and(eq(profile.userId, userId), eq(profile.discordId, discordId)));
  return tokens.accessToken;
}

export type TRoleSync = "off" | "not-linked" | "granted" | "removed" | "unchanged" | "unlinked";

/**
 * Puts the person's community role in the Discord server where their plan says it should be
 * (domain/community/discord-role.ts): joined with the role, granted, removed or left as it is.
 * Joining happens only when `join` (at the link and when a plan or add-on starts): the nightly
 * reconcile never pulls back someone who chose to leave the server. A refused refresh on the way
 * unlinks them (spec 8) and their role is removed.
 */
export async function syncDiscordRole(
  userId: string,
  options: { now?: Date; join?: boolean } = {},
): Promise<TRoleSync> {
  const now = options.now ?? new Date();
  const config = getDiscordConfig();
  if (!config?.bot) return "off";
  const facts = await getAccessFacts(userId, now);
  const row = facts.profile;
  if (!row?.discordLinked || !row.discordId) return "not-linked";
  const discordId = row.discordId;
  const entitled = isEntitledToCommunityRole({
    tier: facts.tier,
    addon: row.addons.discordRole,
    now,
  });
  const roles = await fetchGuildMemberRoles(config, discordId);
  const planned = roleStepOf({
    entitled,
    inGuild: roles !== null,
    hasRole: roles?.includes(config.bot.roleId) ?? false,
  });
  const step = planned === "join-with-role" && options.join === false ? "none" : planned;
  if (step === "join-with-role") {
    let token: string;
    try {
      token = await getDiscordAccessToken(userId, { now });
    } catch (error) {
      // Refused: the link has ended (spec 8). Otherwise the next sync tries again.
      if (error instanceof DiscordRefreshError && error.refused) return "unlinked";
      throw error;
    }
    const joined = await addGuildMemberWithRole(config, discordId, token);
    // Joined between our look and our add: they are a member now, without the role.
    if (joined === "already-member") await setMemberRole(config, discordId, true);
  } else if (step === "grant") await setMemberRole(config, discordId, true);
  else if (step === "remove") await setMemberRole(config, discordId, false);
  await getDb()
    .update(profile)
    .set({ discordRoleGranted: entitled && (roles !== null || step === "join-with-role") })
    .where(and(eq(profile.userId, userId), eq(profile.discordId, discordId)));
  if (step === "none") return "unchanged";
  logger.info({ userId, step }, "Discord community role synced");
  return step === "remove" ? "removed" : "granted";
}

/**
 * Syncs the role after a plan change, once the response has gone (or at once outside a request).
 * A failure is logged; the nightly reconcile puts it right.
 */
export async function scheduleDiscordRoleSync(userId: string): Promise<void> {
  if (!getDiscordConfig()?.bot) return;
  const run = async () => {
    try {
      await syncDiscordRole(userId);
    } catch (error) {
      logger.error({ err: error, userId }, "Discord role sync failed");
    }
  };
  await runAfterResponse(run);
}
