import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { RECENT_LOGS_PER_EXERCISE } from "@/domain/program/recent-logs";
import type { TSetLog } from "@/domain/progress/types";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { auditRead } from "../audit/audit-read";
import { writeAuditLog } from "../audit/write-audit-log";
import { versionedCache } from "../cache/versioned-cache";
import { getDb } from "../db/client";
import { SET_LOG_COLUMNS } from "../db/columns";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs } from "../db/schema";

/** An exercise set with its id (SET_LOG_COLUMNS). */
export type TRecentExerciseLog = TSetLog & { id: string };

// Every program page reads it: prepared (src/server/db/prepared.ts). Each exercise's own latest
// logs, taken within the exercise: a limit over all of them let a much-logged exercise crowd the
// others' recent logs off their cards, and sent rows no card shows. Both steps walk the index on
// (user, slug, logged_at, id): the person's exercises one at a time (a recursive skip from each
// slug to the next), then each one's newest few, read backwards. The cost follows the number of
// exercises, not of logs: ranking every log (row_number over all of them) sorted the whole history
// on every program page, 4-5 ms of the database's time a page for a year of logs (3,400) against
// 0.6-0.8 ms this way (issue #15, decision 0021).
const loggedSlugs = sql`(
  with recursive slugs(slug) as (
    select min(first.slug) from ${exerciseLogs} as first where first.user_id = ${sql.placeholder("userId")}
    union all
    select (select min(next.slug) from ${exerciseLogs} as next where next.user_id = ${sql.placeholder("userId")} and next.slug > slugs.slug)
    from slugs where slugs.slug is not null
  )
  select slug from slugs where slug is not null
) as logged_slugs`;
const SET_LOG_KEYS = Object.keys(SET_LOG_COLUMNS) as (keyof typeof SET_LOG_COLUMNS)[];
/** SET_LOG_COLUMNS' fields of another source with the same columns (an alias, a subquery). */
const setLogColumnsOf = <T extends Record<(typeof SET_LOG_KEYS)[number], unknown>>(source: T) =>
  Object.fromEntries(SET_LOG_KEYS.map((key) => [key, source[key]])) as Pick<
    T,
    (typeof SET_LOG_KEYS)[number]
  >;
const recentLogsRead = preparedQuery((db) => {
  const latest = alias(exerciseLogs, "latest");
  const newest = db
    .select(setLogColumnsOf(latest))
    .from(latest)
    .where(
      and(eq(latest.userId, sql.placeholder("userId")), sql`${latest.slug} = logged_slugs.slug`),
    )
    .orderBy(desc(latest.loggedAt), desc(latest.id))
    .limit(RECENT_LOGS_PER_EXERCISE)
    .as("newest");
  return db
    .select(setLogColumnsOf(newest))
    .from(loggedSlugs)
    .crossJoinLateral(newest)
    .orderBy(desc(newest.loggedAt), desc(newest.id))
    .prepare("recent_exercise_logs");
});

/** The most logs (all people together) kept: a few MB. */
export const RECENT_LOGS_CACHE_MAX_ROWS = 100_000;

// The read kept under the person's progressVersion (src/server/cache/versioned-cache.ts): a
// program page while the person's sets stand still shows what the last one read.
const recentLogsCache = versionedCache<readonly TRecentExerciseLog[]>({
  maxRows: RECENT_LOGS_CACHE_MAX_ROWS,
  rowsOf: (logs) => logs.length,
});

/** How many people's logs are kept: for tests. */
export const recentLogsCacheSize = recentLogsCache.size;
/** Forgets everything kept: for tests. */
export const clearRecentLogsCache = recentLogsCache.clear;

/**
 * The person's latest logs of each exercise, RECENT_LOGS_PER_EXERCISE at most each, newest first,
 * with an audit row for the read (after the response inside a request: audit-read.ts). With
 * `version` (their profile.progressVersion as this request read it) a read kept under it answers
 * without the database; every view is audited all the same.
 */
export async function findRecentExerciseLogs(options: {
  userId: string;
  version?: number | null;
  headers?: Headers;
}): Promise<readonly TRecentExerciseLog[]> {
  const { userId, version } = options;
  const kept = recentLogsCache.kept(userId, version);
  const rows = kept ?? (await recentLogsRead().execute({ userId }));
  if (!kept) recentLogsCache.keep(userId, version, rows);
  await auditRead({
    action: "exercise_logs_read",
    userId: options.userId,
    resourceType: "exerciseLog",
    headers: options.headers,
  });
  return rows;
}

/**
 * Changes one of the acting person's own logs (their plan must include tracking); anyone else's id
 * is "not found". Audited.
 */
export async function updateExerciseLog(options: {
  userId: string;
  id: string;
  input: Omit<TExerciseLogInput, "slug" | "morningSettled">;
  headers?: Headers;
}): Promise<void> {
  await requireFeature(options.userId, "tracking");
  await getDb().transaction(async (tx) => {
    const updated = await tx
      .update(exerciseLogs)
      .set({
        reps: options.input.reps,
        weightLbs: options.input.weightLbs,
        restBreaks: options.input.restBreaks,
        pain: options.input.pain,
      })
      .where(and(eq(exerciseLogs.id, options.id), eq(exerciseLogs.userId, options.userId)))
      .returning({ id: exerciseLogs.id });
    if (updated.length === 0) throw new AppError("exercise-log-not-found");
    await writeAuditLog(
      {
        action: "exercise_log_updated",
        userId: options.userId,
        resourceType: "exerciseLog",
        resourceId: options.id,
        headers: options.headers,
      },
      tx,
    );
  });
}

/**
 * Deletes one of the acting person's own logs (their plan must include tracking); anyone else's
 * id is "not found". Audited.
 */
export async function deleteExerciseLog(options: {
  userId: string;
  id: string;
  headers?: Headers;
}): Promise<void> {
  await requireFeature(options.userId, "tracking");
  await getDb().transaction(async (tx) => {
    const deleted = await tx
      .delete(exerciseLogs)
      .where(and(eq(exerciseLogs.id, options.id), eq(exerciseLogs.userId, options.userId)))
      .returning({ id: exerciseLogs.id });
    if (deleted.length === 0) throw new AppError("exercise-log-not-found");
    await writeAuditLog(
      {
        action: "exercise_log_deleted",
        userId: options.userId,
        resourceType: "exerciseLog",
        resourceId: options.id,
        headers: options.headers,
      },
      tx,
    );
  });
}
