import { describe, expect, it } from "vitest";
import { activitySummaryOf, recentMaxPainOf } from "./activity";

// Wednesday 25 November 2026, 10:00 UTC; the week began on Monday the 23rd.
const now = new Date("2026-11-25T10:00:00Z");
const set = (iso: string, pain = 2) => ({ pain, loggedAt: new Date(iso) });

describe("activitySummaryOf", () => {
  it("lays out the 7 days ending today, with sets and load logs per day", () => {
    const summary = activitySummaryOf(
      [set("2026-11-25T08:00:00Z"), set("2026-11-25T08:05:00Z"), set("2026-11-19T08:00:00Z")],
      [{ day: "2026-11-24" }, { day: "2026-11-18" }],
      now,
      "UTC",
    );
    expect(summary.week.map((d) => d.day)).toEqual([
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(summary.week[0]).toEqual({ day: "2026-11-19", sets: 1, loadLogged: false });
    expect(summary.week[5]).toEqual({ day: "2026-11-24", sets: 0, loadLogged: true });
    expect(summary.week[6]).toEqual({ day: "2026-11-25", sets: 2, loadLogged: false });
    expect(summary.setsLast7Days).toBe(3);
  });

  it.each<[string, string[], number]>([
    ["no sets", [], 0],
    ["two sets on one day count once", ["2026-11-25T08:00:00Z", "2026-11-25T09:00:00Z"], 1],
    ["Monday and Wednesday", ["2026-11-23T08:00:00Z", "2026-11-25T08:00:00Z"], 2],
    ["last Sunday is last week", ["2026-11-22T08:00:00Z"], 0],
  ])("active days this week: %s", (_, times, expected) => {
    expect(
      activitySummaryOf(
        times.map((t) => set(t)),
        [],
        now,
        "UTC",
      ).activeDaysThisWeek,
    ).toBe(expected);
  });

  it("averages set pain over the last 7 days and the 7 before", () => {
    const summary = activitySummaryOf(
      [
        set("2026-11-25T08:00:00Z", 2),
        set("2026-11-19T08:00:00Z", 3), // 6 days ago: this week's window
        set("2026-11-18T08:00:00Z", 5), // 7 days ago: the previous window
        set("2026-11-12T08:00:00Z", 6), // 13 days ago: the previous window
        set("2026-11-11T08:00:00Z", 9), // 14 days ago: outside both
      ],
      [],
      now,
      "UTC",
    );
    expect(summary.averageSetPain).toBe(2.5);
    expect(summary.previousAverageSetPain).toBe(5.5);
  });

  it("has no average without sets", () => {
    expect(activitySummaryOf([], [], now, "UTC").averageSetPain).toBeNull();
  });
});

describe("recentMaxPainOf", () => {
  const day = (d: string, morningPain: number, eveningPain: number) => ({
    day: d,
    morningPain,
    eveningPain,
  });
  it.each<[string, ReturnType<typeof set>[], ReturnType<typeof day>[], number | null]>([
    ["nothing logged", [], [], null],
    ["a set today", [set("2026-11-25T08:00:00Z", 4)], [], 4],
    ["a set yesterday", [set("2026-11-24T08:00:00Z", 6)], [], 6],
    ["a set two days ago is not recent", [set("2026-11-23T08:00:00Z", 8)], [], null],
    ["yesterday's evening pain", [], [day("2026-11-24", 2, 7)], 7],
    ["today's morning pain", [], [day("2026-11-25", 5, 0)], 5],
    ["two days ago is not recent", [], [day("2026-11-23", 9, 9)], null],
    ["the highest of both", [set("2026-11-25T08:00:00Z", 3)], [day("2026-11-24", 1, 5)], 5],
  ])("%s", (_, sets, days, expected) => {
    expect(recentMaxPainOf(sets, days, now, "UTC")).toBe(expected);
  });
});
