import "server-only";
import { and, gte, lt, lte, max, sql } from "drizzle-orm";
import {
  retakeNotificationOf,
  type TKeyedNotification,
  weeklySummaryOf,
} from "@/domain/notifications/program-notifications";
import { RETAKE_AFTER_DAYS } from "@/domain/progress/quickdash-history";
import { addDays, dayKeyOf, weekStartOf } from "@/lib/day";
import { getDb, type TDb } from "../db/client";
import { exerciseLogs, loadLogs, notifications, outcomeMeasures } from "../db/schema";
import { logger } from "../logger";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A week's summary goes only to people who logged something in the eight weeks before. */
const SUMMARY_ACTIVE_WEEKS = 8;

/**
 * Creates a rule's notification once per key: a second call (a retried set, another server's
 * sweep) adds nothing. A failure is logged and ignored (spec 8: notification errors are logged
 * and ignored). Answers whether one was created.
 */
export async function createNotificationOnce(
  userId: string,
  note: TKeyedNotification,
  now = new Date(),
  db: Pick<TDb, "insert"> = getDb(),
): Promise<boolean> {
  const { key, ...fields } = note;
  try {
    const rows = await db
      .insert(notifications)
      .values({ userId, ...fields, dedupKey: key, timestamp: now })
      .onConflictDoNothing({ target: [notifications.userId, notifications.dedupKey] })
      .returning({ id: notifications.id });
    return rows.length > 0;
  } catch (error) {
    logger.error({ err: error, userId, key }, "creating a notification failed");
    return false;
  }
}

/**
 * The periodic notifications (issue #19), as of `now`:
 * - a QuickDASH retake for everyone whose latest one is 28 days old or more, once per QuickDASH;
 * - from Monday, last week's summary (Monday to Sunday, UTC) for everyone who logged a set or a
 *   day's load in the eight weeks before, once per week.
 * Answers how many were created.
 */
export async function sendDueProgramNotifications(now = new Date()): Promise<number> {
  const db = getDb();
  let created = 0;

  const retakeBefore = new Date(now.getTime() - RETAKE_AFTER_DAYS * DAY_MS);
  const latest = await db
    .select({ userId: outcomeMeasures.userId, at: max(outcomeMeasures.createdAt) })
    .from(outcomeMeasures)
    .groupBy(outcomeMeasures.userId)
    .having(({ at }) => lte(at, retakeBefore));
  for (const row of latest)
    if (row.at && (await createNotificationOnce(row.userId, retakeNotificationOf(row.at), now)))
      created++;

  const weekStart = addDays(weekStartOf(dayKeyOf(now, "UTC")), -7);
  const from = new Date(`${weekStart}T00:00:00.000Z`);
  const to = new Date(from.getTime() + 7 * DAY_MS);
  const activeSince = new Date(to.getTime() - SUMMARY_ACTIVE_WEEKS * 7 * DAY_MS);
  const [sets, loads, active] = await Promise.all([
    db
      .select({
        userId: exerciseLogs.userId,
        sets: sql<number>`count(*)::int`,
        days: sql<number>`count(distinct (${exerciseLogs.loggedAt} at time zone 'UTC')::date)::int`,
        pain: sql<number>`avg(${exerciseLogs.pain})::float`,
      })
      .from(exerciseLogs)
      .where(and(gte(exerciseLogs.loggedAt, from), lt(exerciseLogs.loggedAt, to)))
      .groupBy(exerciseLogs.userId),
    db
      .select({ userId: loadLogs.userId, days: sql<number>`count(*)::int` })
      .from(loadLogs)
      .where(and(gte(loadLogs.day, weekStart), lt(loadLogs.day, addDays(weekStart, 7))))
      .groupBy(loadLogs.userId),
    db
      .selectDistinct({ userId: exerciseLogs.userId })
      .from(exerciseLogs)
      .where(and(gte(exerciseLogs.loggedAt, activeSince), lt(exerciseLogs.loggedAt, to)))
      .union(
        db
          .selectDistinct({ userId: loadLogs.userId })
          .from(loadLogs)
          .where(
            and(
              gte(loadLogs.day, dayKeyOf(activeSince, "UTC")),
              lt(loadLogs.day, addDays(weekStart, 7)),
            ),
          ),
      ),
  ]);
  const setsOf = new Map(sets.map((s) => [s.userId, s]));
  const loadsOf = new Map(loads.map((l) => [l.userId, l.days]));
  for (const { userId } of active) {
    const s = setsOf.get(userId);
    const summary = weeklySummaryOf({
      weekStart,
      sets: s?.sets ?? 0,
      exerciseDays: s?.days ?? 0,
      averagePain: s ? Number(s.pain) : null,
      loadDays: loadsOf.get(userId) ?? 0,
    });
    if (await createNotificationOnce(userId, summary, now)) created++;
  }
  return created;
}
