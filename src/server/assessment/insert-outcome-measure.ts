import "server-only";
import { quickDashScoreOf, quickDashWorkScoreOf } from "@/domain/assessment/quickdash";
import type { TOutcomeMeasure } from "@/lib/schemas/assessment";
import type { TDb } from "../db/client";
import { outcomeMeasures } from "../db/schema";

/**
 * Scores a QuickDASH and stores it as a new outcomeMeasures row, inside the caller's transaction
 * (the assessment step and the 4-weekly retake both store it this way). Returns the score, null
 * when fewer than 10 items were answered.
 */
export async function insertOutcomeMeasure(
  executor: Pick<TDb, "insert">,
  options: { userId: string; input: TOutcomeMeasure; now: Date },
): Promise<{ id: string; score: number | null }> {
  const { userId, input, now } = options;
  const { score } = quickDashScoreOf(input.answers);
  const workModuleScore = input.work ? quickDashWorkScoreOf(input.work) : null;
  const [row] = await executor
    .insert(outcomeMeasures)
    .values({
      userId,
      instrument: "quickdash",
      score,
      workModuleScore,
      answers: { items: input.answers, work: input.work },
      createdAt: now,
    })
    .returning({ id: outcomeMeasures.id });
  if (!row) throw new Error("The outcome measure could not be saved");
  return { id: row.id, score };
}
