import { expect, it } from "vitest";
import { weeklyTrendOf } from "./weekly-trend";

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
