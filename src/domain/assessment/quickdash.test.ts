import { describe, expect, it } from "vitest";
import {
  formatQuickDashScore,
  quickDashScoreOf,
  quickDashWorkScoreOf,
  type TQuickDashAnswer,
} from "./quickdash";

const all = (a: TQuickDashAnswer, n = 11): TQuickDashAnswer[] => Array(n).fill(a);

describe("quickDashScoreOf: ((sum / answered) - 1) x 25, needing 10 of 11 answers", () => {
  it.each([
    ["all 1s (no difficulty)", all(1), 0],
    ["all 5s (unable)", all(5), 100],
    ["all 3s", all(3), 50],
    ["all 2s", all(2), 25],
    ["mixed: sum 33 over 11", [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 3] as TQuickDashAnswer[], 50],
    // sum 20 over 11: (20/11 - 1) x 25 = 20.4545... -> 20.45
    ["sum 20 over 11", [2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1] as TQuickDashAnswer[], 20.45],
    // 10 answered, one blank: sum 30 over 10 -> (3 - 1) x 25 = 50
    ["10 answered, 1 blank", [...all(3, 10), null], 50],
    // the blank is left out of the mean, not counted as 0 or 1
    ["10 answered at 5, 1 blank", [null, ...all(5, 10)], 100],
  ])("%s scores %d", (_label, answers, score) => {
    expect(quickDashScoreOf(answers)).toEqual({
      score,
      answered: answers.filter((a) => a !== null).length,
    });
  });

  it.each([
    [9, [...all(3, 9), null, null]],
    [0, all(null)],
    [1, [5, ...all(null, 10)]],
  ] as [number, TQuickDashAnswer[]][])(
    "with %d answered there is no score, and the reason says why",
    (answered, answers) => {
      expect(quickDashScoreOf(answers)).toEqual({
        score: null,
        answered,
        reason: "too-few-answers",
      });
    },
  );
});

describe("quickDashWorkScoreOf: 4 items, all required", () => {
  it.each([
    [[1, 1, 1, 1], 0],
    [[5, 5, 5, 5], 100],
    [[2, 3, 4, 3], 50],
    [[1, 2, 1, 2], 12.5],
    [[3, 3, 3, null], null],
    [[null, null, null, null], null],
  ] as [TQuickDashAnswer[], number | null][])("%j scores %s", (answers, score) => {
    expect(quickDashWorkScoreOf(answers)).toBe(score);
  });
});

describe("formatQuickDashScore: at most one decimal, none when it adds nothing", () => {
  it.each([
    [25, "25"], // a whole score stays whole, not "25.0" or "25.00"
    [0, "0"],
    [100, "100"],
    [27.27, "27.3"],
    [38.64, "38.6"],
    [54.55, "54.5"], // stored from 54.545…: reads as the true score does
    [2.27, "2.3"],
    [13.64, "13.6"], // a change just short of 14 never reads "14"
    [15.91, "15.9"],
    [-6.82, "-6.8"], // changes keep their sign
    [-0.04, "0"], // no "-0"
    [97.96, "98"], // rounding up to a whole number drops the decimal
  ])("%d reads %s", (score, text) => expect(formatQuickDashScore(score)).toBe(text));

  it("reads every score the 11 items can give with at most one decimal", () => {
    for (let sum = 11; sum <= 55; sum++) {
      const text = formatQuickDashScore(Math.round((sum / 11 - 1) * 25 * 100) / 100);
      expect(text).toMatch(/^\d{1,3}(\.\d)?$/);
      expect(text.endsWith(".0")).toBe(false);
    }
  });
});
