// What logging one set tells the person (spec 5): feedback, progress against their own target,
// and the next session's dose. Pure: the server stores the set, this works out the answer.
import type { TExerciseLogInput } from "@/lib/schemas/program";
import {
  feedbackOf,
  highPainAdjustmentOf,
  progressPercentOf,
  type TFeedback,
  type THighPainAdjustment,
} from "./feedback";
import type { TProgramItem } from "./generate-program";
import { nextDoseOf, progressionDecisionOf, type TProgressionDecision } from "./progression";
import { type TPainWindows, trendOfWindows } from "./weekly-trend";

export type TLogOutcome = {
  logId: string;
  feedback: TFeedback;
  /** HIGH PAIN - ADJUST only: what to change next time, from what this set was done with. */
  adjustment: THighPainAdjustment | null;
  progressPercent: number;
  decision: TProgressionDecision;
  nextDose: Pick<TProgramItem, "sets" | "reps" | "holdSeconds" | "loadLbs">;
};

/**
 * Feedback (spec 5) and the next session's dose (pain-monitoring model) for one logged set.
 * `weeks` is this exercise's logged pain this week and last (weekly-trend.ts), this set included.
 */
export function outcomeOf(
  item: TProgramItem,
  input: TExerciseLogInput,
  weeks: TPainWindows,
): Omit<TLogOutcome, "logId"> {
  // Progress against this person's own target: prescribed reps (or holds) at the prescribed load.
  const progressPercent = progressPercentOf(
    { reps: input.reps, weightLbs: input.weightLbs ?? 1 },
    { reps: item.reps ?? item.sets, weightLbs: item.loadLbs ?? 1 },
  );
  const feedback = feedbackOf(progressPercent, input.pain);
  const decision = progressionDecisionOf({
    duringPain: input.pain,
    nextMorningSettled: input.morningSettled,
    weeklyTrend: trendOfWindows(weeks),
  });
  // The next dose starts from the weight this set was done with, not only the prescribed one.
  const loadLbs = item.loadLbs === null ? null : (input.weightLbs ?? item.loadLbs);
  const { sets, reps, holdSeconds } = item;
  return {
    feedback,
    adjustment:
      feedback.label === "HIGH PAIN - ADJUST"
        ? highPainAdjustmentOf({ weightLbs: loadLbs, band: item.band })
        : null,
    progressPercent,
    decision,
    nextDose: nextDoseOf({ sets, reps, holdSeconds, loadLbs }, decision),
  };
}
