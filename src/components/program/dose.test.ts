import { expect, it } from "vitest";
import { doseText } from "./dose";

it.each([
  [{ sets: 2, reps: 15, loadLbs: 2 }, "lbs", "2 sets × 15 at 2 lb"],
  [{ sets: 2, reps: 15, loadLbs: 2 }, "kg", "2 sets × 15 at 0.9 kg"],
  [{ sets: 3, reps: 12, loadLbs: 0 }, "kg", "3 sets × 12 with no weight"],
  [{ sets: 4, holdSeconds: 35, loadLbs: null }, "lbs", "4 × 35 s hold"],
  [{ sets: 3, reps: 15, loadLbs: null, band: true }, "kg", "3 sets × 15 with a band"],
] as const)("doseText(%j, %s) is %s", (item, unit, text) =>
  expect(doseText(item, unit)).toBe(text),
);
