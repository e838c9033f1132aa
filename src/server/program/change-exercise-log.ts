import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { auditRead } from "../audit/audit-read";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs } from "../db/schema";

export type TExerciseLogRow = typeof exerciseLogs.$inferSelect;

// Every program page reads it: prepared (src/server/db/prepared.ts).
const recentLogsRead = preparedQuery((db) =>
  db
    .select()
    .from(exerciseLogs)
    .where(eq(exerciseLogs.userId, sql.placeholder("userId")))
    .orderBy(desc(exerciseLogs.loggedAt))
    .limit(sql.placeholder("limit"))
    .prepare("recent_exercise_logs"),
);

/**
 * The person's most recent logs, newest first, with an audit row for the read (after the
 * response inside a request: audit-read.ts).
 */
export async function findExerciseLogs(options: {
  userId: string;
  limit?: number;
  headers?: Headers;
}): Promise<TExerciseLogRow[]> {
  const rows = await recentLogsRead().execute({
    userId: options.userId,
    limit: options.limit ?? 50,
  });
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
