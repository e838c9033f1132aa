import { expect, it } from "vitest";
import { formatWeight, toLbs, weightIn } from "./units";

it.each([
  [1, "lbs", "1 lb"],
  [4, "lbs", "4 lb"],
  [1, "kg", "0.5 kg"],
  [4, "kg", "1.8 kg"],
  [10, "kg", "4.5 kg"],
] as const)("formatWeight(%d, %s) is %s", (lbs, unit, text) =>
  expect(formatWeight(lbs, unit)).toBe(text),
);

it.each([
  [70, "kg", 154.3],
  [154.3, "lbs", 154.3],
  [100, "kg", 220.5],
] as const)("toLbs(%d, %s) is %d", (weight, unit, lbs) => expect(toLbs(weight, unit)).toBe(lbs));

it.each([
  [4, "lbs", 4],
  [4, "kg", 1.8],
  [120, "kg", 54.4],
  [0, "kg", 0],
] as const)("weightIn(%d, %s) is %d", (lbs, unit, value) =>
  expect(weightIn(lbs, unit)).toBe(value),
);
