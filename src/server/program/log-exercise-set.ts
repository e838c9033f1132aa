import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { doseText } from "@/components/program/dose";
import { findExercise } from "@/content/exercises";
import { stepNotificationOf } from "@/domain/notifications/program-notifications";
import { outcomeOf, type TLogOutcome } from "@/domain/program/log-outcome";
import { setLoggedAtOf } from "@/domain/program/logged-at";
import { dayKeyOf } from "@/lib/day";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { writeWithAudit } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { isUniqueViolation } from "../db/connection-errors";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs } from "../db/schema";
import { createNotificationOnce } from "../notifications/program-notifications";
import { findLatestPrescription } from "./find-latest-prescription";

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

// Read for every logged set: prepared (src/server/db/prepared.ts).
const historyRead = preparedQuery((db) =>
  db
    .select({ pain: exerciseLogs.pain, loggedAt: exerciseLogs.loggedAt })
    .from(exerciseLogs)
    .where(
      and(
        eq(exerciseLogs.userId, sql.placeholder("userId")),
        eq(exerciseLogs.slug, sql.placeholder("slug")),
        gte(exerciseLogs.loggedAt, sql.placeholder("since")),
      ),
    )
    .prepare("set_history"),
);

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
 * Two round trips (issue #15): the newest program and the last two weeks of this exercise are
 * read side by side, then the set and its audit row are written in one statement. The reads need
 * no transaction: the set belongs to the program read, and the feedback looks at the history
 * before it.
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
  const [latest, history, saved] = await Promise.all([
    findLatestPrescription(userId),
    historyRead().execute({
      userId,
      slug: input.slug,
      since: new Date(now.getTime() - TWO_WEEKS_MS).toISOString(),
    }),
    input.clientId ? clientIdRead().execute({ userId, clientId: input.clientId }) : [],
  ]);
  const item = latest?.program.groups.flatMap((g) => g.items).find((i) => i.slug === input.slug);
  const earlier = saved[0];
  // Already saved: the history holds it, so the feedback is the one it had.
  if (earlier && item)
    return { logId: earlier.id, duplicate: true, ...outcomeOf(item, input, history, now) };
  if (!latest || !item) throw new AppError("exercise-not-in-program", { field: "slug" });
  const logId = randomUUID();
  const write = writeWithAudit(
    db.insert(exerciseLogs).values({
      id: logId,
      userId,
      prescriptionId: latest.id,
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
    return { logId: winner.id, duplicate: true, ...outcomeOf(item, input, history, now) };
  }
  const outcome = outcomeOf(item, input, [...history, { pain: input.pain, loggedAt }], now);
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
