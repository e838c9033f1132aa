import { describe, expect, it } from "vitest";
import { dailyPainOf, painSummaryOf } from "./pain-trend";

const now = new Date("2026-11-22T20:00:00Z");
const setOn = (day: string, pain: number) => ({ pain, loggedAt: new Date(`${day}T18:00:00Z`) });
const loadOn = (day: string, morningPain: number, eveningPain: number) => ({
  day,
  morningPain,
  eveningPain,
});

describe("dailyPainOf", () => {
  it("averages a day's set pain and adds that day's load-log pain", () => {
    expect(
      dailyPainOf(
        [
          setOn("2026-11-20", 2),
          setOn("2026-11-20", 3),
          setOn("2026-11-20", 3),
          setOn("2026-11-21", 1),
        ],
        [loadOn("2026-11-20", 4, 5), loadOn("2026-11-19", 3, 3)],
      ),
    ).toEqual([
      { day: "2026-11-19", exercisePain: null, morningPain: 3, eveningPain: 3 },
      { day: "2026-11-20", exercisePain: 2.7, morningPain: 4, eveningPain: 5 },
      { day: "2026-11-21", exercisePain: 1, morningPain: null, eveningPain: null },
    ]);
  });

  it("starts from a given day", () => {
    expect(
      dailyPainOf([setOn("2026-11-01", 2), setOn("2026-11-02", 2)], [], "2026-11-02").map(
        (d) => d.day,
      ),
    ).toEqual(["2026-11-02"]);
  });

  it("is empty without logs", () => expect(dailyPainOf([], [])).toEqual([]));
});

describe("painSummaryOf", () => {
  const daily = (rows: [string, number][]) =>
    dailyPainOf(
      rows.map(([day, pain]) => setOn(day, pain)),
      [],
    );
  it.each([
    ["nothing recorded", [], { recent: null, earlier: null, direction: null }],
    ["only the last 2 weeks", [["2026-11-20", 3]], { recent: 3, earlier: null, direction: null }],
    [
      "fell by 1: better",
      [
        ["2026-11-01", 4],
        ["2026-11-20", 3],
      ],
      { recent: 3, earlier: 4, direction: "better" },
    ],
    [
      "rose by 1: worse",
      [
        ["2026-11-01", 3],
        ["2026-11-20", 4],
      ],
      { recent: 4, earlier: 3, direction: "worse" },
    ],
    [
      "fell by 0.5: about the same",
      [
        ["2026-11-01", 3],
        ["2026-11-02", 4],
        ["2026-11-20", 3],
      ],
      { recent: 3, earlier: 3.5, direction: "same" },
    ],
    [
      "each day counts once, however many sets",
      [
        ["2026-11-01", 5],
        ["2026-11-20", 4],
        ["2026-11-20", 4],
        ["2026-11-20", 4],
        ["2026-11-21", 2],
      ],
      { recent: 3, earlier: 5, direction: "better" },
    ],
    // now is 22 Nov 20:00; 00:00 on 9 Nov is 13 days 20 h ago (recent), 8 Nov is 14 days 20 h ago.
    [
      "9 November is in the last 2 weeks",
      [
        ["2026-11-09", 6],
        ["2026-10-30", 5],
      ],
      { recent: 6, earlier: 5, direction: "worse" },
    ],
    [
      "8 November is in the 2 before",
      [
        ["2026-11-08", 6],
        ["2026-10-30", 5],
      ],
      { recent: null, earlier: 5.5, direction: null },
    ],
    // 00:00 on 26 October is 27 days 20 h ago; 00:00 on 25 October is 28 days 20 h ago.
    [
      "26 October counts; 25 October (over 4 weeks back) does not",
      [
        ["2026-10-26", 8],
        ["2026-10-25", 0],
        ["2026-11-20", 3],
      ],
      { recent: 3, earlier: 8, direction: "better" },
    ],
  ] as const)("%s", (_label, rows, expected) =>
    expect(painSummaryOf(daily(rows as unknown as [string, number][]), now)).toEqual(expected),
  );

  it("counts morning and evening pain from the load log", () => {
    expect(
      painSummaryOf(dailyPainOf([], [loadOn("2026-11-01", 6, 6), loadOn("2026-11-20", 2, 4)]), now),
    ).toEqual({ recent: 3, earlier: 6, direction: "better" });
  });
});
