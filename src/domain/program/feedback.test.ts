import { describe, expect, it } from "vitest";
import { feedbackOf, highPainAdjustmentOf, PRO_DEMO_TARGET, progressPercentOf } from "./feedback";

describe("feedbackOf: spec 5's four labels at every threshold", () => {
  it.each([
    [80, 3, "STEADY PROGRESS", 0],
    [100, 0, "STEADY PROGRESS", 0],
    [81, 3, "STEADY PROGRESS", 0],
    [79, 3, "BUILDING STRENGTH", 0],
    [80, 4, "BUILDING STRENGTH", 0],
    [60, 5, "BUILDING STRENGTH", 0],
    [61, 5, "BUILDING STRENGTH", 0],
    [59, 5, "GETTING STARTED", 0],
    [60, 6, "HIGH PAIN - ADJUST", -0.25],
    [100, 6, "HIGH PAIN - ADJUST", -0.25],
    [10, 10, "HIGH PAIN - ADJUST", -0.25],
    [59, 0, "GETTING STARTED", 0],
    [0, 5, "GETTING STARTED", 0],
  ] as const)("%d%% at pain %d: %s", (progress, pain, label, weightChange) => {
    expect(feedbackOf(progress, pain)).toEqual({ label, weightChange });
  });
});

describe("progressPercentOf: volume against the Pro demo target of 30 reps at 4 lbs", () => {
  it("the target is 30 reps at 4 lbs", () =>
    expect(PRO_DEMO_TARGET).toEqual({ reps: 30, weightLbs: 4 }));
  it.each([
    [30, 4, 100],
    [24, 4, 80],
    [18, 4, 60],
    [15, 4, 50],
    [30, 2, 50],
    [0, 4, 0],
    [30, 8, 200],
  ])("%d reps at %d lbs is %d%%", (reps, weightLbs, percent) =>
    expect(progressPercentOf({ reps, weightLbs })).toBe(percent),
  );
});

describe("highPainAdjustmentOf: what HIGH PAIN - ADJUST asks for next time", () => {
  it.each([
    [10, false, { kind: "lighter", weightLbs: 6 }],
    [4, false, { kind: "lighter", weightLbs: 3 }],
    [3, false, { kind: "lighter", weightLbs: 2 }],
    [2, false, { kind: "lighter", weightLbs: 1 }],
    // Nothing lighter than 1 lb: the unloaded version, never "a 25% lighter weight".
    [1, false, { kind: "unloaded" }],
    [0, false, { kind: "easier" }],
    [null, true, { kind: "lighter-band" }],
    [null, false, { kind: "easier" }],
  ] as const)("%s lb (band %s) -> %j", (weightLbs, band, adjustment) => {
    expect(highPainAdjustmentOf({ weightLbs, band })).toEqual(adjustment);
  });
});
