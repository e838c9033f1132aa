import { describe, expect, it } from "vitest";
import {
  clampIndex,
  firstUnansweredIndex,
  initialIndex,
  isLastIndex,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
} from "./stepper-index";

describe("nextIndex", () => {
  it.each([
    // [index, count, expected]
    [0, 11, 1], // first
    [5, 11, 6],
    [9, 11, 10], // into the last
    [10, 11, 10], // last stays
    [11, 11, 10], // beyond the end: back on the last
    [42, 4, 3],
    [-1, 11, 1], // before the start counts as the first
    [0, 1, 0], // a single question
    [0, 0, 0], // no questions
  ])("nextIndex(%i, %i) is %i", (index, count, expected) =>
    expect(nextIndex(index, count)).toBe(expected),
  );
});

describe("previousIndex", () => {
  it.each([
    [0, 11, 0], // first stays
    [1, 11, 0],
    [10, 11, 9], // from the last
    [11, 11, 9], // beyond the end: the one before the last
    [14, 11, 9], // a list that shrank from 15 to 11
    [-3, 11, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])("previousIndex(%i, %i) is %i", (index, count, expected) =>
    expect(previousIndex(index, count)).toBe(expected),
  );
});

describe("clampIndex and isLastIndex", () => {
  it.each([
    [0, 11, 0, false],
    [10, 11, 10, true],
    [11, 11, 10, true],
    [-1, 11, 0, false],
    [2.7, 11, 2, false],
    [Number.NaN, 11, 0, false],
    [0, 1, 0, true],
    [3, 0, 0, true],
  ])("index %d of %i clamps to %i, last: %s", (index, count, clamped, last) => {
    expect(clampIndex(index, count)).toBe(clamped);
    expect(isLastIndex(index, count)).toBe(last);
  });
});

describe("firstUnansweredIndex and initialIndex", () => {
  const T = true;
  const F = false;
  it.each([
    [[F, F, F], 0, 0], // nothing answered: the first
    [[T, F, F], 1, 1],
    [[T, T, F], 2, 2], // only the last left
    [[T, F, T], 1, 1], // a gap is found before later answers
    [[T, T, T], null, 0], // all answered (a revisit): opens on the first
    [[], null, 0],
  ])("%j: first unanswered %s, opens on %i", (answered, first, opens) => {
    expect(firstUnansweredIndex(answered)).toBe(first);
    expect(initialIndex(answered)).toBe(opens);
  });
});

describe("shouldAutoAdvance", () => {
  it.each([
    [0, 11, true], // first
    [9, 11, true],
    [10, 11, false], // the last never advances: its submit button shows
    [11, 11, false], // beyond the end
    [-1, 11, false],
    [0, 1, false], // a single question is also the last
    [0, 0, false],
  ])("from %i of %i: %s", (index, count, expected) =>
    expect(shouldAutoAdvance(index, count)).toBe(expected),
  );
});
