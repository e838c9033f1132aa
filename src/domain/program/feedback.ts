// The feedback after a logged set, spec section 5 ("Feedback"), and the Pro demo target.
import { reducedWeightLbsOf } from "./progression";

export const PRO_DEMO_TARGET = { reps: 30, weightLbs: 4 } as const;

export type TFeedbackLabel =
  | "STEADY PROGRESS"
  | "BUILDING STRENGTH"
  | "HIGH PAIN - ADJUST"
  | "GETTING STARTED";

export type TFeedback = {
  label: TFeedbackLabel;
  /** HIGH PAIN - ADJUST: reduce the weight by 25%. */
  weightChange: -0.25 | 0;
};

/** Progress toward the target, in %: the set's volume (reps x weight) over the target's. */
export function progressPercentOf(
  set: { reps: number; weightLbs: number },
  target: { reps: number; weightLbs: number } = PRO_DEMO_TARGET,
): number {
  return Math.round(((set.reps * set.weightLbs) / (target.reps * target.weightLbs)) * 100);
}

/**
 * progress >= 80% and pain <= 3: STEADY PROGRESS; >= 60% and pain <= 5: BUILDING STRENGTH;
 * pain >= 6: HIGH PAIN - ADJUST (reduce weight by 25%); otherwise GETTING STARTED.
 */
export function feedbackOf(progressPercent: number, pain: number): TFeedback {
  if (progressPercent >= 80 && pain <= 3) return { label: "STEADY PROGRESS", weightChange: 0 };
  if (progressPercent >= 60 && pain <= 5) return { label: "BUILDING STRENGTH", weightChange: 0 };
  if (pain >= 6) return { label: "HIGH PAIN - ADJUST", weightChange: -0.25 };
  return { label: "GETTING STARTED", weightChange: 0 };
}

/**
 * What HIGH PAIN - ADJUST asks for next time, by what the set was done with: a weight 25% lighter
 * when one exists (weights come in WEIGHT_OPTIONS_LBS, 1 lb the lightest); at the lightest weight
 * the unloaded version (nothing in the hand); with a band, a lighter band; with no load, fewer
 * repetitions in a smaller range.
 */
export type THighPainAdjustment =
  | { kind: "lighter"; weightLbs: number }
  | { kind: "unloaded" }
  | { kind: "lighter-band" }
  | { kind: "easier" };

export function highPainAdjustmentOf(load: {
  weightLbs: number | null;
  band: boolean;
}): THighPainAdjustment {
  if (load.weightLbs !== null) {
    const lighter = reducedWeightLbsOf(load.weightLbs);
    if (lighter < load.weightLbs) return { kind: "lighter", weightLbs: lighter };
    if (load.weightLbs > 0) return { kind: "unloaded" };
  }
  return load.band ? { kind: "lighter-band" } : { kind: "easier" };
}
