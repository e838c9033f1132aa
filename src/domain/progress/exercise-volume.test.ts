import { describe, expect, it } from "vitest";
import { loadProgressionOf, weeklyVolumeOf } from "./exercise-volume";
import type { TSetLog } from "./types";

// Sunday 22 November 2026: this week began Monday 16 November.
const now = new Date("2026-11-22T20:00:00Z");
const set = (
  iso: string,
  reps: number,
  weightLbs: number | null,
  slug = "wrist-extension-curl",
): TSetLog => ({
  slug,
  reps,
  weightLbs,
  restBreaks: 0,
  pain: 2,
  loggedAt: new Date(iso),
});

describe("weeklyVolumeOf", () => {
  it("keeps 8 weeks, oldest first, empty weeks as zeros", () => {
    const weeks = weeklyVolumeOf([], now);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]?.weekStart).toBe("2026-09-28");
    expect(weeks[7]).toEqual({ weekStart: "2026-11-16", sets: 0, reps: 0, loadVolumeLbs: 0 });
  });

  it.each([
    [
      "one weighted set: reps x weight",
      [set("2026-11-20T18:00:00Z", 15, 2)],
      { sets: 1, reps: 15, loadVolumeLbs: 30 },
    ],
    [
      "an unweighted set adds reps but no load",
      [set("2026-11-20T18:00:00Z", 4, null)],
      { sets: 1, reps: 4, loadVolumeLbs: 0 },
    ],
    [
      "sets add up",
      [set("2026-11-16T00:00:00Z", 12, 3), set("2026-11-22T23:59:59Z", 10, 2.5)],
      { sets: 2, reps: 22, loadVolumeLbs: 61 },
    ],
    [
      "Sunday 23:59 of last week is last week",
      [set("2026-11-15T23:59:59Z", 12, 3)],
      { sets: 0, reps: 0, loadVolumeLbs: 0 },
    ],
  ])("this week: %s", (_label, logs, expected) =>
    expect(weeklyVolumeOf(logs, now).at(-1)).toMatchObject(expected),
  );

  it("a set older than the 8 weeks is left out; one on the first Monday counts", () => {
    const weeks = weeklyVolumeOf(
      [set("2026-09-27T23:00:00Z", 10, 1), set("2026-09-28T08:00:00Z", 10, 1)],
      now,
    );
    expect(weeks.reduce((n, w) => n + w.sets, 0)).toBe(1);
    expect(weeks[0]?.sets).toBe(1);
  });
});

describe("loadProgressionOf", () => {
  it("gives the heaviest weight per day and the best set at that weight", () => {
    const [curl] = loadProgressionOf([
      set("2026-11-10T18:00:00Z", 15, 2),
      set("2026-11-10T18:05:00Z", 14, 2),
      set("2026-11-12T18:00:00Z", 15, 2),
      set("2026-11-12T18:05:00Z", 12, 3),
      set("2026-11-12T18:10:00Z", 10, 3),
    ]);
    expect(curl).toEqual({
      slug: "wrist-extension-curl",
      weighted: true,
      sessions: [
        { day: "2026-11-10", heaviestLbs: 2, bestReps: 15 },
        { day: "2026-11-12", heaviestLbs: 3, bestReps: 12 },
      ],
    });
  });

  it("follows the best set for unweighted exercises, and orders exercises by sets logged", () => {
    const result = loadProgressionOf([
      set("2026-11-10T18:00:00Z", 3, null, "isometric-wrist-extension"),
      set("2026-11-11T18:00:00Z", 4, null, "isometric-wrist-extension"),
      set("2026-11-11T18:00:00Z", 5, null, "isometric-wrist-extension"),
      set("2026-11-11T18:10:00Z", 15, 2),
    ]);
    expect(result.map((r) => r.slug)).toEqual([
      "isometric-wrist-extension",
      "wrist-extension-curl",
    ]);
    expect(result[0]).toMatchObject({
      weighted: false,
      sessions: [
        { day: "2026-11-10", heaviestLbs: null, bestReps: 3 },
        { day: "2026-11-11", heaviestLbs: null, bestReps: 5 },
      ],
    });
  });

  it("is empty without logs", () => expect(loadProgressionOf([])).toEqual([]));
});
