import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { auditRead } from "../audit/audit-read";
import { getDb } from "../db/client";
import { exerciseLogs, loadLogs } from "../db/schema";

/** Long enough for this week and last, so the dashboard can compare them. */
export const RECENT_ACTIVITY_DAYS = 15;

export type TRecentActivity = {
  exerciseLogs: { slug: string; reps: number; pain: number; loggedAt: Date }[];
  loadLogs: (typeof loadLogs.$inferSelect)[];
};

/**
 * The person's exercise sets and daily load logs of the last 15 days, for the dashboard, read in
 * parallel and audited. `sinceDay` is the person's own calendar day 15 days ago.
 */
export async function findRecentActivity(options: {
  userId: string;
  now: Date;
  sinceDay: string;
  headers?: Headers;
}): Promise<TRecentActivity> {
  const { userId } = options;
  // A day's margin on the timestamp side: the caller sorts sets into the person's own days.
  const since = new Date(options.now.getTime() - (RECENT_ACTIVITY_DAYS + 1) * 86_400_000);
  const db = getDb();
  const [sets, days] = await Promise.all([
    db
      .select({
        slug: exerciseLogs.slug,
        reps: exerciseLogs.reps,
        pain: exerciseLogs.pain,
        loggedAt: exerciseLogs.loggedAt,
      })
      .from(exerciseLogs)
      .where(and(eq(exerciseLogs.userId, userId), gte(exerciseLogs.loggedAt, since)))
      .orderBy(desc(exerciseLogs.loggedAt)),
    db
      .select()
      .from(loadLogs)
      .where(and(eq(loadLogs.userId, userId), gte(loadLogs.day, options.sinceDay)))
      .orderBy(desc(loadLogs.day)),
  ]);
  await auditRead({
    action: "activity_read",
    userId,
    resourceType: "activity",
    headers: options.headers,
  });
  return { exerciseLogs: sets, loadLogs: days };
}
