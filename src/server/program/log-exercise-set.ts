import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { doseText } from "@/components/program/dose";
import { findExercise } from "@/content/exercises";
import { stepNotificationOf } from "@/domain/notifications/program-notifications";
import type { TProgramItem } from "@/domain/program/generate-program";
import { outcomeOf, type TLogOutcome } from "@/domain/program/log-outcome";
import { setLoggedAtOf } from "@/domain/program/logged-at";
import {
  addPainWindows,
  painWindowsOf,
  type TPainWindows,
  trendWindowsAt,
} from "@/domain/program/weekly-trend";
import { dayKeyOf } from "@/lib/day";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { writeWithAudit } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/connection-errors";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs, exercisePrescriptions } from "../db/schema";
import { createNotificationOnce } from "../notifications/program-notifications";

// Everything a set needs to know, in one prepared statement (issue #15): the newest program's id
// and this exercise's item in it, this exercise's pain totals this week and last (the weekly
// check; summed in the database, so the read stays one row however much was logged), and the set
// already saved under the browser's client id, if any. No program, no row. Drizzle writes a
// column inside sql`` without its table: in the subqueries each name is exercise_logs's own (SQL
// takes the nearest table), and the person is matched by the placeholder, not by correlation.
const setContextRead = preparedQuery((db) =>
  db
    .select({
      prescriptionId: exercisePrescriptions.id,
      item: sql<TProgramItem | null>`jsonb_path_query_first(${exercisePrescriptions.program}, '$.groups[*].items[*] ? (@.slug == $slug)', jsonb_build_object('slug', ${sql.placeholder("slug")}::text))`,
      totals: sql<[number, number, number, number]>`(select array[
          coalesce(sum(${exerciseLogs.pain}) filter (where ${exerciseLogs.loggedAt} > ${sql.placeholder("lastWeekEnds")}::timestamptz), 0),
          count(*) filter (where ${exerciseLogs.loggedAt} > ${sql.placeholder("lastWeekEnds")}::timestamptz),
          coalesce(sum(${exerciseLogs.pain}) filter (where ${exerciseLogs.loggedAt} <= ${sql.placeholder("lastWeekEnds")}::timestamptz), 0),
          count(*) filter (where ${exerciseLogs.loggedAt} <= ${sql.placeholder("lastWeekEnds")}::timestamptz)
        ]::int[] from ${exerciseLogs}
        where ${exerciseLogs.userId} = ${sql.placeholder("userId")} and ${exerciseLogs.slug} = ${sql.placeholder("slug")}::text
          and ${exerciseLogs.loggedAt} > ${sql.placeholder("since")}::timestamptz and ${exerciseLogs.loggedAt} <= ${sql.placeholder("now")}::timestamptz)`,
      savedId: sql<
        string | null
      >`(select ${exerciseLogs.id} from ${exerciseLogs} where ${exerciseLogs.userId} = ${sql.placeholder("userId")} and ${exerciseLogs.clientId} = ${sql.placeholder("clientId")}::text)`,
    })
    .from(exercisePrescriptions)
    .where(eq(exercisePrescriptions.userId, sql.placeholder("userId")))
    .orderBy(desc(exercisePrescriptions.version))
    .limit(1)
    .prepare("set_context"),
);

/** The person's newest program's id, its item for `slug`, this exercise's weeks, the saved set. */
async function readSetContext(userId: string, slug: string, clientId: string | null, now: Date) {
  const { since, lastWeekEnds } = trendWindowsAt(now);
  const [row] = await setContextRead().execute({
    userId,
    slug,
    clientId,
    since: since.toISOString(),
    lastWeekEnds: lastWeekEnds.toISOString(),
    now: now.toISOString(),
  });
  if (!row) return null;
  const [thisSum, thisCount, lastSum, lastCount] = row.totals;
  const weeks: TPainWindows = {
    thisWeek: { sum: thisSum, count: thisCount },
    lastWeek: { sum: lastSum, count: lastCount },
  };
  return { prescriptionId: row.prescriptionId, item: row.item, weeks, savedId: row.savedId };
}

const clientIdRead = preparedQuery((db) =>
  db
    .select({ id: exerciseLogs.id })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, sql.placeholder("userId")),
        eq(exerciseLogs.clientId, sql.placeholder("clientId")),
      ),
    )
    .prepare("set_by_client_id"),
);

/** The id of the person's set saved under `clientId` (issue #19), or null when there is none. */
export async function findSetByClientId(userId: string, clientId: string): Promise<string | null> {
  const [row] = await clientIdRead().execute({ userId, clientId });
  return row?.id ?? null;
}

/**
 * Logs one set of a program exercise for the acting person `userId`, with its audit row, and
 * returns the feedback and next dose. Their plan must include tracking.
 *
 * Two round trips (issue #15): one statement reads the newest program, this exercise's pain
 * totals for the weekly check and any set already saved under the client id (readSetContext),
 * then the set and its audit row are written in one statement. The read needs no transaction: the
 * set belongs to the program read, and the feedback looks at the history before it.
 *
 * A set carrying the browser's `clientId` (issue #19) is saved once per id: sent again after a
 * lost answer, or from the offline queue, it answers with the saved set (`duplicate`) and adds
 * nothing. A queued set keeps the time it was logged, within setLoggedAtOf's bounds.
 */
export async function logExerciseSet(options: {
  userId: string;
  input: TExerciseLogInput;
  headers?: Headers;
  now?: Date;
}): Promise<TLogOutcome & { duplicate?: true }> {
  const { userId, input } = options;
  const now = options.now ?? new Date();
  const loggedAt = setLoggedAtOf(input.loggedAt, now);
  if (loggedAt === "too-old") throw new AppError("offline-set-too-old");
  const facts = await requireFeature(userId, "tracking");
  const db = getDb();
  const context = await readSetContext(userId, input.slug, input.clientId ?? null, now);
  const item = context?.item;
  // Already saved: its pain is in the weeks read, so the feedback is the one it had.
  if (context?.savedId && item)
    return { logId: context.savedId, duplicate: true, ...outcomeOf(item, input, context.weeks) };
  if (!context || !item) throw new AppError("exercise-not-in-program", { field: "slug" });
  const logId = randomUUID();
  const write = writeWithAudit(
    db.insert(exerciseLogs).values({
      id: logId,
      userId,
      prescriptionId: context.prescriptionId,
      slug: input.slug,
      reps: input.reps,
      weightLbs: input.weightLbs,
      restBreaks: input.restBreaks,
      pain: input.pain,
      loggedAt,
      clientId: input.clientId ?? null,
    }),
    {
      action: "exercise_logged",
      userId,
      resourceType: "exerciseLog",
      resourceId: logId,
      headers: options.headers,
      at: now,
    },
    db,
  );
  try {
    await write;
  } catch (error) {
    // The same id sent twice at once (two tabs, a retry racing the first send): one row won.
    if (!input.clientId || !isUniqueViolation(error)) throw error;
    const [winner] = await clientIdRead().execute({ userId, clientId: input.clientId });
    if (!winner) throw error;
    return { logId: winner.id, duplicate: true, ...outcomeOf(item, input, context.weeks) };
  }
  const weeks = addPainWindows(context.weeks, painWindowsOf([{ pain: input.pain, loggedAt }], now));
  const outcome = outcomeOf(item, input, weeks);
  // A step up or down of this exercise's next session is also a notification (issue #19).
  const step = stepNotificationOf({
    decision: outcome.decision,
    slug: input.slug,
    exerciseName: findExercise(input.slug)?.name ?? input.slug,
    nextDose: doseText(
      { ...outcome.nextDose, band: item.band },
      facts.profile?.weightUnit ?? "lbs",
    ),
    day: dayKeyOf(now, "UTC"),
  });
  if (step) await createNotificationOnce(userId, step, now, db);
  return { logId, ...outcome };
}
