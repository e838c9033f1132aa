// Progression by the pain-monitoring model (issue #5). The model comes from tendon research
// (Silbernagel and colleagues' work on loading painful Achilles tendons) and is applied here as
// guidance: pain up to 5/10 during exercise is acceptable, pain should settle back to its usual
// level by the next morning, and pain and stiffness should not rise from week to week.
import { WEIGHT_OPTIONS_LBS } from "@/domain/assessment/endurance";
import type { TProgramItem } from "./generate-program";

export const ACCEPTABLE_PAIN = 5;
/** At or below this, pain during exercise is comfortably inside the model's limit. */
export const COMFORTABLE_PAIN = 3;

export type TPainCheck = {
  /** Pain during the exercise, 0-10. */
  duringPain: number;
  /** Did pain settle back to its usual level by the next morning? null: not known yet. */
  nextMorningSettled: boolean | null;
  /** Pain and stiffness this week against last week; null: not a week of logs yet. */
  weeklyTrend: "better" | "same" | "worse" | null;
};

export type TProgressionDecision = "progress" | "hold" | "regress";

/**
 * regress when the next-morning or weekly check fails, or pain during goes above 5; hold when one
 * check is borderline (pain 4-5 during) or not known yet; progress when all three hold.
 */
export function progressionDecisionOf(check: TPainCheck): TProgressionDecision {
  if (
    check.nextMorningSettled === false ||
    check.weeklyTrend === "worse" ||
    check.duringPain > ACCEPTABLE_PAIN
  )
    return "regress";
  if (
    check.duringPain > COMFORTABLE_PAIN ||
    check.nextMorningSettled === null ||
    check.weeklyTrend === null
  )
    return "hold";
  return "progress";
}

/** A weighted exercise done with nothing in the hand: where a step down goes after the lightest weight. */
export const UNLOADED_LBS = 0;

const MAX_HOLD = 45;
const MIN_HOLD = 15;
const MAX_REPS = 20;
const MIN_REPS = 8;

function nextWeightUp(lbs: number): number {
  return WEIGHT_OPTIONS_LBS.find((w) => w > lbs) ?? lbs;
}

/** 25% lighter, rounded down to a weight option, never below the lightest. */
export function reducedWeightLbsOf(lbs: number): number {
  const target = lbs * 0.75;
  return WEIGHT_OPTIONS_LBS.filter((w) => w <= target).at(-1) ?? WEIGHT_OPTIONS_LBS[0];
}

/** The next session's dose after a decision: one small step up, the same, or a step down. */
export function nextDoseOf(
  current: Pick<TProgramItem, "sets" | "reps" | "holdSeconds" | "loadLbs">,
  decision: TProgressionDecision,
): Pick<TProgramItem, "sets" | "reps" | "holdSeconds" | "loadLbs"> {
  if (decision === "hold") return { ...current };
  const up = decision === "progress";
  if (current.loadLbs !== null) {
    // Weighted work: reps first (to 15), then the next weight with reps back at 12.
    const reps = current.reps ?? 12;
    if (up)
      return reps < 15
        ? { ...current, reps: Math.min(15, reps + 2) }
        : { ...current, reps: 12, loadLbs: nextWeightUp(current.loadLbs) };
    const lighter = reducedWeightLbsOf(current.loadLbs);
    if (lighter < current.loadLbs) return { ...current, loadLbs: lighter };
    // Nothing lighter than the lightest weight: the unloaded version (0 lb), then fewer reps.
    if (current.loadLbs > UNLOADED_LBS) return { ...current, loadLbs: UNLOADED_LBS };
    return { ...current, reps: Math.max(MIN_REPS, reps - 3) };
  }
  if (current.holdSeconds !== undefined) {
    const hold = current.holdSeconds + (up ? 5 : -10);
    return { ...current, holdSeconds: Math.min(MAX_HOLD, Math.max(MIN_HOLD, hold)) };
  }
  const reps = (current.reps ?? 10) + (up ? 2 : -3);
  return { ...current, reps: Math.min(MAX_REPS, Math.max(MIN_REPS, reps)) };
}
