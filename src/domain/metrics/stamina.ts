// Stamina, spec section 5 ("Derived calculations"). Each endurance test gives seconds held at a
// chosen weight. Every 60 s held counts as one "weight level" of that weight, so the capacity of a
// test is weight x seconds / 60 (in lbs): 4 lbs held for 60 s is a capacity of 4 lbs. The target
// is about 5% of body weight (150 lbs when unknown). A test's stamina is capacity / target x 100;
// the person's stamina is the weakest test, capped at 100, or 25 when there is no data.
// The tests are named by the caller (the assessment's enduranceTest keys), so this module needs
// nothing from the assessment's: the assessment's thirtyRM uses capacityLbsOf from here.

export const SECONDS_PER_WEIGHT_LEVEL = 60;
export const DEFAULT_WEIGHT_LEVEL_LBS = 4;
export const STAMINA_TARGET_FRACTION = 0.05;
export const DEFAULT_BODY_WEIGHT_LBS = 150;
export const DEFAULT_STAMINA = 25;
export const MAX_STAMINA = 100;

export type TStaminaInput = {
  /** Seconds held, by test. */
  seconds: Partial<Record<string, number | null>>;
  /** The weight each test was held with, by the same names. */
  weightsLbs?: Partial<Record<string, number | null>> | null;
  bodyWeightLbs?: number | null;
};

/** The capacity of one test in lbs: the weight (4 lbs when not recorded) per 60 s held. */
export function capacityLbsOf(seconds: number, weightLbs?: number | null): number {
  const weight = weightLbs && weightLbs > 0 ? weightLbs : DEFAULT_WEIGHT_LEVEL_LBS;
  return (weight * Math.max(0, seconds)) / SECONDS_PER_WEIGHT_LEVEL;
}

export function staminaTargetLbsOf(bodyWeightLbs?: number | null): number {
  const bodyWeight = bodyWeightLbs && bodyWeightLbs > 0 ? bodyWeightLbs : DEFAULT_BODY_WEIGHT_LBS;
  return bodyWeight * STAMINA_TARGET_FRACTION;
}

/** Stamina 0-100, rounded to a whole number. */
export function staminaOf(input: TStaminaInput): number {
  const target = staminaTargetLbsOf(input.bodyWeightLbs);
  const scores = Object.entries(input.seconds).flatMap(([key, seconds]) =>
    typeof seconds === "number" && Number.isFinite(seconds)
      ? [(capacityLbsOf(seconds, input.weightsLbs?.[key]) / target) * 100]
      : [],
  );
  if (scores.length === 0) return DEFAULT_STAMINA;
  return Math.round(Math.min(MAX_STAMINA, ...scores));
}
