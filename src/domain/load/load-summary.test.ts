import { expect, it } from "vitest";
import { loadStatsOf } from "./load-summary";

it("averages hand-heavy hours, breaks and evening pain over the logged days", () => {
  expect(
    loadStatsOf([
      { keyboardHours: 6, gamingHours: 2, otherHandHours: 0, breaks: 3, eveningPain: 4 },
      { keyboardHours: 7, gamingHours: 0, otherHandHours: 0.5, breaks: 4, eveningPain: 3 },
    ]),
  ).toEqual({ daysLogged: 2, averageHandHours: 7.8, averageBreaks: 3.5, averageEveningPain: 3.5 });
});

it("has no averages without logged days", () => {
  expect(loadStatsOf([])).toEqual({
    daysLogged: 0,
    averageHandHours: null,
    averageBreaks: null,
    averageEveningPain: null,
  });
});
