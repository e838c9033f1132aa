// Linking Discord (issue #20) against a local stand-in of Discord's OAuth pages, token endpoints
// and guild API (tests/e2e/discord-stand-in.mjs): no test reaches the network. The link goes
// through Better Auth's Discord provider and its callback, the tokens end encrypted on the profile,
// the bot grants and removes the community role as the plan says, a refused refresh unlinks with
// spec 8's error, and the nightly reconcile puts drift right.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_CARD_SUCCESS } from "@/domain/billing/test-card";
import { discordOutcomeOfError } from "@/domain/community/discord-route";
import {
  STAND_IN_BOT,
  STAND_IN_CLIENT,
  startDiscordStandIn,
} from "../../../tests/e2e/discord-stand-in.mjs";
import { latestResetToken } from "../../../tests/factories/latest-reset-token";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getAccessFacts } from "../access/get-access-facts";
import { deleteAccount } from "../account/delete-account";
import { exportUserData } from "../account/export-user-data";
import { getAuth } from "../auth/auth";
import { requestPasswordReset } from "../auth/request-password-reset";
import { resetPassword } from "../auth/reset-password";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { payLocalCheckout } from "../billing/local-provider";
import { applyProviderEvents } from "../billing/manage-subscription";
import { startCheckout } from "../billing/start-checkout";
import { startGuestCheckout } from "../billing/start-guest-checkout";
import { getDb } from "../db/client";
import {
  account,
  auditLog,
  checkoutSessions,
  notifications,
  profile,
  purchases,
  scheduledRuns,
  user,
} from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { resetEnvCache } from "../env";
import {
  completeDiscordLink,
  getDiscordAccessToken,
  getDiscordLinkState,
  startDiscordLink,
  syncDiscordRole,
  unlinkDiscord,
} from "./discord-link";
import { reconcileDiscordRoles, reconcileDiscordRolesIfDue } from "./discord-reconcile";

type TStandIn = Awaited<ReturnType<typeof startDiscordStandIn>>;
let standIn: TStandIn;

const ENV_NAMES = [
  "DISCORD_CLIENT_ID",
  "DISCORD_CLIENT_SECRET",
  "DISCORD_BASE_URL",
  "DISCORD_BOT_TOKEN",
  "DISCORD_GUILD_ID",
  "DISCORD_ROLE_ID",
];
const authGlobal = globalThis as unknown as { __wristwiseAuth?: unknown };

function discordOn(withBot = true) {
  process.env.DISCORD_CLIENT_ID = STAND_IN_CLIENT.id;
  process.env.DISCORD_CLIENT_SECRET = STAND_IN_CLIENT.secret;
  process.env.DISCORD_BASE_URL = standIn.url;
  if (withBot) {
    process.env.DISCORD_BOT_TOKEN = STAND_IN_BOT.token;
    process.env.DISCORD_GUILD_ID = STAND_IN_BOT.guildId;
    process.env.DISCORD_ROLE_ID = STAND_IN_BOT.roleId;
  }
  resetEnvCache();
  authGlobal.__wristwiseAuth = undefined;
}

function discordOff() {
  for (const name of ENV_NAMES) delete process.env[name];
  resetEnvCache();
  authGlobal.__wristwiseAuth = undefined;
}

beforeAll(async () => {
  standIn = await startDiscordStandIn();
});

afterAll(async () => {
  discordOff();
  await standIn.stop();
});

beforeEach(async () => {
  discordOff();
  await resetTestDb();
  await seedDemoAccounts();
  const s = standIn.state;
  for (const map of [s.users, s.codes, s.access, s.refresh, s.members]) map.clear();
  s.refreshFailure = null;
  s.refreshes.length = 0;
  s.revoked.length = 0;
  s.botCalls.length = 0;
  discordOn();
});

const cookiesOf = (setCookie: string[]) => setCookie.map((c) => c.split(";")[0]).join("; ");

async function signIn(email: string) {
  const result = await getAuth().api.signInEmail({
    body: { email, password: "wristwise-demo" },
    returnHeaders: true,
  });
  return {
    userId: result.response.user.id,
    cookie: cookiesOf(result.headers.getSetCookie()),
  };
}

const DISCORD_ID = "800000000000000001";

/**
 * Discord's consent page, answered as `identity` for the authorisation address our start sent the
 * browser to: where Discord sends the browser back (Better Auth's callback, with a code or an
 * error).
 */
async function consentAtDiscord(
  authorizeUrl: string,
  identity: Record<"id" | "username" | "email" | "decision", string> & { verified?: string },
): Promise<string> {
  const authorize = new URL(authorizeUrl);
  const consent = await fetch(`${standIn.url}/api/oauth2/authorize`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      client_id: authorize.searchParams.get("client_id") ?? "",
      redirect_uri: authorize.searchParams.get("redirect_uri") ?? "",
      state: authorize.searchParams.get("state") ?? "",
      scope: authorize.searchParams.get("scope") ?? "",
      ...identity,
    }),
  });
  return consent.headers.get("location") ?? "";
}

/**
 * A person links Discord as a browser would: the link starts, Discord's consent is given as
 * `identity`, and Better Auth's callback takes the code and sends the browser back to our
 * completion address (`landing`, with the start's one-time value).
 */
async function returnFromDiscord(
  email: string,
  identity: { id?: string; username?: string; decision?: "allow" | "deny" } = {},
) {
  const { userId, cookie } = await signIn(email);
  const started = await startDiscordLink({
    headers: requestHeaders({ cookie }),
    userId,
    completeUrl: "/api/auth/discord?action=complete",
    errorUrl: "/api/auth/discord?action=complete",
  });
  if (!started.ok) throw new Error(`link did not start: ${started.reason}`);
  const back = await consentAtDiscord(started.url, {
    id: identity.id ?? DISCORD_ID,
    username: identity.username ?? "wrist_friend",
    email: "friend@discord.test",
    decision: identity.decision ?? "allow",
  });
  const returned = await getAuth().handler(
    new Request(back, {
      headers: requestHeaders({ cookie: `${cookie}; ${cookiesOf(started.setCookie)}` }),
    }),
  );
  const landing = new URL(returned.headers.get("location") ?? "", "http://localhost:3000");
  return { userId, cookie, landing, nonce: landing.searchParams.get("nonce") ?? "" };
}

/** returnFromDiscord, then our completion, as the browser's next request would run it. */
async function linkDiscord(email: string, identity: Parameters<typeof returnFromDiscord>[1] = {}) {
  const returned = await returnFromDiscord(email, identity);
  const completed = returned.landing.searchParams.get("error")
    ? null
    : await completeDiscordLink(
        returned.userId,
        returned.nonce,
        requestHeaders({ cookie: returned.cookie }),
      );
  return { ...returned, completed };
}

async function profileOf(userId: string) {
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
  if (!row) throw new Error("no profile");
  return row;
}

const rolesOf = (discordId: string) => [...(standIn.state.members.get(discordId) ?? [])];

async function auditActions(userId: string) {
  const rows = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.userId, userId));
  return rows.map((r) => r.action).filter((a) => a.startsWith("discord"));
}

describe("starting a link", () => {
  it("is not available where Discord is not configured", async () => {
    discordOff();
    const { userId, cookie } = await signIn("community@demo.wristwise.app");
    const result = await startDiscordLink({
      headers: requestHeaders({ cookie }),
      userId,
      completeUrl: "/x",
      errorUrl: "/x",
    });
    expect(result).toEqual({ ok: false, reason: "not-configured" });
    expect(await getDiscordLinkState(userId)).toMatchObject({ configured: false, linked: false });
  });

  it("sends a signed-in person to the configured Discord with guilds.join, and refuses anyone signed out", async () => {
    const { userId, cookie } = await signIn("community@demo.wristwise.app");
    const result = await startDiscordLink({
      headers: requestHeaders({ cookie }),
      userId,
      completeUrl: "/api/auth/discord?action=complete",
      errorUrl: "/api/auth/discord?action=complete",
    });
    if (!result.ok) throw new Error(result.reason);
    const url = new URL(result.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/api/oauth2/authorize`);
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual([
      "email",
      "guilds.join",
      "identify",
    ]);
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/auth/callback/discord",
    );
    expect(result.setCookie.join(";")).toContain("state");
    expect((await profileOf(userId)).discordLinkStartedAt).not.toBeNull();
    expect(
      await startDiscordLink({
        headers: requestHeaders(),
        userId,
        completeUrl: "/x",
        errorUrl: "/x",
      }),
    ).toEqual({ ok: false, reason: "signed-out" });
  });
});

describe("linking", () => {
  it("links the session's Discord account, keeps its tokens encrypted once, and joins the member to the server with the role", async () => {
    const { userId, completed } = await linkDiscord("community@demo.wristwise.app");
    expect(completed).toBe("linked");
    const row = await profileOf(userId);
    expect(row).toMatchObject({
      discordLinked: true,
      discordId: DISCORD_ID,
      discordUsername: "wrist_friend",
      discordRoleGranted: true,
      discordLinkStartedAt: null,
    });
    // Encrypted at rest: the stored values are not the tokens Discord issued.
    const issued = [...standIn.state.access.keys(), ...standIn.state.refresh.keys()];
    expect(issued).toHaveLength(2);
    for (const stored of [row.discordAccessToken, row.discordRefreshToken]) {
      expect(stored).toBeTruthy();
      expect(issued).not.toContain(stored);
      for (const token of issued) expect(stored).not.toContain(token);
    }
    expect(await getDiscordAccessToken(userId)).toBe([...standIn.state.access.keys()][0]);
    // Held once: Better Auth's account row keeps the Discord id, not the tokens.
    const [linked] = await getDb().select().from(account).where(eq(account.providerId, "discord"));
    expect(linked).toMatchObject({
      userId,
      accountId: DISCORD_ID,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
    });
    expect(rolesOf(DISCORD_ID)).toEqual([STAND_IN_BOT.roleId]);
    expect(await auditActions(userId)).toEqual(["discord_linked"]);
    expect(await getDiscordLinkState(userId)).toEqual({
      configured: true,
      roleConfigured: true,
      linked: true,
      username: "wrist_friend",
      roleGranted: true,
    });
  });

  it("links without a role for a plan that doesn't include it, and gives none", async () => {
    const { userId, completed } = await linkDiscord("annual@demo.wristwise.app");
    expect(completed).toBe("linked");
    expect(await profileOf(userId)).toMatchObject({
      discordLinked: true,
      discordRoleGranted: false,
    });
    expect(standIn.state.members.has(DISCORD_ID)).toBe(false);
  });

  it("refuses a Discord account already linked to another person, and changes nothing for them", async () => {
    const first = await linkDiscord("community@demo.wristwise.app");
    const second = await linkDiscord("annual@demo.wristwise.app");
    expect(second.landing.searchParams.get("error")).toBe(
      "account_already_linked_to_different_user",
    );
    expect(await profileOf(second.userId)).toMatchObject({ discordLinked: false, discordId: null });
    expect(await profileOf(first.userId)).toMatchObject({
      discordLinked: true,
      discordId: DISCORD_ID,
    });
  });

  it("changes nothing when the person cancels at Discord", async () => {
    const { userId, landing } = await linkDiscord("community@demo.wristwise.app", {
      decision: "deny",
    });
    expect(landing.searchParams.get("error")).toBe("access_denied");
    expect(await profileOf(userId)).toMatchObject({ discordLinked: false });
    expect(await getDb().select().from(account).where(eq(account.providerId, "discord"))).toEqual(
      [],
    );
  });

  it("completes only with the start's one-time value, once, within 10 minutes", async () => {
    const { userId, nonce } = await linkDiscord("community@demo.wristwise.app");
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Done: a replayed return finds nothing to complete.
    expect(await completeDiscordLink(userId, nonce)).toBe("expired");
    await unlinkDiscord(userId);

    // Another site's link to ?action=complete has no value, or a wrong one: nothing happens,
    // and the person's own link in progress still completes.
    const second = await linkDiscord("annual@demo.wristwise.app", { id: "800000000000000009" });
    expect(second.completed).toBe("linked");
    await unlinkDiscord(second.userId);
    const { cookie } = await signIn("annual@demo.wristwise.app");
    const started = await startDiscordLink({
      headers: requestHeaders({ cookie }),
      userId: second.userId,
      completeUrl: "/api/auth/discord?action=complete",
      errorUrl: "/x",
    });
    expect(started.ok).toBe(true);
    expect(await completeDiscordLink(second.userId, "")).toBe("expired");
    expect(await completeDiscordLink(second.userId, "a".repeat(32))).toBe("expired");
    expect((await profileOf(second.userId)).discordLinkNonce).not.toBeNull();

    // Someone who never started a link has nothing to complete.
    const [free] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "free@demo.wristwise.app"));
    expect(await completeDiscordLink(free?.id ?? "", nonce)).toBe("expired");
  });

  it.each([
    { label: "9 minutes 59 seconds", ms: 10 * 60_000 - 1000, outcome: "linked" },
    { label: "10 minutes and 1 second", ms: 10 * 60_000 + 1000, outcome: "expired" },
  ])("a return $label after the start is $outcome", async ({ ms, outcome }) => {
    const { userId, landing, nonce } = await returnFromDiscord("community@demo.wristwise.app");
    expect(landing.pathname).toBe("/api/auth/discord");
    const later = new Date(Date.now() + ms);
    expect(await completeDiscordLink(userId, nonce, undefined, later)).toBe(outcome);
    expect((await profileOf(userId)).discordLinked).toBe(outcome === "linked");
  });

  it("linking another Discord account takes the role and our access from the first", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    const second = await linkDiscord("community@demo.wristwise.app", {
      id: "800000000000000005",
      username: "new_me",
    });
    expect(second.completed).toBe("linked");
    expect(rolesOf(DISCORD_ID)).toEqual([]);
    expect(rolesOf("800000000000000005")).toEqual([STAND_IN_BOT.roleId]);
    expect(standIn.state.revoked).toHaveLength(1);
    expect(await profileOf(userId)).toMatchObject({
      discordId: "800000000000000005",
      discordUsername: "new_me",
      discordRoleGranted: true,
    });
    const rows = await getDb().select().from(account).where(eq(account.providerId, "discord"));
    expect(rows.map((r) => r.accountId)).toEqual(["800000000000000005"]);
  });
});

/**
 * Someone signed out chooses "Continue with Discord" (the sign-in page's action), gives Discord's
 * consent as `identity` with an email Discord has or has not verified, and Better Auth's callback
 * runs: where it sends the browser, as a root-relative address.
 */
async function signInWithDiscord(identity: { id: string; email: string; verified: boolean }) {
  const started = await getAuth().api.signInSocial({
    body: {
      provider: "discord",
      callbackURL: "/dashboard",
      errorCallbackURL: "/login?error=oauth",
    },
    headers: requestHeaders(),
    returnHeaders: true,
  });
  const back = await consentAtDiscord(started.response.url ?? "", {
    id: identity.id,
    username: "new_to_wristwise",
    email: identity.email,
    verified: String(identity.verified),
    decision: "allow",
  });
  const returned = await getAuth().handler(
    new Request(back, {
      headers: requestHeaders({ cookie: cookiesOf(started.headers.getSetCookie()) }),
    }),
  );
  const to = new URL(returned.headers.get("location") ?? "", "http://localhost:3000");
  return { to, setCookie: returned.headers.getSetCookie() };
}

async function discordAccountsOf(discordId: string) {
  return getDb()
    .select({ userId: account.userId })
    .from(account)
    .where(eq(account.accountId, discordId));
}

describe("signing up with Discord", () => {
  it("makes an account for an address Discord has verified, recorded as a Discord sign-up", async () => {
    const { to, setCookie } = await signInWithDiscord({
      id: "800000000000000011",
      email: "New.Person@discord.test",
      verified: true,
    });
    expect(to.pathname).toBe("/dashboard");
    expect(setCookie.join(";")).toContain("session_token");
    const [created] = await getDb()
      .select()
      .from(user)
      .where(eq(user.email, "new.person@discord.test"));
    expect(created).toMatchObject({ emailVerified: true });
    expect((await profileOf(created?.id ?? "")).signupMethod).toBe("discord_oauth");
    expect(await discordAccountsOf("800000000000000011")).toEqual([{ userId: created?.id }]);
  });

  it("joins a guest's purchases for that address to the new account at once (the address is proven)", async () => {
    const email = "buyer@discord.test";
    const { url, checkoutId } = await startGuestCheckout({
      email,
      offerId: "learning-bundle",
      headers: requestHeaders(),
    });
    const sessionId = new URL(url, "http://x").searchParams.get("session") ?? "";
    await applyProviderEvents([
      await payLocalCheckout({
        userId: null,
        sessionId,
        card: { name: "Gale Guest", number: TEST_CARD_SUCCESS, expiry: "12/40", cvc: "123" },
      }),
    ]);
    const [checkout] = await getDb()
      .select({ guestId: checkoutSessions.userId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    expect(checkout?.guestId).toBeTruthy();
    await signInWithDiscord({ id: "800000000000000014", email, verified: true });
    const [created] = await getDb().select().from(user).where(eq(user.email, email));
    const bought = await getDb()
      .select({ productId: purchases.productId })
      .from(purchases)
      .where(eq(purchases.userId, created?.id ?? ""));
    expect(bought).toHaveLength(5);
    // The guest is gone, and what it bought opens for the new account.
    const [guestLeft] = await getDb()
      .select({ userId: profile.userId })
      .from(profile)
      .where(eq(profile.userId, checkout?.guestId ?? ""));
    expect(guestLeft).toBeUndefined();
    expect(
      (await getAccessFacts(created?.id ?? "")).profile?.addons.miniCourses?.purchased,
    ).toHaveLength(3);
  });

  it("makes no account for an address Discord has not verified, and says why on the sign-in page", async () => {
    const usersBefore = await getDb().select({ id: user.id }).from(user);
    const { to, setCookie } = await signInWithDiscord({
      id: "800000000000000012",
      email: "not-yet-theirs@example.com",
      verified: false,
    });
    expect(to.pathname).toBe("/login");
    expect(to.searchParams.getAll("error")).toEqual(["oauth", "email_not_verified"]);
    expect(setCookie.join(";")).not.toContain("session_token=");
    expect(await getDb().select({ id: user.id }).from(user)).toHaveLength(usersBefore.length);
    expect(await discordAccountsOf("800000000000000012")).toEqual([]);
  });

  it("never joins an unverified Discord address onto the existing account that has it", async () => {
    const { to } = await signInWithDiscord({
      id: "800000000000000013",
      email: "community@demo.wristwise.app",
      verified: false,
    });
    expect(to.pathname).toBe("/login");
    expect(to.searchParams.getAll("error")).toContain("account_not_linked");
    expect(await discordAccountsOf("800000000000000013")).toEqual([]);
  });
});

describe("a sign-in added only where the address is proven", () => {
  const EMAIL = "unconfirmed@example.com";

  async function unconfirmedAccount() {
    const signedUp = await signUpWithEmail(
      { name: "Sam", email: EMAIL, password: "wristwise-demo" },
      requestHeaders(),
    );
    if (!signedUp.ok) throw new Error("sign-up failed");
    return signedUp.userId;
  }

  it("refuses to link Discord to an account whose email is not confirmed, and says why", async () => {
    const userId = await unconfirmedAccount();
    const { landing } = await returnFromDiscord(EMAIL);
    expect(landing.searchParams.get("error")).toBe("confirm_email_first");
    expect(discordOutcomeOfError(landing.searchParams.get("error"))).toBe("confirm-email");
    expect(await discordAccountsOf(DISCORD_ID)).toEqual([]);
    expect(await profileOf(userId)).toMatchObject({ discordLinked: false, discordId: null });

    // Once the address is confirmed, the same link goes through.
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    const linked = await linkDiscord(EMAIL);
    expect(linked.completed).toBe("linked");
    expect(await discordAccountsOf(DISCORD_ID)).toEqual([{ userId }]);
  });

  it("a reset that first proves the address removes every Google or Discord sign-in added before", async () => {
    // As an account could be before the rule: unconfirmed, with Discord linked by whoever held it.
    const userId = await unconfirmedAccount();
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    await linkDiscord(EMAIL);
    await getDb().update(user).set({ emailVerified: false }).where(eq(user.id, userId));
    await getDb().insert(account).values({
      id: "legacy-google",
      accountId: "google-sub-1",
      providerId: "google",
      userId,
    });

    expect(await requestPasswordReset(EMAIL, requestHeaders())).toEqual({ ok: true });
    expect(
      await resetPassword(await latestResetToken(EMAIL), "a-new-calm-pass-7", requestHeaders()),
    ).toEqual({ ok: true });

    const ways = await getDb()
      .select({ providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, userId));
    expect(ways.map((w) => w.providerId)).toEqual(["credential"]);
    expect(await profileOf(userId)).toMatchObject({ discordLinked: false, discordId: null });
    expect(rolesOf(DISCORD_ID)).toEqual([]);
    const audits = await getDb()
      .select({ action: auditLog.action, resourceId: auditLog.resourceId })
      .from(auditLog)
      .where(eq(auditLog.userId, userId));
    // The Discord link goes as an unlink does (its role and tokens with it), the rest one by one.
    expect(
      audits
        .filter((a) => ["discord_unlinked", "unproven_sign_in_removed"].includes(a.action))
        .map((a) => `${a.action} ${a.resourceId ?? ""}`.trim())
        .sort(),
    ).toEqual([`discord_unlinked ${DISCORD_ID}`, "unproven_sign_in_removed google"]);
  });

  it("a reset of an account whose address was already proven keeps its sign-ins", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    expect(await requestPasswordReset("community@demo.wristwise.app", requestHeaders())).toEqual({
      ok: true,
    });
    expect(
      await resetPassword(
        await latestResetToken("community@demo.wristwise.app"),
        "a-new-calm-pass-7",
        requestHeaders(),
      ),
    ).toEqual({ ok: true });
    expect(await discordAccountsOf(DISCORD_ID)).toEqual([{ userId }]);
    expect(await profileOf(userId)).toMatchObject({ discordLinked: true, discordId: DISCORD_ID });
  });
});

describe("unlinking", () => {
  it("removes the role, revokes the tokens at Discord and clears every Discord field", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    expect(await unlinkDiscord(userId)).toBe("unlinked");
    expect(rolesOf(DISCORD_ID)).toEqual([]);
    expect(standIn.state.revoked).toHaveLength(1);
    expect(standIn.state.refresh.size).toBe(0);
    expect(await profileOf(userId)).toMatchObject({
      discordLinked: false,
      discordId: null,
      discordUsername: null,
      discordAccessToken: null,
      discordRefreshToken: null,
      discordTokenExpiry: null,
      discordRoleGranted: false,
    });
    // The demo account signs in with a password, so the Discord sign-in goes too.
    expect(await getDb().select().from(account).where(eq(account.providerId, "discord"))).toEqual(
      [],
    );
    expect(await auditActions(userId)).toEqual(["discord_linked", "discord_unlinked"]);
    expect(await unlinkDiscord(userId)).toBe("not-linked");
  });

  it("keeps the Discord sign-in of someone who has no other way in, without its tokens", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await getDb().delete(account).where(eq(account.providerId, "credential"));
    await unlinkDiscord(userId);
    const rows = await getDb().select().from(account).where(eq(account.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerId: "discord",
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
    });
  });

  it("happens with the account's deletion, and the export never holds the tokens", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    const exported = JSON.stringify(await exportUserData({ userId }));
    expect(exported).toContain("wrist_friend");
    expect(exported).not.toMatch(/discordAccessToken|discordRefreshToken|discordLinkNonce/);
    for (const token of [...standIn.state.access.keys(), ...standIn.state.refresh.keys()])
      expect(exported).not.toContain(token);
    const row = await profileOf(userId);
    expect(exported).not.toContain(String(row.discordAccessToken));
    await deleteAccount({ userId });
    expect(rolesOf(DISCORD_ID)).toEqual([]);
    expect(standIn.state.revoked).toHaveLength(1);
  });
});

describe("token refresh (spec 7 and 8)", () => {
  async function expireStoredToken(userId: string, msFromNow: number) {
    await getDb()
      .update(profile)
      .set({ discordTokenExpiry: new Date(Date.now() + msFromNow) })
      .where(eq(profile.userId, userId));
  }

  it.each([
    { label: "in 6 minutes", ms: 6 * 60_000, refreshes: 0 },
    { label: "in 5 minutes and 1 second", ms: 5 * 60_000 + 1000, refreshes: 0 },
    { label: "in 4 minutes 59 seconds", ms: 5 * 60_000 - 1000, refreshes: 1 },
    { label: "a second ago", ms: -1000, refreshes: 1 },
  ])("a token expiring $label is refreshed $refreshes times", async ({ ms, refreshes }) => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    const before = [...standIn.state.access.keys()][0];
    await expireStoredToken(userId, ms);
    const token = await getDiscordAccessToken(userId);
    expect(standIn.state.refreshes).toHaveLength(refreshes);
    if (refreshes === 0) expect(token).toBe(before);
    else {
      expect(token).not.toBe(before);
      const row = await profileOf(userId);
      expect(row.discordTokenExpiry?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
      expect(row.discordRefreshingUntil).toBeNull();
      // The rotated refresh token works for the next refresh.
      await expireStoredToken(userId, -1000);
      await getDiscordAccessToken(userId);
      expect(standIn.state.refreshes).toHaveLength(2);
    }
  });

  it("refreshes once for many requests at a time", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await expireStoredToken(userId, -1000);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => getDiscordAccessToken(userId)),
    );
    expect(new Set(tokens).size).toBe(1);
    expect(standIn.state.refreshes).toHaveLength(1);
  });

  it("waits for a refresh another server holds, then uses its token", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await expireStoredToken(userId, -1000);
    const lease = new Date(Date.now() + 30_000);
    await getDb()
      .update(profile)
      .set({ discordRefreshingUntil: lease })
      .where(eq(profile.userId, userId));
    const waiting = getDiscordAccessToken(userId);
    // The other server finishes: a fresh token and the lease given back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const fresh = (await profileOf(userId)).discordAccessToken;
    await getDb()
      .update(profile)
      .set({ discordTokenExpiry: new Date(Date.now() + 86_400_000), discordRefreshingUntil: null })
      .where(eq(profile.userId, userId));
    expect(await waiting).toBe([...standIn.state.access.keys()][0]);
    expect(standIn.state.refreshes).toHaveLength(0);
    expect(fresh).toBeTruthy();
  });

  it.each([
    [
      { error: "invalid_grant", error_description: 'Invalid "refresh_token" in request.' },
      'Discord token refresh error: Invalid "refresh_token" in request.',
    ],
    [{ error: "invalid_grant" }, "Discord token refresh error: Unknown error"],
  ])(
    "a refused refresh throws spec 8's error and the person is unlinked (%j)",
    async (failure, message) => {
      const { userId } = await linkDiscord("community@demo.wristwise.app");
      await expireStoredToken(userId, -1000);
      standIn.state.refreshFailure = failure;
      await expect(getDiscordAccessToken(userId)).rejects.toThrow(message);
      expect(await profileOf(userId)).toMatchObject({
        discordLinked: false,
        discordId: null,
        discordAccessToken: null,
        discordRefreshToken: null,
        discordRoleGranted: false,
      });
      expect(rolesOf(DISCORD_ID)).toEqual([]);
      expect(await auditActions(userId)).toContain("discord_unlinked_refresh_failed");
      const notes = await getDb()
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      expect(notes).toContainEqual({
        title: "Link Discord again",
        link: "/community-dashboard/settings",
      });
      await expect(getDiscordAccessToken(userId)).rejects.toThrow("Discord is not linked");
    },
  );

  it("a refresh Discord doesn't answer reads 'Unknown error' and keeps the link for the next try", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await expireStoredToken(userId, -1000);
    process.env.DISCORD_BASE_URL = "http://127.0.0.1:9";
    resetEnvCache();
    await expect(getDiscordAccessToken(userId)).rejects.toThrow(
      /^Discord token refresh error: Unknown error$/,
    );
    expect(await profileOf(userId)).toMatchObject({
      discordLinked: true,
      discordRefreshingUntil: null,
    });
    discordOn();
    await expect(getDiscordAccessToken(userId)).resolves.toBeTruthy();
  });

  it.each([
    [
      {
        status: "outage",
        body: { error: "server_error", error_description: "Try later" } as {
          error: string;
          error_description?: string;
        },
      },
    ],
    [{ status: "our client", body: { error: "invalid_client" } }],
  ])("a refresh failing for another reason (%o) throws and keeps the link", async ({ body }) => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await expireStoredToken(userId, -1000);
    standIn.state.refreshFailure = body;
    await expect(getDiscordAccessToken(userId)).rejects.toThrow(
      `Discord token refresh error: ${body.error_description ?? "Unknown error"}`,
    );
    expect((await profileOf(userId)).discordLinked).toBe(true);
    expect(rolesOf(DISCORD_ID)).toEqual([STAND_IN_BOT.roleId]);
  });
});

describe("the community role follows the plan", () => {
  async function setAddon(userId: string, currentPeriodEnd: Date | null, active = true) {
    const row = await profileOf(userId);
    await getDb()
      .update(profile)
      .set({
        addons: {
          ...row.addons,
          discordRole: {
            id: "sub_chat",
            active,
            createdAt: new Date().toISOString(),
            currentPeriodEnd: currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: false,
          },
        },
      })
      .where(eq(profile.userId, userId));
  }

  it("the chat-role add-on grants it, and its end removes it", async () => {
    const { userId } = await linkDiscord("annual@demo.wristwise.app");
    expect(standIn.state.members.has(DISCORD_ID)).toBe(false);
    await setAddon(userId, new Date(Date.now() + 86_400_000));
    expect(await syncDiscordRole(userId)).toBe("granted");
    expect(rolesOf(DISCORD_ID)).toEqual([STAND_IN_BOT.roleId]);
    expect(await syncDiscordRole(userId)).toBe("unchanged");
    await setAddon(userId, new Date(Date.now() - 1000));
    // Its end has passed, so reading the snapshot asks the provider again first; the billing
    // refresh's own sync may already have taken the role off, so this one finds it gone.
    expect(["removed", "unchanged"]).toContain(await syncDiscordRole(userId));
    expect(rolesOf(DISCORD_ID)).toEqual([]);
    expect(standIn.state.botCalls).toContain(`DELETE role ${DISCORD_ID}`);
    // Still in the server, without the role; a new add-on grants it again without a join.
    await setAddon(userId, null);
    expect(await syncDiscordRole(userId)).toBe("granted");
    expect(standIn.state.botCalls.at(-1)).toBe(`PUT role ${DISCORD_ID}`);
  });

  it("buying the chat-role add-on grants the role at once, through the billing event", async () => {
    const { userId } = await linkDiscord("annual@demo.wristwise.app");
    const { url } = await startCheckout({ userId, addonType: "discordRole" });
    const session = new URL(url, "http://x").searchParams.get("session") ?? "";
    const event = await payLocalCheckout({
      userId,
      sessionId: session,
      card: { name: "Ann Annual", number: TEST_CARD_SUCCESS, expiry: "12/40", cvc: "123" },
    });
    await applyProviderEvents([event]);
    expect(rolesOf(DISCORD_ID)).toEqual([STAND_IN_BOT.roleId]);
    expect((await profileOf(userId)).discordRoleGranted).toBe(true);
  });

  it("does nothing without the bot, or for someone not linked", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await unlinkDiscord(userId);
    expect(await syncDiscordRole(userId)).toBe("not-linked");
    for (const name of ["DISCORD_BOT_TOKEN", "DISCORD_GUILD_ID", "DISCORD_ROLE_ID"])
      delete process.env[name];
    resetEnvCache();
    expect(await syncDiscordRole(userId)).toBe("off");
  });
});

describe("the nightly reconcile", () => {
  it("grants what is missing, removes what is not due and what nobody linked holds", async () => {
    const member = await linkDiscord("community@demo.wristwise.app");
    const annual = await linkDiscord("annual@demo.wristwise.app", {
      id: "800000000000000002",
      username: "annual_friend",
    });
    // Drift: the member's role taken by hand, the annual person given it by hand, and a
    // stranger holding it.
    standIn.state.members.get(DISCORD_ID)?.delete(STAND_IN_BOT.roleId);
    standIn.state.members.set("800000000000000002", new Set([STAND_IN_BOT.roleId]));
    standIn.state.members.set("800000000000000003", new Set([STAND_IN_BOT.roleId, "1"]));
    const report = await reconcileDiscordRoles();
    expect(report).toEqual({
      checked: 2,
      granted: 1,
      removed: 1,
      unlinked: 0,
      failed: 0,
      strayRemoved: 1,
    });
    expect(rolesOf(DISCORD_ID)).toEqual([STAND_IN_BOT.roleId]);
    expect(rolesOf("800000000000000002")).toEqual([]);
    expect(rolesOf("800000000000000003")).toEqual(["1"]);
    expect((await profileOf(member.userId)).discordRoleGranted).toBe(true);
    expect((await profileOf(annual.userId)).discordRoleGranted).toBe(false);
  });

  it("never pulls back someone who left the server; linking again brings them in", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    standIn.state.members.delete(DISCORD_ID);
    const report = await reconcileDiscordRoles();
    expect(report).toMatchObject({ checked: 1, granted: 0, failed: 0 });
    expect(standIn.state.members.has(DISCORD_ID)).toBe(false);
    expect((await profileOf(userId)).discordRoleGranted).toBe(false);
    expect(await linkDiscord("community@demo.wristwise.app")).toMatchObject({
      completed: "linked",
    });
    expect(rolesOf(DISCORD_ID)).toEqual([STAND_IN_BOT.roleId]);
    expect((await profileOf(userId)).discordRoleGranted).toBe(true);
  });

  it("refreshes tokens that expire within a day, and unlinks those Discord refuses", async () => {
    const { userId } = await linkDiscord("community@demo.wristwise.app");
    await getDb()
      .update(profile)
      .set({ discordTokenExpiry: new Date(Date.now() + 12 * 3_600_000) })
      .where(eq(profile.userId, userId));
    standIn.state.refreshFailure = { error: "invalid_grant", error_description: "revoked" };
    const report = await reconcileDiscordRoles();
    // The failed refresh unlinked them and took the role back at once: nothing stray is left.
    expect(report).toMatchObject({ unlinked: 1, checked: 0, strayRemoved: 0 });
    expect((await profileOf(userId)).discordLinked).toBe(false);
    expect(rolesOf(DISCORD_ID)).toEqual([]);
  });

  it("runs once a UTC day from 03:00, whichever server asks first", async () => {
    const day = "2026-11-26";
    expect(await reconcileDiscordRolesIfDue(new Date(`${day}T02:59:59Z`))).toBe(false);
    expect(await reconcileDiscordRolesIfDue(new Date(`${day}T03:00:00Z`))).toBe(true);
    expect(await reconcileDiscordRolesIfDue(new Date(`${day}T09:00:00Z`))).toBe(false);
    expect(await reconcileDiscordRolesIfDue(new Date("2026-11-27T03:00:00Z"))).toBe(true);
    expect(await getDb().select().from(scheduledRuns)).toHaveLength(2);
    discordOff();
    expect(await reconcileDiscordRolesIfDue(new Date("2026-11-28T03:00:00Z"))).toBe(false);
  });
});
