import "server-only";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { RECENT_LOGS_PER_EXERCISE } from "@/domain/program/recent-logs";
import type { TSetLog } from "@/domain/progress/types";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { auditRead } from "../audit/audit-read";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb, type TDb } from "../db/client";
import { SET_LOG_COLUMNS } from "../db/columns";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs } from "../db/schema";

/** An exercise set with its id (SET_LOG_COLUMNS). */
export type TRecentExerciseLog = TSetLog & { id: string };

// Every program page reads it: prepared (src/server/db/prepared.ts). Each exercise's own latest
// logs, ranked within the exercise: a limit over all of them let a much-logged exercise crowd the
// others' recent logs off their cards, and sent rows no card shows.
const rankedLogs = (db: TDb) =>
  db
    .select({
      ...SET_LOG_COLUMNS,
      rank: sql<number>`row_number() over (partition by ${exerciseLogs.slug} order by ${exerciseLogs.loggedAt} desc, ${exerciseLogs.id} desc)`.as(
        "rank",
      ),
    })
    .from(exerciseLogs)
    .where(eq(exerciseLogs.userId, sql.placeholder("userId")))
    .as("ranked_logs");
const recentLogsRead = preparedQuery((db) => {
  const ranked = rankedLogs(db);
  return db
    .select({
      id: ranked.id,
      slug: ranked.slug,
      reps: ranked.reps,
      weightLbs: ranked.weightLbs,
      restBreaks: ranked.restBreaks,
      pain: ranked.pain,
      loggedAt: ranked.loggedAt,
    })
    .from(ranked)
    .where(lte(ranked.rank, RECENT_LOGS_PER_EXERCISE))
    .orderBy(desc(ranked.loggedAt), desc(ranked.id))
    .prepare("recent_exercise_logs");
});

/**
 * The person's latest logs of each exercise, RECENT_LOGS_PER_EXERCISE at most each, newest first,
 * with an audit row for the read (after the response inside a request: audit-read.ts).
 */
export async function findRecentExerciseLogs(options: {
  userId: string;
  headers?: Headers;
}): Promise<TRecentExerciseLog[]> {
  const rows = await recentLogsRead().execute({ userId: options.userId });
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
