import { describe, expect, it } from "vitest";
import { capacityLbsOf, staminaOf, staminaTargetLbsOf } from "./stamina";

const four = (s: number) => ({
  wristFlexorsTest: s,
  wristExtensorsTest: s,
  thumbFlexorsTest: s,
  thumbExtensorsTest: s,
});

describe("capacityLbsOf: weight x seconds / 60, default weight level 4", () => {
  it.each([
    [60, 4, 4],
    [30, 4, 2],
    [120, 2, 4],
    [60, null, 4],
    [60, 0, 4],
    [90, undefined, 6],
    [-5, 4, 0],
  ])("%d s at %s lbs is %d lbs", (seconds, weight, capacity) => {
    expect(capacityLbsOf(seconds, weight)).toBe(capacity);
  });
});

describe("staminaTargetLbsOf: about 5% of body weight, default 150 lbs", () => {
  it.each([
    [150, 7.5],
    [200, 10],
    [null, 7.5],
    [undefined, 7.5],
    [0, 7.5],
  ])("body weight %s gives a target of %d lbs", (bodyWeight, target) => {
    expect(staminaTargetLbsOf(bodyWeight)).toBe(target);
  });
});

describe("staminaOf", () => {
  it.each([
    ["no data", {}, undefined, 150, 25],
    ["every test missing", four(Number.NaN), undefined, 150, 25],
    // 4 lbs for 60 s = 4 lbs of capacity, target 7.5 -> 53.3
    ["60 s at the default weight, 150 lbs", four(60), undefined, 150, 53],
    // exactly at target: 7.5 lbs capacity = 4 lbs for 112.5 s
    ["at target: 112.5 s at 4 lbs", four(112.5), undefined, 150, 100],
    ["above target is capped at 100", four(600), undefined, 150, 100],
    ["zero seconds", four(0), undefined, 150, 0],
    ["heavier person, same hold: target 10 lbs", four(60), undefined, 200, 40],
    ["no body weight uses 150 lbs", four(60), undefined, null, 53],
    [
      "the weakest test decides",
      {
        wristFlexorsTest: 120,
        wristExtensorsTest: 30,
        thumbFlexorsTest: 90,
        thumbExtensorsTest: 90,
      },
      undefined,
      150,
      27,
    ],
    [
      "recorded weights are used",
      four(60),
      { wristFlexorsTest: 6, wristExtensorsTest: 6, thumbFlexorsTest: 6, thumbExtensorsTest: 6 },
      150,
      80,
    ],
    ["partial results use the tests done", { wristFlexorsTest: 60 }, undefined, 150, 53],
  ])("%s: %d", (_label, seconds, weightsLbs, bodyWeightLbs, stamina) => {
    expect(staminaOf({ seconds, weightsLbs, bodyWeightLbs })).toBe(stamina);
  });
});
