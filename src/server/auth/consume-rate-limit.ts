import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { appRateLimit } from "../db/schema";
import { getEnv } from "../env";

export type TRateRule = { windowSeconds: number; max: number };

/** The configured per-IP limit for sign-in, sign-up and reset attempts. */
export function getIpRateRule(): TRateRule {
  const env = getEnv();
  return { windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
}

/**
 * Password guesses on one account: sign-in and the current password when changing it each allow
 * this many in 15 minutes, from any number of addresses (DESIGN.md security bar).
 */
export function getFailedPasswordRule(): TRateRule {
  return { windowSeconds: 15 * 60, max: getEnv().AUTH_MAX_FAILED_SIGN_INS };
}

/**
 * Counts one request against `key` in the app's own app_rate_limit table and says whether it is
 * allowed. One atomic upsert, so concurrent app servers never lose a count; Better Auth's purge
 * of its rate_limit table never touches these rows, so a 15-minute lockout lasts 15 minutes.
 */
export async function consumeRateLimit(
  key: string,
  rule: TRateRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await getDb()
    .insert(appRateLimit)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: appRateLimit.key,
      set: {
        count: sql`case when ${appRateLimit.windowStart} < ${windowStart} then 1 else ${appRateLimit.count} + 1 end`,
        windowStart: sql`case when ${appRateLimit.windowStart} < ${windowStart} then ${now} else ${appRateLimit.windowStart} end`,
      },
    })
    .returning({ count: appRateLimit.count, windowStart: appRateLimit.windowStart });
  const count = row?.count ?? 1;
  const started = row?.windowStart ?? now;
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(0, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)),
  };
}

export async function resetRateLimit(key: string): Promise<void> {
  await getDb().delete(appRateLimit).where(eq(appRateLimit.key, key));
}
