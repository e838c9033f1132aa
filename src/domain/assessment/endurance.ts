// The four endurance tests of issue #4 and the spec's enduranceTest / thirtyRM keys (section 3).
import { capacityLbsOf } from "@/domain/metrics/stamina";

export const ENDURANCE_KEYS = [
  "wristFlexorsTest",
  "wristExtensorsTest",
  "thumbFlexorsTest",
  "thumbExtensorsTest",
] as const;
export type TEnduranceKey = (typeof ENDURANCE_KEYS)[number];

/** The tests held with a chosen weight; the thumb tests use a rubber band (default level 4). */
export const WEIGHTED_ENDURANCE_KEYS = ["wristFlexorsTest", "wristExtensorsTest"] as const;
export function isWeightedEnduranceTest(key: TEnduranceKey): boolean {
  return (WEIGHTED_ENDURANCE_KEYS as readonly TEnduranceKey[]).includes(key);
}

/** The profile's per-test summary fields, in the same order as ENDURANCE_KEYS. */
export const ENDURANCE_SUMMARY_FIELDS = {
  wristFlexorsTest: "wristFlexorEndurance",
  wristExtensorsTest: "wristExtensorEndurance",
  thumbFlexorsTest: "thumbFlexorEndurance",
  thumbExtensorsTest: "thumbExtensorEndurance",
} as const satisfies Record<TEnduranceKey, string>;

/** Spec 5's weight options, in lbs. */
export const WEIGHT_OPTIONS_LBS = [1, 2, 3, 4, 5, 6, 8, 10] as const;
export type TWeightOptionLbs = (typeof WEIGHT_OPTIONS_LBS)[number];

/** The longest hold the timer records; past 10 minutes the test stops measuring endurance. */
export const MAX_ENDURANCE_SECONDS = 600;

/**
 * The 30-repetition-maximum estimate of one test, in lbs to one decimal: the load a person could
 * lift about 30 times, read from the isometric capacity (see stamina.ts). The program engine
 * starts loading below it.
 */
export function thirtyRmOf(seconds: number, weightLbs?: number | null): number {
  return Math.round(capacityLbsOf(seconds, weightLbs) * 10) / 10;
}
