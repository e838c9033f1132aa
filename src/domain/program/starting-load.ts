// Starting loads (issue #5: "endurance results, thirtyRM and body weight set the starting load").
import { WEIGHT_OPTIONS_LBS } from "@/domain/assessment/endurance";
import { DEFAULT_WEIGHT_LEVEL_LBS, staminaTargetLbsOf } from "@/domain/metrics/stamina";
import type { TIrritability } from "./irritability";

/**
 * The share of the 30-repetition maximum a program starts at: well inside it, so the first weeks
 * feel easy and leave room to progress. High irritability does no weighted loading at all.
 */
export const START_FRACTION: Record<Exclude<TIrritability, "high">, number> = {
  moderate: 0.6,
  low: 0.75,
};

/**
 * The starting weight in lbs: a share of the test's thirtyRM (4 lbs when there is none), never
 * above the stamina target (5% of body weight), rounded down to one of the spec's weight options,
 * and never below the lightest (1 lb).
 */
export function startingLoadLbsOf(options: {
  thirtyRmLbs?: number | null;
  bodyWeightLbs?: number | null;
  irritability: Exclude<TIrritability, "high">;
}): number {
  const base =
    options.thirtyRmLbs && options.thirtyRmLbs > 0 ? options.thirtyRmLbs : DEFAULT_WEIGHT_LEVEL_LBS;
  const wanted = Math.min(
    base * START_FRACTION[options.irritability],
    staminaTargetLbsOf(options.bodyWeightLbs),
  );
  const fitting = WEIGHT_OPTIONS_LBS.filter((w) => w <= wanted);
  return fitting.at(-1) ?? WEIGHT_OPTIONS_LBS[0];
}

/** Isometric hold time: half the endurance hold, in 5 s steps, 15-45 s (30 s at most when irritable). */
export function holdSecondsOf(
  enduranceSeconds: number | null | undefined,
  irritability: TIrritability,
): number {
  const max = irritability === "high" ? 30 : 45;
  if (typeof enduranceSeconds !== "number") return 30;
  const half = Math.round(enduranceSeconds / 2 / 5) * 5;
  return Math.min(max, Math.max(15, half));
}
