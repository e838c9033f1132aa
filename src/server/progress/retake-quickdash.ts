import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { QUICKDASH_MIN_ANSWERED } from "@/domain/assessment/quickdash";
import { changeOf } from "@/domain/progress/quickdash-history";
import { AppError } from "@/lib/errors";
import type { TOutcomeMeasure } from "@/lib/schemas/assessment";
import { insertOutcomeMeasure } from "../assessment/insert-outcome-measure";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { outcomeMeasures, profile } from "../db/schema";

export type TRetakeResult = {
  score: number;
  /** The previous scored QuickDASH, or null when this is the first with a score. */
  previousScore: number | null;
  /** Points since the previous score (negative is better), or null. */
  change: number | null;
};

/**
 * Stores a retaken QuickDASH (a new outcomeMeasures row) and makes it the profile's
 * latestQuickDashScore, with an audit row, in one transaction. A retake needs a score (at least
 * 10 of 11 answers), since it replaces the score the health figure is built on.
 */
export async function retakeQuickDash(options: {
  userId: string;
  input: TOutcomeMeasure;
  headers?: Headers;
  now?: Date;
}): Promise<TRetakeResult> {
  const { userId, input } = options;
  const now = options.now ?? new Date();
  if (input.answers.filter((a) => a !== null).length < QUICKDASH_MIN_ANSWERED)
    throw new AppError("quickdash-too-few-answers");
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({ userId: profile.userId })
      .from(profile)
      .where(eq(profile.userId, userId))
      .for("update");
    if (!current) throw new AppError("profile-not-found");
    const [previous] = await tx
      .select({ score: outcomeMeasures.score })
      .from(outcomeMeasures)
      .where(and(eq(outcomeMeasures.userId, userId), isNotNull(outcomeMeasures.score)))
      .orderBy(desc(outcomeMeasures.createdAt))
      .limit(1);
    const { id, score } = await insertOutcomeMeasure(tx, { userId, input, now });
    if (score === null) throw new Error("A retake with enough answers always has a score");
    await tx
      .update(profile)
      .set({ latestQuickDashScore: score, outcomeMeasureCompleted: true })
      .where(eq(profile.userId, userId));
    await writeAuditLog(
      {
        action: "quickdash_retaken",
        userId,
        resourceType: "outcomeMeasure",
        resourceId: id,
        headers: options.headers,
        at: now,
      },
      tx,
    );
    const previousScore = previous?.score ?? null;
    return {
      score,
      previousScore,
      change: previousScore === null ? null : changeOf(previousScore, score),
    };
  });
}
