// How irritable a person's symptoms are, from the assessment (issue #5: "onset and irritability set
// volume and rest"). Irritable symptoms flare with little load and settle slowly, so they start
// with holds and less volume; the clinical idea is the standard high / moderate / low
// irritability used to dose tendon and nerve loading.
import type { TMobilityRating } from "@/domain/assessment/mobility";

export type TIrritability = "high" | "moderate" | "low";

export type TIrritabilityInput = {
  /** The strongest pain intensity, 0-10, of the person's regions. */
  maxPain: number;
  onset?: "sudden" | "gradual";
  duration?: "under-6-weeks" | "6-weeks-to-3-months" | "3-to-12-months" | "over-a-year";
  nightSymptoms?: "never" | "sometimes" | "most-nights";
  mobilityRatings?: readonly TMobilityRating[];
};

/**
 * high: pain 7 or more, a sudden start under 6 weeks ago, or nerve symptoms most nights with pain
 * 5 or more. moderate: pain 4 or more, a sudden start, symptoms most nights, or a painful
 * movement. Otherwise low.
 */
export function irritabilityOf(input: TIrritabilityInput): TIrritability {
  const recentSudden = input.onset === "sudden" && input.duration === "under-6-weeks";
  const nightly = input.nightSymptoms === "most-nights";
  if (input.maxPain >= 7 || recentSudden || (nightly && input.maxPain >= 5)) return "high";
  if (
    input.maxPain >= 4 ||
    input.onset === "sudden" ||
    nightly ||
    input.mobilityRatings?.includes("painful")
  )
    return "moderate";
  return "low";
}
