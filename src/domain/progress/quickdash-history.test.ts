import { describe, expect, it } from "vitest";
import {
  changeDirectionOf,
  changeText,
  isMeaningfulChange,
  isRetakeDue,
  quickDashHistoryOf,
} from "./quickdash-history";

const DAY = 86_400_000;
const now = new Date("2026-11-22T12:00:00Z");

describe("isMeaningfulChange: 14 points or more, either way", () => {
  it.each([
    [13, false],
    [14, true],
    [15, true],
    [-13, false],
    [-14, true],
    [-15, true],
    [13.9, false],
    [14.0, true],
    [-13.9, false],
    [-14.0, true],
    [13.99, false],
    [0, false],
    [null, false],
  ])("%s points: %s", (change, meaningful) => expect(isMeaningfulChange(change)).toBe(meaningful));

  it("floating-point noise does not hide a 14-point change (52.27 to 38.27)", () => {
    const [, second] = quickDashHistoryOf([
      { score: 52.27, createdAt: new Date(now.getTime() - 30 * DAY) },
      { score: 38.27, createdAt: now },
    ]);
    expect(second).toMatchObject({ changeFromPrevious: -14, meaningfulFromPrevious: true });
  });
});

it.each([
  [-6.82, "better"],
  [0.01, "worse"],
  [0, "same"],
] as const)("a change of %d is %s (a fall in score is an improvement)", (change, direction) =>
  expect(changeDirectionOf(change)).toBe(direction),
);

it.each([
  [-15.91, "15.9 points lower (better)"],
  [13.64, "13.6 points higher (worse)"], // just short of noticeable, and it reads so
  [-25, "25 points lower (better)"],
  [1, "1 point higher (worse)"],
  [0.04, "no change"], // too small to show
  [0, "no change"],
])("changeText(%d) is %s", (change, text) => expect(changeText(change)).toBe(text));

describe("quickDashHistoryOf", () => {
  it("gives each score its change from the previous and from the first, oldest first", () => {
    const history = quickDashHistoryOf([
      { score: 38.64, createdAt: new Date(now.getTime() - 29 * DAY) },
      { score: 54.55, createdAt: new Date(now.getTime() - 57 * DAY) },
      { score: null, createdAt: new Date(now.getTime() - 40 * DAY) },
      { score: 31.82, createdAt: now },
    ]);
    expect(
      history.map((h) => [
        h.score,
        h.changeFromPrevious,
        h.changeFromFirst,
        h.meaningfulFromPrevious,
        h.meaningfulFromFirst,
      ]),
    ).toEqual([
      [54.55, null, null, false, false],
      [38.64, -15.91, -15.91, true, true],
      [31.82, -6.82, -22.73, false, true],
    ]);
  });

  it("is empty without a scored QuickDASH", () => {
    expect(quickDashHistoryOf([{ score: null, createdAt: now }])).toEqual([]);
  });
});

describe("isRetakeDue: 28 days or more since the latest QuickDASH", () => {
  it.each([
    [27, false],
    [27.99, false],
    [28, true],
    [29, true],
  ])("%d days ago: %s", (days, due) =>
    expect(isRetakeDue(new Date(now.getTime() - days * DAY), now)).toBe(due),
  );

  it("is not due without any QuickDASH", () => expect(isRetakeDue(null, now)).toBe(false));
});
