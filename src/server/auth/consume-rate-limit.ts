import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimit } from "../db/schema";
import { getEnv } from "../env";

export type TRateRule = { windowSeconds: number; max: number };

/** The configured per-IP limit for sign-in, sign-up and reset attempts. */
export function getIpRateRule(): TRateRule {
  const env = getEnv();
  return { windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
}

/**
 * Counts one request against `key` in the shared rate_limit table and says whether it is allowed.
 * One atomic upsert, so concurrent app servers never lose a count. Our keys start with "ww:" and
 * store the window start in lastRequest; Better Auth's own keys (its HTTP routes) never clash.
 */
export async function consumeRateLimit(
  key: string,
  rule: TRateRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await getDb()
    .insert(rateLimit)
    .values({ key: `ww:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const started = row?.lastRequest ?? now;
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(0, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)),
  };
}

/** How many requests `key` has made in the current window, without counting one. */
export async function peekRateLimit(key: string, rule: TRateRule): Promise<number> {
  const windowStart = Date.now() - rule.windowSeconds * 1000;
  const rows = await getDb()
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(sql`${rateLimit.key} = ${`ww:${key}`}`);
  const row = rows[0];
  return row && row.lastRequest >= windowStart ? row.count : 0;
}

export async function resetRateLimit(key: string): Promise<void> {
  await getDb()
    .delete(rateLimit)
    .where(sql`${rateLimit.key} = ${`ww:${key}`}`);
}
