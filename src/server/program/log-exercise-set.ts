import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { outcomeOf, type TLogOutcome } from "@/domain/program/log-outcome";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { writeWithAudit } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { preparedQuery } from "../db/prepared";
import { exerciseLogs } from "../db/schema";
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

/**
 * Logs one set of a program exercise for the acting person `userId`, with its audit row, and
 * returns the feedback and next dose. Their plan must include tracking.
 *
 * Two round trips (issue #15): the newest program and the last two weeks of this exercise are
 * read side by side, then the set and its audit row are written in one statement. The reads need
 * no transaction: the set belongs to the program read, and the feedback looks at the history
 * before it.
 */
export async function logExerciseSet(options: {
  userId: string;
  input: TExerciseLogInput;
  headers?: Headers;
  now?: Date;
}): Promise<TLogOutcome> {
  const { userId, input } = options;
  const now = options.now ?? new Date();
  await requireFeature(userId, "tracking");
  const db = getDb();
  const [latest, history] = await Promise.all([
    findLatestPrescription(userId),
    historyRead().execute({
      userId,
      slug: input.slug,
      since: new Date(now.getTime() - TWO_WEEKS_MS).toISOString(),
    }),
  ]);
  const item = latest?.program.groups.flatMap((g) => g.items).find((i) => i.slug === input.slug);
  if (!latest || !item) throw new AppError("exercise-not-in-program", { field: "slug" });
  const logId = randomUUID();
  await writeWithAudit(
    db.insert(exerciseLogs).values({
      id: logId,
      userId,
      prescriptionId: latest.id,
      slug: input.slug,
      reps: input.reps,
      weightLbs: input.weightLbs,
      restBreaks: input.restBreaks,
      pain: input.pain,
      loggedAt: now,
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
  return {
    logId,
    ...outcomeOf(item, input, [...history, { pain: input.pain, loggedAt: now }], now),
  };
}
