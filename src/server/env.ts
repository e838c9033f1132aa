import "server-only";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");
const optionalInt = z.coerce.number().int().positive().optional();
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** Every environment variable the server reads; README's configuration table mirrors this. */
const ZServerEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  PGLITE_DATA_DIR: z.string().default(".data/pglite"),
  APP_URL: z.string().url().default("http://localhost:3000"),
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
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).default(6),
  PASSWORD_MAX_LENGTH: z.preprocess(emptyToUndefined, optionalInt),
  PASSWORD_REQUIRE_UPPERCASE: flag,
  PASSWORD_REQUIRE_LOWERCASE: flag,
  PASSWORD_REQUIRE_DIGIT: flag,
  PASSWORD_REQUIRE_SYMBOL: flag,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  AUTH_MAX_FAILED_SIGN_INS: z.coerce.number().int().positive().default(5),
  SESSION_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(900_000),
  SESSION_WARNING_BEFORE_MS: z.coerce.number().int().positive().default(120_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ENABLE_TEST_ENDPOINTS: flag,
});
export type TServerEnv = z.infer<typeof ZServerEnv>;

let cached: TServerEnv | undefined;

/** Tests that change process.env call this so the next getEnv() reads it again. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function getEnv(): TServerEnv {
  if (!cached) {
    const parsed = ZServerEnv.safeParse(process.env);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment configuration:\n  ${issues.join("\n  ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}
