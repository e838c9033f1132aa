import "server-only";
import { and, eq, gte } from "drizzle-orm";
import { outcomeOf, type TLogOutcome } from "@/domain/program/log-outcome";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { requireFeature } from "../access/require-feature";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { exerciseLogs } from "../db/schema";
import { findLatestPrescription } from "./find-latest-prescription";

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/** The prescribed item for `slug` in the person's newest program, or an error. */
async function findPrescribedItem(
  tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0],
  userId: string,
  slug: string,
) {
  const latest = await findLatestPrescription(userId, tx);
  const item = latest?.program.groups.flatMap((g) => g.items).find((i) => i.slug === slug);
  if (!latest || !item) throw new AppError("exercise-not-in-program", { field: "slug" });
  return { prescriptionId: latest.id, item };
}

/**
 * Logs one set of a program exercise for the acting person `userId`, with its audit row, in one
 * transaction, and returns the feedback and next dose. Their plan must include tracking.
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
  return getDb().transaction(async (tx) => {
    const { prescriptionId, item } = await findPrescribedItem(tx, userId, input.slug);
    const history = await tx
      .select({ pain: exerciseLogs.pain, loggedAt: exerciseLogs.loggedAt })
      .from(exerciseLogs)
      .where(
        and(
          eq(exerciseLogs.userId, userId),
          eq(exerciseLogs.slug, input.slug),
          gte(exerciseLogs.loggedAt, new Date(now.getTime() - TWO_WEEKS_MS)),
        ),
      );
    const [log] = await tx
      .insert(exerciseLogs)
      .values({
        userId,
        prescriptionId,
        slug: input.slug,
        reps: input.reps,
        weightLbs: input.weightLbs,
        restBreaks: input.restBreaks,
        pain: input.pain,
        loggedAt: now,
      })
      .returning({ id: exerciseLogs.id });
    if (!log) throw new Error("The log could not be saved");
    await writeAuditLog(
      {
        action: "exercise_logged",
        userId,
        resourceType: "exerciseLog",
        resourceId: log.id,
        headers: options.headers,
        at: now,
      },
      tx,
    );
    return {
      logId: log.id,
      ...outcomeOf(item, input, [...history, { pain: input.pain, loggedAt: now }], now),
    };
  });
}
