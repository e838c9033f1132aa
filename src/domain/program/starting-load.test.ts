import { describe, expect, it } from "vitest";
import { holdSecondsOf, startingLoadLbsOf } from "./starting-load";

describe("startingLoadLbsOf", () => {
  it.each([
    // 60% of 6.3 = 3.78 -> 3 lbs; 75% = 4.7 -> 4 lbs
    [6.3, 160, "moderate", 3],
    [6.3, 160, "low", 4],
    // no thirtyRM: 4 lbs base -> 60% 2.4 -> 2; 75% 3 -> 3
    [null, 160, "moderate", 2],
    [null, 160, "low", 3],
    // never below 1 lb
    [0.8, 160, "moderate", 1],
    // never above 5% of body weight: 100 lbs -> 5 lbs cap
    [20, 100, "low", 5],
    // 200 lbs body weight: cap 10; 75% of 14 = 10.5 -> 10
    [14, 200, "low", 10],
  ] as const)(
    "thirtyRM %s, body weight %d, %s: %d lbs",
    (thirtyRmLbs, bodyWeightLbs, irritability, lbs) => {
      expect(startingLoadLbsOf({ thirtyRmLbs, bodyWeightLbs, irritability })).toBe(lbs);
    },
  );
});

describe("holdSecondsOf: half the endurance hold, 15-45 s, 30 s max when irritable", () => {
  it.each([
    [60, "low", 30],
    [95, "low", 45],
    [90, "moderate", 45],
    [90, "high", 30],
    [20, "low", 15],
    [0, "low", 15],
    [null, "low", 30],
    [70, "low", 35],
  ] as const)("%s s, %s: %d s", (seconds, irritability, hold) =>
    expect(holdSecondsOf(seconds, irritability)).toBe(hold),
  );
});
