import { describe, expect, it } from "vitest";
import { nextDoseOf, progressionDecisionOf, reducedWeightLbsOf } from "./progression";

describe("progressionDecisionOf: the pain-monitoring model", () => {
  it.each([
    [0, true, "better", "progress"],
    [3, true, "same", "progress"],
    [4, true, "same", "hold"],
    [5, true, "better", "hold"],
    [6, true, "better", "regress"],
    [2, false, "better", "regress"],
    [2, true, "worse", "regress"],
    [2, null, "same", "hold"],
    [2, true, null, "hold"],
    [5, false, "same", "regress"],
  ] as const)(
    "pain %d during, morning settled %s, week %s: %s",
    (duringPain, nextMorningSettled, weeklyTrend, decision) => {
      expect(progressionDecisionOf({ duringPain, nextMorningSettled, weeklyTrend })).toBe(decision);
    },
  );
});

describe("reducedWeightLbsOf: 25% lighter, on the spec's weight options", () => {
  it.each([
    [10, 6],
    [8, 6],
    [6, 4],
    [4, 3],
    [3, 2],
    [2, 1],
    [1, 1],
  ])("%d lbs -> %d lbs", (lbs, reduced) => expect(reducedWeightLbsOf(lbs)).toBe(reduced));
});

describe("nextDoseOf", () => {
  it.each([
    [
      "weighted: reps up first",
      { sets: 3, reps: 12, loadLbs: 3 },
      "progress",
      { sets: 3, reps: 14, loadLbs: 3 },
    ],
    [
      "weighted: capped at 15 reps",
      { sets: 3, reps: 14, loadLbs: 3 },
      "progress",
      { sets: 3, reps: 15, loadLbs: 3 },
    ],
    [
      "weighted: at 15 reps, next weight",
      { sets: 3, reps: 15, loadLbs: 3 },
      "progress",
      { sets: 3, reps: 12, loadLbs: 4 },
    ],
    [
      "weighted: 6 lbs -> 8 lbs",
      { sets: 3, reps: 15, loadLbs: 6 },
      "progress",
      { sets: 3, reps: 12, loadLbs: 8 },
    ],
    [
      "weighted: 10 lbs is the top",
      { sets: 3, reps: 15, loadLbs: 10 },
      "progress",
      { sets: 3, reps: 12, loadLbs: 10 },
    ],
    [
      "weighted: regress 25%",
      { sets: 3, reps: 15, loadLbs: 4 },
      "regress",
      { sets: 3, reps: 15, loadLbs: 3 },
    ],
    [
      "weighted: 2 lbs regresses to 1 lb, the lightest",
      { sets: 3, reps: 12, loadLbs: 2 },
      "regress",
      { sets: 3, reps: 12, loadLbs: 1 },
    ],
    [
      "weighted: nothing lighter than 1 lb, so the unloaded version",
      { sets: 3, reps: 12, loadLbs: 1 },
      "regress",
      { sets: 3, reps: 12, loadLbs: 0 },
    ],
    [
      "unloaded: fewer reps, not below 8",
      { sets: 3, reps: 12, loadLbs: 0 },
      "regress",
      { sets: 3, reps: 9, loadLbs: 0 },
    ],
    [
      "unloaded: back to the lightest weight at 15 reps",
      { sets: 3, reps: 15, loadLbs: 0 },
      "progress",
      { sets: 3, reps: 12, loadLbs: 1 },
    ],
    [
      "hold: unchanged",
      { sets: 3, reps: 15, loadLbs: 4 },
      "hold",
      { sets: 3, reps: 15, loadLbs: 4 },
    ],
    [
      "hold time up 5 s",
      { sets: 4, holdSeconds: 30, loadLbs: null },
      "progress",
      { sets: 4, holdSeconds: 35, loadLbs: null },
    ],
    [
      "hold time capped at 45 s",
      { sets: 4, holdSeconds: 45, loadLbs: null },
      "progress",
      { sets: 4, holdSeconds: 45, loadLbs: null },
    ],
    [
      "hold time down 10 s, not below 15",
      { sets: 4, holdSeconds: 20, loadLbs: null },
      "regress",
      { sets: 4, holdSeconds: 15, loadLbs: null },
    ],
    [
      "band reps up 2",
      { sets: 3, reps: 15, loadLbs: null },
      "progress",
      { sets: 3, reps: 17, loadLbs: null },
    ],
    [
      "band reps down 3, not below 8",
      { sets: 3, reps: 10, loadLbs: null },
      "regress",
      { sets: 3, reps: 8, loadLbs: null },
    ],
  ] as const)("%s", (_label, current, decision, next) => {
    expect(nextDoseOf(current, decision)).toEqual(next);
  });
});
