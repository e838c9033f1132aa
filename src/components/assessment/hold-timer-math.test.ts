import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_SECONDS,
  countdownLeft,
  minutesText,
  ringFraction,
  secondsHeld,
} from "./hold-timer-math";

const T0 = 1_000_000;

describe("secondsHeld", () => {
  it.each([
    [0, 0],
    [999, 0], // not a whole second yet
    [1000, 1],
    [59_999, 59],
    [60_000, 60],
    [599_999, 599],
    [600_000, 600], // the 10-minute cap
    [900_000, 600], // beyond the cap
    [-500, 0], // a clock that went back
  ])("%i ms is %i s", (ms, seconds) => expect(secondsHeld(T0, T0 + ms)).toBe(seconds));
});

describe("countdownLeft", () => {
  const startsAt = T0 + COUNTDOWN_SECONDS * 1000;
  it.each([
    [0, 3], // just pressed
    [1, 3],
    [999, 3],
    [1000, 2],
    [2001, 1],
    [2999, 1],
    [3000, 0], // the hold starts
    [5000, 0], // late tick
    [-1000, 3], // never more than the countdown
  ])("%i ms after pressing shows %i", (ms, left) =>
    expect(countdownLeft(startsAt, T0 + ms)).toBe(left),
  );
});

describe("ringFraction", () => {
  it.each([
    [0, true, 0],
    [15_000, true, 0.25],
    [15_500, true, 15.5 / 60], // smooth: between seconds
    [15_500, false, 0.25], // reduced motion: whole seconds only
    [59_999, false, 59 / 60],
    [60_000, true, 1], // a finished lap shows full
    [60_000, false, 1],
    [90_000, true, 0.5], // second lap
    [-10, true, 0],
  ])("%i ms (smooth %s) fills %d", (ms, smooth, fraction) =>
    expect(ringFraction(ms, smooth)).toBeCloseTo(fraction, 6),
  );
});

describe("minutesText", () => {
  it.each([
    [0, null],
    [59, null],
    [60, "1 min"],
    [65, "1 min 5 s"],
    [600, "10 min"],
  ])("%i s is %s", (seconds, text) => expect(minutesText(seconds)).toBe(text));
});
