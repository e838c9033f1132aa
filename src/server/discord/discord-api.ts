import "server-only";
import { discordRefreshErrorMessage } from "@/domain/community/discord-role";
import { getEnv } from "../env";

/** A Discord request that hangs is abandoned; the next sync or the nightly reconcile tries again. */
const DISCORD_TIMEOUT_MS = 10_000;
/** One wait for a rate limit, if Discord asks for no more than this; longer waits are failures. */
const MAX_RATE_LIMIT_WAIT_MS = 5_000;
/** Members per page of the server's member list (Discord's maximum). */
const MEMBER_PAGE = 1000;

export type TDiscordConfig = {
  clientId: string;
  clientSecret: string;
  /** {base}/api: OAuth's token endpoints live here. */
  oauthUrl: string;
  /** {base}/api/v10: the REST API. */
  apiUrl: string;
  bot: { token: string; guildId: string; roleId: string } | null;
};

/** Discord as configured: null when its client id and secret are not both set (the offline default). */
export function getDiscordConfig(): TDiscordConfig | null {
  const env = getEnv();
  if (!env.DISCORD_CLIENT_ID || !env.DISCORD_CLIENT_SECRET) return null;
  const base = env.DISCORD_BASE_URL.replace(/\/$/, "");
  return {
    clientId: env.DISCORD_CLIENT_ID,
    clientSecret: env.DISCORD_CLIENT_SECRET,
    oauthUrl: `${base}/api`,
    apiUrl: `${base}/api/v10`,
    bot:
      env.DISCORD_BOT_TOKEN && env.DISCORD_GUILD_ID && env.DISCORD_ROLE_ID
        ? {
            token: env.DISCORD_BOT_TOKEN,
            guildId: env.DISCORD_GUILD_ID,
            roleId: env.DISCORD_ROLE_ID,
          }
        : null,
  };
}

/** The authorization page's address (Better Auth builds the query). */
export function discordAuthorizeUrl(): string {
  return `${getEnv().DISCORD_BASE_URL.replace(/\/$/, "")}/api/oauth2/authorize`;
}

/** A refused or failed Discord call: its status (0 for no answer) and Discord's error code. */
export class DiscordApiError extends Error {
  constructor(
    readonly status: number,
    readonly discordCode: number | null,
    what: string,
  ) {
    super(`Discord ${what} failed with ${status || "no answer"}`);
    this.name = "DiscordApiError";
  }
}

async function call(
  url: string,
  init: RequestInit,
  what: string,
  retried = false,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(DISCORD_TIMEOUT_MS),
    });
  } catch (error) {
    throw Object.assign(new DiscordApiError(0, null, what), { cause: error });
  }
  if (response.status === 429 && !retried) {
    const body = (await response.json().catch(() => null)) as { retry_after?: unknown } | null;
    const waitMs = typeof body?.retry_after === "number" ? body.retry_after * 1000 : Infinity;
    if (waitMs <= MAX_RATE_LIMIT_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return call(url, init, what, true);
    }
  }
  return response;
}

async function failure(response: Response, what: string): Promise<DiscordApiError> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return new DiscordApiError(
    response.status,
    typeof body?.code === "number" ? body.code : null,
    what,
  );
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const botAuth = (config: TDiscordConfig) => ({ authorization: `Bot ${config.bot?.token ?? ""}` });

export type TDiscordTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/**
 * Spec 8's refresh failure. `refused` when Discord turned the grant down (invalid_grant: the
 * person revoked Wristwise, or the token is gone), which ends the link; otherwise Discord could
 * not be asked (no answer, an outage, a rate limit) and the link stands for the next try.
 */
export class DiscordRefreshError extends Error {
  constructor(
    description: unknown,
    readonly refused: boolean,
  ) {
    super(discordRefreshErrorMessage(description));
    this.name = "DiscordRefreshError";
  }
}

/**
 * Spec 7's refresh: a form of client_id, client_secret, grant_type=refresh_token and
 * refresh_token, read as access_token, refresh_token and expires_in. Any failure throws spec 8's
 * 'Discord token refresh error: {description or Unknown error}'.
 */
export async function refreshDiscordTokens(
  config: TDiscordConfig,
  refreshToken: string,
  now = new Date(),
): Promise<TDiscordTokens> {
  let response: Response;
  try {
    response = await call(
      `${config.oauthUrl}/oauth2/token`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: "refresh_token",
          refresh_token: refreshToken,
        }),
      },
      "token refresh",
    );
  } catch {
    throw new DiscordRefreshError(null, false);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok)
    throw new DiscordRefreshError(
      body?.error_description,
      (response.status === 400 || response.status === 401) && body?.error === "invalid_grant",
    );
  const { access_token, refresh_token, expires_in } = body ?? {};
  if (
    typeof access_token !== "string" ||
    !access_token ||
    typeof expires_in !== "number" ||
    !(expires_in > 0)
  )
    throw new DiscordRefreshError(null, false);
  return {
    accessToken: access_token,
    // Discord sends a new refresh token with each refresh; keep the old one if it ever doesn't.
    refreshToken: typeof refresh_token === "string" && refresh_token ? refresh_token : refreshToken,
    expiresAt: new Date(now.getTime() + expires_in * 1000),
  };
}

/** Tells Discord to forget a token (unlinking); the person no longer sees Wristwise as authorised. */
export async function revokeDiscordToken(
  config: TDiscordConfig,
  token: string,
  hint: "access_token" | "refresh_token",
): Promise<void> {
  const response = await call(
    `${config.oauthUrl}/oauth2/token/revoke`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        token,
        token_type_hint: hint,
      }),
    },
    "token revoke",
  );
  if (!response.ok) throw await failure(response, "token revoke");
}

export type TDiscordUser = {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
  avatar?: string | null;
  discriminator?: string;
};

/** The person behind an access token (GET /users/@me). */
export async function fetchDiscordUser(
  config: TDiscordConfig,
  accessToken: string,
): Promise<TDiscordUser> {
  const response = await call(
    `${config.apiUrl}/users/@me`,
    { headers: bearer(accessToken) },
    "user lookup",
  );
  if (!response.ok) throw await failure(response, "user lookup");
  const body = (await response.json().catch(() => null)) as TDiscordUser | null;
  if (!body || typeof body.id !== "string" || typeof body.username !== "string")
    throw new DiscordApiError(response.status, null, "user lookup");
  return body;
}

type TBot = NonNullable<TDiscordConfig["bot"]>;

function botOf(config: TDiscordConfig): TBot {
  if (!config.bot) throw new Error("the Discord bot is not configured");
  return config.bot;
}

/** A server member's roles, or null when the person is not in the server. */
export async function fetchGuildMemberRoles(
  config: TDiscordConfig,
  discordId: string,
): Promise<string[] | null> {
  const bot = botOf(config);
  const response = await call(
    `${config.apiUrl}/guilds/${bot.guildId}/members/${encodeURIComponent(discordId)}`,
    { headers: botAuth(config) },
    "member lookup",
  );
  if (response.status === 404) return null;
  if (!response.ok) throw await failure(response, "member lookup");
  const body = (await response.json().catch(() => null)) as { roles?: unknown } | null;
  return Array.isArray(body?.roles) ? body.roles.filter((r) => typeof r === "string") : [];
}

/**
 * Adds the person to the server with the role, by their own token's guilds.join scope. Discord
 * answers 201 when they joined, and 204 (changing nothing) when they were already a member.
 */
export async function addGuildMemberWithRole(
  config: TDiscordConfig,
  discordId: string,
  accessToken: string,
): Promise<"joined" | "already-member"> {
  const bot = botOf(config);
  const response = await call(
    `${config.apiUrl}/guilds/${bot.guildId}/members/${encodeURIComponent(discordId)}`,
    {
      method: "PUT",
      headers: { ...botAuth(config), "content-type": "application/json" },
      body: JSON.stringify({ access_token: accessToken, roles: [bot.roleId] }),
    },
    "server join",
  );
  if (response.status === 201) return "joined";
  if (response.status === 204) return "already-member";
  throw await failure(response, "server join");
}

/** Grants (PUT) or removes (DELETE) the community role of a server member. */
export async function setMemberRole(
  config: TDiscordConfig,
  discordId: string,
  grant: boolean,
): Promise<void> {
  const bot = botOf(config);
  const what = grant ? "role grant" : "role removal";
  const response = await call(
    `${config.apiUrl}/guilds/${bot.guildId}/members/${encodeURIComponent(discordId)}/roles/${bot.roleId}`,
    { method: grant ? "PUT" : "DELETE", headers: botAuth(config) },
    what,
  );
  // Removing a role from someone who left the server has nothing left to do.
  if (!grant && response.status === 404) return;
  if (!response.ok) throw await failure(response, what);
}

/** Everyone in the server holding the community role, page by page (for the nightly reconcile). */
export async function listRoleHolders(config: TDiscordConfig): Promise<string[]> {
  const bot = botOf(config);
  const holders: string[] = [];
  let after = "0";
  for (;;) {
    const response = await call(
      `${config.apiUrl}/guilds/${bot.guildId}/members?limit=${MEMBER_PAGE}&after=${after}`,
      { headers: botAuth(config) },
      "member list",
    );
    if (!response.ok) throw await failure(response, "member list");
    const page = (await response.json().catch(() => null)) as
      | { user?: { id?: unknown }; roles?: unknown }[]
      | null;
    if (!Array.isArray(page)) throw new DiscordApiError(response.status, null, "member list");
    for (const member of page) {
      const id = member.user?.id;
      if (
        typeof id === "string" &&
        Array.isArray(member.roles) &&
        member.roles.includes(bot.roleId)
      )
        holders.push(id);
    }
    const last = page.at(-1)?.user?.id;
    if (page.length < MEMBER_PAGE || typeof last !== "string") return holders;
    after = last;
  }
}
