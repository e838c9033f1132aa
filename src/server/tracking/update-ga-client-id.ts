import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { profile } from "../db/schema";

/**
 * The analytics client id on the person's profile (spec 3: gaClientId, gaClientIdUpdated; issue
 * #18), written only when it differs, so a repeat or a second tab changes nothing. The caller has
 * checked the analytics consent. Answers whether anything changed.
 */
export async function updateGaClientId(
  userId: string,
  gaClientId: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await getDb()
    .update(profile)
    .set({ gaClientId, gaClientIdUpdated: now })
    .where(
      and(eq(profile.userId, userId), sql`${profile.gaClientId} is distinct from ${gaClientId}`),
    )
    .returning({ userId: profile.userId });
  return rows.length > 0;
}

/** Forgets the analytics client id (analytics consent withdrawn); answers whether one was there. */
export async function clearGaClientId(userId: string, now = new Date()): Promise<boolean> {
  const rows = await getDb()
    .update(profile)
    .set({ gaClientId: null, gaClientIdUpdated: now })
    .where(and(eq(profile.userId, userId), sql`${profile.gaClientId} is not null`))
    .returning({ userId: profile.userId });
  return rows.length > 0;
}
