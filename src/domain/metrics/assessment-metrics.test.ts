import { describe, expect, it } from "vitest";
import { assessmentMetricsOf } from "./assessment-metrics";

describe("assessmentMetricsOf puts the spec 5 figures together", () => {
  it("gives the defaults with no data: stamina 25, no health, high risk, 10 weeks", () => {
    expect(assessmentMetricsOf({})).toEqual({
      stamina: 25,
      staminaLabel: "Low Capacity",
      health: null,
      healthLabel: null,
      riskLevel: "high",
      improvementWeeks: 10,
    });
  });

  it("reads endurance seconds, weights, body weight and QuickDASH from the profile", () => {
    expect(
      assessmentMetricsOf({
        enduranceTest: {
          wristFlexorsTest: 90,
          wristExtensorsTest: 75,
          thumbFlexorsTest: 120,
          thumbExtensorsTest: 100,
          weightsLbs: {
            wristFlexorsTest: 4,
            wristExtensorsTest: 4,
            thumbFlexorsTest: 2,
            thumbExtensorsTest: 2,
          },
        },
        bodyWeightLbs: 160,
        latestQuickDashScore: 31.82,
        limitations: { functional: 50 },
      }),
    ).toEqual({
      // capacities 6, 5, 4, 3.33 lbs against a target of 8 lbs: the weakest is 41.7
      stamina: 42,
      staminaLabel: "Fair Capacity",
      health: 68,
      healthLabel: "Moderate Health",
      riskLevel: "moderate",
      improvementWeeks: 8,
    });
  });

  it("uses the functional limitation when there is no QuickDASH score", () => {
    const m = assessmentMetricsOf({ latestQuickDashScore: null, limitations: { functional: 25 } });
    expect([m.health, m.healthLabel]).toEqual([75, "Strong Health"]);
  });
});
