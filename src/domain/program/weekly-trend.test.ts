import { expect, it } from "vitest";
import {
  addPainWindows,
  painWindowsOf,
  trendOfWindows,
  trendWindowsAt,
  weeklyTrendOf,
} from "./weekly-trend";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (d: number, pain: number) => ({
  pain,
  loggedAt: new Date(now.getTime() - d * 86_400_000),
});

it.each([
  ["no logs", [], null],
  ["only this week", [daysAgo(1, 3)], null],
  ["only last week", [daysAgo(8, 3)], null],
  ["pain up by 1", [daysAgo(8, 3), daysAgo(1, 4)], "worse"],
  ["pain up by 0.5", [daysAgo(8, 3), daysAgo(9, 4), daysAgo(1, 4)], "same"],
  ["pain down by 1", [daysAgo(8, 4), daysAgo(2, 3)], "better"],
  ["pain level", [daysAgo(10, 3), daysAgo(3, 3)], "same"],
  ["exactly 7 days ago counts as last week", [daysAgo(7, 5), daysAgo(13, 2)], null],
  ["just under 7 days ago counts as this week", [daysAgo(6.99, 5), daysAgo(13, 2)], "worse"],
  ["older than two weeks is ignored", [daysAgo(15, 9), daysAgo(1, 2)], null],
] as const)("%s: %s", (_label, logs, trend) => expect(weeklyTrendOf(logs, now)).toBe(trend));

it.each([
  [
    "a 14-day window compares the last 2 weeks with the 2 before",
    [daysAgo(20, 5), daysAgo(3, 4)],
    14,
    "better",
  ],
  ["day 13.99 is in the recent window", [daysAgo(13.99, 6), daysAgo(20, 5)], 14, "worse"],
  ["day 14 is in the earlier window", [daysAgo(14, 6), daysAgo(20, 5)], 14, null],
  ["day 28 is outside both", [daysAgo(28, 9), daysAgo(2, 2)], 14, null],
] as const)("%s", (_label, logs, windowDays, trend) =>
  expect(weeklyTrendOf(logs, now, windowDays)).toBe(trend),
);

it("sums each window's pain and counts its logs, leaving out what falls in neither", () => {
  expect(
    painWindowsOf(
      [
        daysAgo(0, 4),
        daysAgo(6.99, 2),
        daysAgo(7, 5),
        daysAgo(13.99, 1),
        daysAgo(14, 9),
        daysAgo(-0.01, 9),
      ],
      now,
    ),
  ).toEqual({ thisWeek: { sum: 6, count: 2 }, lastWeek: { sum: 6, count: 2 } });
});

it("puts the windows' bounds at 7 and 14 days before now (or windowDays and twice it)", () => {
  expect(trendWindowsAt(now)).toEqual({
    since: new Date("2026-11-08T12:00:00Z"),
    lastWeekEnds: new Date("2026-11-15T12:00:00Z"),
  });
  expect(trendWindowsAt(now, 14).since).toEqual(new Date("2026-10-25T12:00:00Z"));
});

it.each([
  ["an empty week", { sum: 0, count: 0 }, { sum: 4, count: 2 }, null],
  ["up by exactly 1", { sum: 9, count: 3 }, { sum: 4, count: 2 }, "worse"],
  ["up by just under 1", { sum: 8.99, count: 3 }, { sum: 4, count: 2 }, "same"],
  ["down by exactly 1", { sum: 3, count: 3 }, { sum: 4, count: 2 }, "better"],
  ["down by just under 1", { sum: 3.01, count: 3 }, { sum: 4, count: 2 }, "same"],
] as const)("trendOfWindows, %s: %s", (_label, thisWeek, lastWeek, trend) =>
  expect(trendOfWindows({ thisWeek, lastWeek })).toBe(trend),
);

it("adds a set's windows to the history's", () => {
  const history = { thisWeek: { sum: 6, count: 2 }, lastWeek: { sum: 2, count: 1 } };
  expect(addPainWindows(history, painWindowsOf([daysAgo(8, 3)], now))).toEqual({
    thisWeek: { sum: 6, count: 2 },
    lastWeek: { sum: 5, count: 2 },
  });
});
