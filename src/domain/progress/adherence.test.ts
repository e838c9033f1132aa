import { describe, expect, it } from "vitest";
import { LAYOUT_DATES } from "../../../tests/factories/layout-dates";
import {
  adherenceCalendarOf,
  adherencePercentOf,
  daysActiveIn,
  targetDaysPerWeekOf,
} from "./adherence";
import { addDays } from "./days";

// Wednesday 18 November 2026; this week began Monday 16 November.
const now = new Date("2026-11-18T12:00:00Z");
const on = (day: string) => ({ loggedAt: new Date(`${day}T18:00:00Z`) });

describe("adherenceCalendarOf", () => {
  const calendar = adherenceCalendarOf(
    [on("2026-11-16"), on("2026-11-16"), on("2026-11-18"), on("2026-09-27"), on("2026-09-28")],
    now,
  );
  it("has 8 Monday-to-Sunday rows ending with this week", () => {
    expect(calendar).toHaveLength(8);
    expect(calendar.map((w) => w.days.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
    expect(calendar[0]?.weekStart).toBe("2026-09-28");
    expect(calendar[7]?.days.map((d) => d.day)).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);
  });
  it("counts sets per day and marks days after today", () => {
    expect(calendar[7]?.days.map((d) => [d.sets, d.isFuture])).toEqual([
      [2, false],
      [0, false],
      [1, false],
      [0, true],
      [0, true],
      [0, true],
      [0, true],
    ]);
    expect(daysActiveIn(calendar[7] ?? { weekStart: "", days: [] })).toBe(2);
  });
  it("leaves out days before the first row", () => {
    expect(calendar[0]?.days[0]?.sets).toBe(1);
    expect(calendar.reduce((n, w) => n + daysActiveIn(w), 0)).toBe(3);
  });
});

it.each([
  [[], null],
  [[3], 3],
  [[3, 7], 7],
  [[3, 14], 7],
  [[6], 6],
])("targetDaysPerWeekOf(%j) is %s", (sessions, target) =>
  expect(targetDaysPerWeekOf(sessions)).toBe(target),
);

describe("adherencePercentOf: complete weeks since the first log", () => {
  const days = (...list: string[]) => list.map(on);
  it.each([
    ["no logs", [], 3, null],
    ["only this week (still under way)", days("2026-11-16", "2026-11-17"), 3, null],
    ["no target", days("2026-11-10"), null, null],
    ["last week 3 of 3", days("2026-11-09", "2026-11-11", "2026-11-13"), 3, 100],
    ["last week 2 of 3", days("2026-11-09", "2026-11-11"), 3, 67],
    [
      "extra days do not make up for another week",
      days("2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"),
      3,
      50,
    ],
    [
      "two weeks at 4 of 7",
      days(
        "2026-11-02",
        "2026-11-03",
        "2026-11-04",
        "2026-11-05",
        "2026-11-09",
        "2026-11-10",
        "2026-11-11",
        "2026-11-12",
      ),
      7,
      57,
    ],
    [
      "this week's logs do not count",
      days("2026-11-09", "2026-11-16", "2026-11-17", "2026-11-18"),
      3,
      33,
    ],
  ] as const)("%s", (_label, logs, target, percent) =>
    expect(adherencePercentOf(adherenceCalendarOf(logs, now), target, now)).toBe(percent),
  );
});

// The dates that change the calendar's layout (issue #11): a month starting on each weekday,
// month ends, a leap day, and the clock changes in Europe and the US. The suite's result must not
// depend on the day it runs, so every one of them is checked here and in the browser
// (tests/e2e/calendar-dates.spec.ts).

describe.each(LAYOUT_DATES)("adherenceCalendarOf on %s (%s)", (_name, today) => {
  // Late in the evening, UTC: the last moment that is still `today`.
  const late = new Date(`${today}T23:59:59Z`);
  const calendar = adherenceCalendarOf([on(today), on(addDays(today, -45))], late);
  const days = calendar.flatMap((w) => w.days.map((d) => d.day));

  it("is 8 rows of Monday to Sunday, 56 consecutive days, ending with the week of today", () => {
    expect(calendar).toHaveLength(8);
    for (const week of calendar) {
      expect(new Date(`${week.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(week.days.map((d) => d.day)).toEqual(
        Array.from({ length: 7 }, (_, i) => addDays(week.weekStart, i)),
      );
    }
    expect(new Set(days).size).toBe(56);
    expect(days.at(-1)).toBe(addDays(days[0] ?? "", 55));
    expect(calendar.at(-1)?.days.some((d) => d.day === today)).toBe(true);
  });

  it("marks exactly the days after today as still to come, and counts today's set", () => {
    const todayIndex = days.indexOf(today);
    const future = calendar.flatMap((w) => w.days.map((d) => d.isFuture));
    expect(future).toEqual(days.map((_, i) => i > todayIndex));
    expect(calendar.flatMap((w) => w.days).find((d) => d.day === today)?.sets).toBe(1);
    // 45 days ago is inside the 8 weeks on every date (on a Monday they reach back 49 days).
    expect(calendar.reduce((n, w) => n + daysActiveIn(w), 0)).toBe(2);
  });
});
