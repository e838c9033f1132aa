import { describe, expect, it } from "vitest";
import { patternsOf, type TPatternDay } from "./patterns";

let n = 0;
const day = (patch: Partial<TPatternDay>): TPatternDay => {
  n += 1;
  return {
    day: `2026-10-${String(n).padStart(2, "0")}`,
    keyboardHours: 4,
    gamingHours: 0,
    otherHandHours: 0,
    breaks: 2,
    eveningPain: 3,
    ...patch,
  };
};
const repeat = (count: number, patch: Partial<TPatternDay>) =>
  Array.from({ length: count }, () => day(patch));
const breaksPattern = (days: TPatternDay[]) =>
  patternsOf(days, new Set()).find((p) => p.factor === "breaks");

describe("what helps, what hurts: enough days on both sides", () => {
  it.each([
    [2, 3, false],
    [3, 2, false],
    [3, 3, true],
    [4, 3, true],
    [3, 4, true],
    [2, 10, false],
    [10, 2, false],
  ])("%i days with and %i without: shown %s", (withDays, withoutDays, shown) => {
    const days = [...repeat(withDays, { breaks: 4 }), ...repeat(withoutDays, { breaks: 3 })];
    expect(breaksPattern(days)).toMatchObject({ ready: shown, withDays, withoutDays });
  });
});

describe("what helps, what hurts: direction and wording", () => {
  it.each([
    // with pain, without pain, direction
    [2, 4, "lower"],
    [5, 3, "higher"],
    [3, 3.4, "same"], // 0.4 apart: within noise
    [3, 3.5, "lower"], // 0.5 apart: a pattern
    [3.5, 3, "higher"],
  ] as const)(
    "evening pain %f with and %f without reads %s",
    (withPain, withoutPain, direction) => {
      const days = [
        ...repeat(2, { breaks: 5, eveningPain: Math.floor(withPain) }),
        day({ breaks: 5, eveningPain: withPain * 3 - 2 * Math.floor(withPain) }),
        ...repeat(2, { breaks: 1, eveningPain: Math.floor(withoutPain) }),
        day({ breaks: 1, eveningPain: withoutPain * 3 - 2 * Math.floor(withoutPain) }),
      ];
      expect(breaksPattern(days)).toMatchObject({ ready: true, direction });
    },
  );

  it("words a pattern as an observation, never a cause", () => {
    const days = [...repeat(3, { breaks: 4, eveningPain: 2 }), ...repeat(3, { eveningPain: 4 })];
    const pattern = breaksPattern(days);
    expect(pattern?.ready && pattern.sentence).toBe(
      "On days with 4 or more breaks, evening pain averaged 2/10, 2 points lower than on days with fewer breaks (4/10).",
    );
    expect(JSON.stringify(patternsOf(days, new Set()))).not.toMatch(/because|causes?|reduces/i);
  });

  it("counts a day as an exercise day from the sets logged that day", () => {
    const days = [...repeat(3, { eveningPain: 2 }), ...repeat(3, { eveningPain: 5 })];
    const exercised = new Set(days.slice(0, 3).map((d) => d.day));
    const pattern = patternsOf(days, exercised).find((p) => p.factor === "exercises");
    expect(pattern).toMatchObject({
      ready: true,
      withAverage: 2,
      withoutAverage: 5,
      direction: "lower",
    });
  });

  it.each([
    ["long-keyboard", { keyboardHours: 6 }, { keyboardHours: 5.5 }],
    ["gaming", { gamingHours: 0.5 }, { gamingHours: 0 }],
    ["other-hand", { otherHandHours: 1 }, { otherHandHours: 0 }],
  ] as const)("sorts days by %s", (factor, withPatch, withoutPatch) => {
    const days = [
      ...repeat(3, { ...withPatch, eveningPain: 6 }),
      ...repeat(3, { ...withoutPatch, eveningPain: 3 }),
    ];
    expect(patternsOf(days, new Set()).find((p) => p.factor === factor)).toMatchObject({
      ready: true,
      withAverage: 6,
      withoutAverage: 3,
      direction: "higher",
    });
  });
});
