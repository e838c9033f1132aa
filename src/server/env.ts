import "server-only";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");
const optionalInt = z.coerce.number().int().positive().optional();
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const portError = "expected a port number from 1 to 65535";
const port = z.coerce
  .number({ error: portError })
  .int(portError)
  .min(1, portError)
  .max(65_535, portError)
  .optional();

const snowflake = z.string().regex(/^\d{15,21}$/, "expected a Discord id (digits)");

/** APP_URL when it is unset: this machine, on the port `npm start` serves (PORT, else 3000). */
export function defaultAppUrl(port: number | undefined): string {
  return `http://localhost:${port ?? 3000}`;
}

/** Every environment variable the server reads; README's configuration table mirrors this. */
const ZServerVars = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  /** The port `npm start` serves on (scripts/start.mjs passes it to `next start -p`). */
  PORT: z.preprocess(emptyToUndefined, port),
  APP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  BETTER_AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  EMAIL_FROM: z.string().default("Wristwise <no-reply@wristwise.local>"),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Test only (honoured with ENABLE_TEST_ENDPOINTS): sends Google's authorization and token
   * requests to a local OIDC stand-in (tests/e2e/oidc-stand-in.mjs) instead of Google.
   */
  GOOGLE_OAUTH_STANDIN_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  DISCORD_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  DISCORD_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Where Discord is (issue #20): its OAuth pages at {base}/oauth2/authorize and its API at
   * {base}/api/v10. Tests point it at a local stand-in (tests/e2e/discord-stand-in.mjs).
   */
  DISCORD_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((url) => /^https:\/\/|^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url), {
        message: "expected an https: address (http: only for localhost)",
      })
      .default("https://discord.com"),
  ),
  /**
   * The community chat role (issue #20): the bot's token (secret), the server (guild) and the
   * role it grants. All three or none; without them linking still works and no role is given.
   */
  DISCORD_BOT_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  DISCORD_GUILD_ID: z.preprocess(emptyToUndefined, snowflake.optional()),
  DISCORD_ROLE_ID: z.preprocess(emptyToUndefined, snowflake.optional()),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).default(6),
  PASSWORD_MAX_LENGTH: z.preprocess(emptyToUndefined, optionalInt),
  PASSWORD_REQUIRE_UPPERCASE: flag,
  PASSWORD_REQUIRE_LOWERCASE: flag,
  PASSWORD_REQUIRE_DIGIT: flag,
  PASSWORD_REQUIRE_SYMBOL: flag,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_MAX_FAILED_SIGN_INS: z.coerce.number().int().positive().default(5),
  /**
   * The reverse proxies in front of the app, as addresses or CIDR ranges, comma-separated. Only
   * their X-Forwarded-For is believed; unset, the client's address is the connection's own.
   */
  TRUSTED_PROXIES: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(900_000),
  SESSION_WARNING_BEFORE_MS: z.coerce.number().int().positive().default(120_000),
  /** Stripe's secret key: set, payments go through Stripe; unset, through the local provider. */
  STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().startsWith("sk_").optional()),
  /** The webhook endpoint's signing secret; without it /api/stripe/webhook answers 503. */
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().startsWith("whsec_").optional()),
  /** Test only: Stripe's API at another address (an in-process fake), as http://host:port. */
  STRIPE_API_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /**
   * The video room of an expert call (issue #17): {id} becomes the booking's id. The default is a
   * public Jitsi Meet room named for the booking; a clinic sets its own service here.
   */
  EXPERT_CALL_ROOM_URL: z.string().url().default("https://meet.jit.si/wristwise-call-{id}"),
  /**
   * The forum ads network's Conversions API (issue #18): with both the pixel id and the token set,
   * conversion events are sent from the server; unset, they stay queued in conversion_outbox.
   */
  REDDIT_PIXEL_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Secret: the Conversions API access token. */
  REDDIT_CONVERSIONS_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where the Conversions API is; tests point it at a local stand-in. */
  REDDIT_CONVERSIONS_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().url().default("https://ads-api.reddit.com"),
  ),
  /**
   * The browser's measurement destinations (issue #18), each used only with the visitor's consent
   * and never on a health page: the analytics service (a GA4 measurement id, G-...), the social ads
   * pixel (a Meta pixel id) and the forum ads pixel (REDDIT_PIXEL_ID above). Unset: no banner, no
   * measurement. Their hosts are fixed: the pages' Content-Security-Policy names them.
   */
  GA_MEASUREMENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  META_PIXEL_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Web push for the daily reminder (issue #19): the VAPID key pair (base64url, as
   * `npx web-push generate-vapid-keys` prints it). Set both or neither; unset, reminders go by
   * email only and the reminder form offers no notifications. The private key is a secret.
   */
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Who push services can contact about our messages: a mailto: or https: address. */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "expected a mailto: or https: address")
      .default("mailto:support@wristwise.app"),
  ),
  /**
   * Test only (honoured with ENABLE_TEST_ENDPOINTS): a local stand-in push service whose origin
   * is accepted as a push endpoint alongside the browsers' own services.
   */
  PUSH_STANDIN_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ENABLE_TEST_ENDPOINTS: flag,
});
const ZServerEnv = ZServerVars.refine(
  (vars) => Boolean(vars.VAPID_PUBLIC_KEY) === Boolean(vars.VAPID_PRIVATE_KEY),
  { path: ["VAPID_PRIVATE_KEY"], message: "set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together" },
)
  .refine(
    (vars) =>
      new Set([
        Boolean(vars.DISCORD_BOT_TOKEN),
        Boolean(vars.DISCORD_GUILD_ID),
        Boolean(vars.DISCORD_ROLE_ID),
      ]).size === 1,
    {
      path: ["DISCORD_BOT_TOKEN"],
      message: "set DISCORD_BOT_TOKEN, DISCORD_GUILD_ID and DISCORD_ROLE_ID together",
    },
  )
  .transform((vars) => ({
    ...vars,
    APP_URL: vars.APP_URL ?? defaultAppUrl(vars.PORT),
  }));
export type TServerEnv = z.infer<typeof ZServerEnv>;

let cached: TServerEnv | undefined;

/** Tests that change process.env call this so the next getEnv() reads it again. */
export function resetEnvCache(): void {
  cached = undefined;
}

/** Parses an environment (process.env in the app); one error lists every invalid variable. */
export function parseServerEnv(source: Record<string, string | undefined>): TServerEnv {
  const parsed = ZServerEnv.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n  ${issues.join("\n  ")}`);
  }
  return parsed.data;
}

export function getEnv(): TServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
