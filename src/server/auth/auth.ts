import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { validateAuthorizationCode } from "better-auth/oauth2";
import { oneTimeToken } from "better-auth/plugins/one-time-token";
import { eq } from "drizzle-orm";
import {
  GA_CLIENT_ID_COOKIE,
  isGaClientId,
  parseTrackingCookie,
  TRACKING_COOKIE,
} from "@/lib/analytics/tracking-data";
import { CONSENT_COOKIE, hasConsent } from "@/lib/consent";
import { VERIFICATION_LINK_SECONDS } from "@/lib/constants";
import { LANDING_COOKIE, parseLandingCookie } from "@/lib/landing";
import { scheduleGuestMerge } from "../account/merge-guest-accounts";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { account, profile, rateLimit, session, user, verification } from "../db/schema";
import { discordAuthorizeUrl, fetchDiscordUser, getDiscordConfig } from "../discord/discord-api";
import { discordUserInfoOf } from "../discord/discord-user-info";
import { passwordResetEmail } from "../email/password-reset-email";
import { sendEmail } from "../email/send-email";
import { verifyEmailEmail } from "../email/verify-email-email";
import { getEnv, type TServerEnv } from "../env";
import { logger } from "../logger";
import { getRequestIp, PEER_HEADER } from "../request-ip";
import { checkPassword } from "./check-password";
import { createProfile } from "./create-profile";
import { getAuthSecret } from "./get-auth-secret";
import { getPasswordPolicy } from "./get-password-policy";
import { removeUnprovenSignIns } from "./remove-unproven-sign-ins";
import { readCookie } from "./session-cookie";
import { validateProviderIdentity } from "./validate-provider-identity";

/** DESIGN.md security bar: a 12-hour absolute session limit (the 15-minute idle limit is #3's). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;

/** The analytics client id a signing-up browser holds, only if it agreed to analytics (#18). */
function gaClientIdOf(headers: Headers | undefined): string | null {
  if (!hasConsent(readCookie(headers, CONSENT_COOKIE), "analytics")) return null;
  const id = readCookie(headers, GA_CLIENT_ID_COOKIE);
  return isGaClientId(id) ? id : null;
}

const PASSWORD_PATHS: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

/**
 * How a new account was created, from the auth route that created it (spec 3: signupMethod). An
 * OAuth return's route is the template `/callback/:id`, with the provider in its parameters.
 */
export function signupMethodFor(
  route: { path?: string; params?: unknown } | null | undefined,
): "email_password" | "google_oauth" | "discord_oauth" {
  if (!route?.path?.startsWith("/callback/")) return "email_password";
  const provider = (route.params as { id?: unknown } | undefined)?.id;
  if (provider === "google") return "google_oauth";
  if (provider === "discord") return "discord_oauth";
  return "email_password";
}

/**
 * The local OIDC stand-in Google's requests go to in end-to-end tests (DESIGN.md: OAuth is
 * exercised against a local OIDC server). Only honoured on a server with the test endpoints on.
 */
function googleStandInUrl(env: TServerEnv): string | undefined {
  if (!env.GOOGLE_OAUTH_STANDIN_URL) return undefined;
  if (!env.ENABLE_TEST_ENDPOINTS) {
    logger.warn("GOOGLE_OAUTH_STANDIN_URL is ignored without ENABLE_TEST_ENDPOINTS");
    return undefined;
  }
  return env.GOOGLE_OAUTH_STANDIN_URL.replace(/\/$/, "");
}

function createAuth() {
  const env = getEnv();
  const policy = getPasswordPolicy();
  const standIn = googleStandInUrl(env);
  const socialProviders: Parameters<typeof betterAuth>[0]["socialProviders"] = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      ...(standIn ? { authorizationEndpoint: `${standIn}/authorize` } : {}),
    };
  }
  const discordConfig = getDiscordConfig();
  if (discordConfig) {
    socialProviders.discord = {
      clientId: discordConfig.clientId,
      clientSecret: discordConfig.clientSecret,
      // Discord's user lookup at the configured base URL (issue #20: tests use a stand-in).
      getUserInfo: async (tokens) => {
        if (!tokens.accessToken) return null;
        try {
          return discordUserInfoOf(await fetchDiscordUser(discordConfig, tokens.accessToken));
        } catch (error) {
          logger.warn({ err: error }, "Discord user lookup failed");
          return null;
        }
      },
    };
  }

  const auth = betterAuth({
    appName: "Wristwise",
    baseURL: env.APP_URL,
    secret: getAuthSecret(),
    telemetry: { enabled: false },
    // Better Auth's messages go to our JSON log, not the console.
    logger: {
      log: (level, message, ...args) => {
        logger[level === "debug" ? "debug" : level](
          { args: args.length ? args : undefined },
          `[auth] ${message}`,
        );
      },
    },
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: policy.minLength,
      maxPasswordLength: policy.maxLength ?? 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }, request) => {
        await sendEmail(passwordResetEmail(u.email, u.name, url));
        await writeAuditLog({
          action: "password_reset_requested",
          userId: u.id,
          resourceType: "user",
          resourceId: u.id,
          headers: request?.headers,
        });
      },
      onPasswordReset: async ({ user: u }, request) => {
        await writeAuditLog({
          action: "password_reset_completed",
          userId: u.id,
          resourceType: "user",
          resourceId: u.id,
          headers: request?.headers,
        });
        // The link reached this address, so it is the person's: proven, as a verification link
        // would prove it, and anything bought with it as a guest can join the account (#17).
        if (!u.emailVerified) {
          await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, u.id));
          await removeUnprovenSignIns(u.id, request?.headers);
          await scheduleGuestMerge(u.id, request?.headers);
        }
      },
    },
    // Issue #17: a link that proves an address is the person's. Sent after an email sign-up and
    // on request from /account; a guest's purchase joins an account only once its email is proven.
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: u, url }) => {
        await sendEmail(verifyEmailEmail(u.email, u.name, url));
      },
      afterEmailVerification: async (verified, request) => {
        await writeAuditLog({
          action: "email_verified",
          userId: verified.id,
          resourceType: "user",
          resourceId: verified.id,
          headers: request?.headers,
        });
        await scheduleGuestMerge(verified.id, request?.headers);
      },
    },
    socialProviders,
    // A provider's identity makes an account, or joins one, only where an address is proven.
    user: { validateUserInfo: validateProviderIdentity },
    account: {
      encryptOAuthTokens: true,
      // OAuth never links onto an account whose email was not verified (DESIGN.md security bar):
      // that is implicit linking, at sign-in. Explicit linking from /account by a signed-in
      // person may add a Google account with another email (docs/decisions/0012).
      accountLinking: {
        enabled: true,
        requireLocalEmailVerified: true,
        allowDifferentEmails: true,
      },
    },
    session: {
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      disableSessionRefresh: true,
      additionalFields: { lastActiveAt: { type: "date", required: false, input: false } },
    },
    // The app limits every way in itself (consume-rate-limit.ts, auth-route.ts), by the client
    // address request-ip.ts works out; Better Auth's limiter trusted X-Forwarded-For as sent and
    // bucketed unknown addresses together, so it is off (docs/decisions/0015).
    rateLimit: { enabled: false },
    // OAuth failures land on the sign-in page with its message, not the library's error page.
    onAPIError: { errorURL: `${env.APP_URL}/login` },
    advanced: {
      // Only the start script's peer header: sessions record the address request-ip.ts resolves.
      ipAddress: { ipAddressHeaders: [PEER_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
        if (!field) return;
        const body = ctx.body as Record<string, unknown> | undefined;
        const password = body?.[field];
        if (typeof password !== "string") return;
        const result = checkPassword(password);
        if (!result.ok) {
          throw new APIError("BAD_REQUEST", { message: result.message, code: "PASSWORD_POLICY" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created, ctx) => {
            try {
              await createProfile({
                userId: created.id,
                signupMethod: signupMethodFor(ctx),
                landing: parseLandingCookie(readCookie(ctx?.headers, LANDING_COOKIE)),
                tracking: parseTrackingCookie(readCookie(ctx?.headers, TRACKING_COOKIE)),
                gaClientId: gaClientIdOf(ctx?.headers),
              });
            } catch (error) {
              // This runs once the user row is written, outside its transaction. An account with
              // no profile cannot be used and would hold its email, so the user goes (its
              // sign-ins and session with it) and the sign-up fails: trying again works.
              await getDb()
                .delete(user)
                .where(eq(user.id, created.id))
                .catch((cleanup) =>
                  logger.error({ err: cleanup, userId: created.id }, "user without a profile kept"),
                );
              throw error;
            }
            // Spec 7's signup conversion, queued on the server (the page after sign-up is the
            // assessment, a health page where no pixel runs); only with advertising consent,
            // which recordConversion checks. A failure never stops a sign-up (spec 8).
            if (ctx?.headers && hasConsent(readCookie(ctx.headers, CONSENT_COOKIE), "ads")) {
              const headers = ctx.headers;
              await import("../conversions/record-conversion")
                .then(({ recordConversion }) =>
                  recordConversion({
                    sessionUserId: created.id,
                    request: { eventType: "signup" },
                    headers,
                  }),
                )
                .catch((error) => logger.error({ err: error }, "signup conversion not queued"));
            }
            // Google has proven the address: a guest's purchase for it joins at once (#17).
            if (created.emailVerified) await scheduleGuestMerge(created.id, ctx?.headers);
          },
        },
      },
      session: {
        create: {
          // A disabled user gets no session, whichever way they sign in (spec 8: user-disabled).
          before: async (created, ctx) => {
            const [row] = await getDb()
              .select({ disabled: profile.disabled })
              .from(profile)
              .where(eq(profile.userId, created.userId));
            if (row?.disabled) {
              throw new APIError("FORBIDDEN", { code: "USER_DISABLED", message: "User disabled" });
            }
            // The client's address as the app resolves it (trusted proxies only).
            if (ctx?.headers) return { data: { ...created, ipAddress: getRequestIp(ctx.headers) } };
          },
          after: async (created, ctx) => {
            // Sessions created outside a request (a sign-in token being issued) are not sign-ins
            // yet; the sign-in is recorded when the token is used.
            if (ctx)
              await writeAuditLog({
                action: "sign_in",
                userId: created.userId,
                resourceType: "session",
                resourceId: created.id,
                headers: ctx?.headers,
              });
            try {
              await getDb()
                .update(profile)
                .set({ lastLoginAt: new Date() })
                .where(eq(profile.userId, created.userId));
            } catch (error) {
              // Spec 8: profile errors are logged and ignored; sign-in still succeeds.
              logger.error({ err: error, userId: created.userId }, "failed to record lastLoginAt");
            }
          },
        },
      },
    },
    // ?token= sign-in (spec 2): one-time, short-lived, stored hashed, never issued to browsers.
    plugins: [
      oneTimeToken({ expiresIn: 3, storeToken: "hashed", disableClientRequest: true }),
      nextCookies(),
    ],
  });
  if (discordConfig)
    // Better Auth's Discord provider has discord.com's authorization and token endpoints built
    // in; both follow DISCORD_BASE_URL instead, so a stand-in or a proxy can take its place.
    void auth.$context.then((ctx) => {
      const discord = ctx.socialProviders.find((p) => p.id === "discord");
      if (!discord) return;
      const createUrl = discord.createAuthorizationURL.bind(discord);
      discord.createAuthorizationURL = async (args) => {
        const url = new URL(discordAuthorizeUrl());
        url.search = (await createUrl(args)).search;
        return url;
      };
      discord.validateAuthorizationCode = ({ code, redirectURI }) =>
        validateAuthorizationCode({
          code,
          redirectURI,
          options: discord.options ?? {},
          tokenEndpoint: `${discordConfig.oauthUrl}/oauth2/token`,
        });
    });
  if (standIn) {
    // Better Auth's Google provider takes an authorization endpoint option but has Google's token
    // endpoint built in; in tests only, the code exchange goes to the stand-in too.
    void auth.$context.then((ctx) => {
      const google = ctx.socialProviders.find((p) => p.id === "google");
      if (!google) return;
      google.validateAuthorizationCode = ({ code, codeVerifier, redirectURI }) =>
        validateAuthorizationCode({
          code,
          codeVerifier,
          redirectURI,
          options: google.options ?? {},
          tokenEndpoint: `${standIn}/token`,
        });
    });
  }
  return auth;
}

export type TAuth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { __wristwiseAuth?: TAuth };

export function getAuth(): TAuth {
  globalForAuth.__wristwiseAuth ??= createAuth();
  return globalForAuth.__wristwiseAuth;
}
