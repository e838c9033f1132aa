import { describe, expect, it } from "vitest";
import { healthOf } from "./health";
import { healthLabelOf, improvementWeeksOf, riskLevelOf, staminaLabelOf } from "./labels";

describe("staminaLabelOf: >=70 Good, >=40 Fair, else Low", () => {
  it.each([
    [100, "Good Capacity"],
    [71, "Good Capacity"],
    [70, "Good Capacity"],
    [69, "Fair Capacity"],
    [69.9, "Fair Capacity"],
    [41, "Fair Capacity"],
    [40, "Fair Capacity"],
    [39, "Low Capacity"],
    [0, "Low Capacity"],
  ])("%d -> %s", (stamina, label) => expect(staminaLabelOf(stamina)).toBe(label));
});

describe("healthLabelOf: >=70 Strong, >=40 Moderate, else Needs Attention", () => {
  it.each([
    [100, "Strong Health"],
    [71, "Strong Health"],
    [70, "Strong Health"],
    [69, "Moderate Health"],
    [41, "Moderate Health"],
    [40, "Moderate Health"],
    [39, "Needs Attention"],
    [0, "Needs Attention"],
  ])("%d -> %s", (health, label) => expect(healthLabelOf(health)).toBe(label));
});

describe("riskLevelOf: stamina <30 high, <60 moderate, else low", () => {
  it.each([
    [0, "high"],
    [29, "high"],
    [29.9, "high"],
    [30, "moderate"],
    [31, "moderate"],
    [59, "moderate"],
    [60, "low"],
    [61, "low"],
    [100, "low"],
  ])("%d -> %s", (stamina, risk) => expect(riskLevelOf(stamina)).toBe(risk));
});

describe("improvementWeeksOf: mean of stamina and health >=60 is 6, >=30 is 8, else 10", () => {
  it.each([
    [60, 60, 6],
    [61, 59, 6],
    [60, 59, 8],
    [100, 100, 6],
    [30, 30, 8],
    [31, 29, 8],
    [30, 29, 10],
    [0, 0, 10],
    [25, null, 10],
    [30, null, 8],
    [60, null, 6],
  ] as [number, number | null, number][])("stamina %d, health %s -> %d weeks", (s, h, weeks) =>
    expect(improvementWeeksOf(s, h)).toBe(weeks),
  );
});

describe("healthOf: 100 - QuickDASH (or functional limitation), clamped 0-100", () => {
  it.each([
    [{ quickDashScore: 0 }, 100],
    [{ quickDashScore: 100 }, 0],
    [{ quickDashScore: 31.82 }, 68],
    [{ quickDashScore: 30 }, 70],
    [{ quickDashScore: 120 }, 0],
    [{ quickDashScore: -10 }, 100],
    [{ quickDashScore: 20, functionalLimitation: 75 }, 80],
    [{ quickDashScore: null, functionalLimitation: 75 }, 25],
    [{ functionalLimitation: 0 }, 100],
    [{}, null],
    [{ quickDashScore: null, functionalLimitation: null }, null],
  ])("%j -> %s", (input, health) => expect(healthOf(input)).toBe(health));
});
