import { describe, expect, it } from "vitest";
import { sampleLoadDaysOf, sampleQuickDashOf, sampleSetsOf } from "@/content/sample/history";
import { sampleProgramInput } from "@/content/sample/program-input";
import { generateProgram } from "@/domain/program/generate-program";
import { progressModelOf } from "./progress-model";

const now = new Date("2026-11-22T20:00:00Z");
const items = generateProgram(sampleProgramInput("Wrist-Hand-Extensors")).groups.flatMap(
  (g) => g.items,
);

it("the sample history reads as steady progress: pain easing, a weight step, a meaningful QuickDASH fall", () => {
  const sets = sampleSetsOf(items, now);
  const model = progressModelOf({
    sets,
    loads: sampleLoadDaysOf(now),
    measures: sampleQuickDashOf(now),
    sessionsPerWeek: items.map((i) => i.sessionsPerWeek),
    unit: "lbs",
    now,
  });
  expect(model.totals.sets).toBe(sets.length);
  expect(model.volume.reduce((n, w) => n + w.sets, 0)).toBe(sets.length);
  expect(model.summary.pain.direction).toBe("better");
  expect(model.daysActiveInCalendar).toBe(20);
  const curl = model.progression.find((p) => p.slug === "wrist-extension-curl");
  expect(curl?.weighted).toBe(true);
  const weights = curl?.sessions.map((s) => s.weight) ?? [];
  expect(weights.at(-1)).toBeGreaterThan(weights[0] ?? 0);
  expect(model.quickDash.map((q) => [q.score, q.meaningfulFromPrevious])).toEqual([
    [54.55, false],
    [38.64, true],
  ]);
  expect(model.retakeDue).toBe(true);
});

it("shows load volume in kg for kg users", () => {
  const sets = [
    {
      slug: "wrist-extension-curl",
      reps: 10,
      weightLbs: 10,
      restBreaks: 0,
      pain: 1,
      loggedAt: now,
    },
  ];
  const model = progressModelOf({
    sets,
    loads: [],
    measures: [],
    sessionsPerWeek: [],
    unit: "kg",
    now,
  });
  expect(model.volume.at(-1)?.loadVolume).toBe(45);
  expect(model.progression[0]?.sessions[0]?.weight).toBe(4.5);
  expect(model.retakeDue).toBe(false);
  expect(model.adherencePercent).toBeNull();
});

describe("the load progression shows the last 8 weeks, with a longer history in one line", () => {
  // now is Sunday 22 November 2026: the 8 weeks (56 days) start on Monday 28 September.
  const curl = (day: string, weightLbs: number, reps: number) => ({
    slug: "wrist-extension-curl",
    reps,
    weightLbs,
    restBreaks: 0,
    pain: 1,
    loggedAt: new Date(`${day}T18:00:00Z`),
  });
  const progressionOf = (sets: ReturnType<typeof curl>[]) =>
    progressModelOf({ sets, loads: [], measures: [], sessionsPerWeek: [], unit: "lbs", now })
      .progression[0];

  it.each([
    ["all in the 8 weeks", ["2026-09-28", "2026-11-22"], ["2026-09-28", "2026-11-22"], null],
    [
      "one day before them",
      ["2026-09-27", "2026-09-28", "2026-11-22"],
      ["2026-09-28", "2026-11-22"],
      ["2026-09-27", "2026-11-22"],
    ],
    ["only days before them", ["2026-01-05", "2026-09-27"], [], ["2026-01-05", "2026-09-27"]],
    ["one day, the first of the 8 weeks", ["2026-09-28"], ["2026-09-28"], null],
    ["one day, the last before them", ["2026-09-27"], [], ["2026-09-27", "2026-09-27"]],
  ] as const)("%s", (_label, days, shown, since) => {
    const p = progressionOf(days.map((d, i) => curl(d, 2 + i, 10 + i)));
    expect(p?.sessions.map((s) => s.day)).toEqual(shown);
    expect(p?.since ? [p.since.first.day, p.since.latest.day] : null).toEqual(since);
  });

  it("keeps the first day's and the latest day's numbers for the line", () => {
    const p = progressionOf([
      curl("2026-03-03", 2, 10),
      curl("2026-03-03", 2, 12),
      curl("2026-11-20", 6, 15),
    ]);
    expect(p?.since).toEqual({
      first: { day: "2026-03-03", weight: 2, bestReps: 12 },
      latest: { day: "2026-11-20", weight: 6, bestReps: 15 },
    });
  });
});

describe("each QuickDASH is dated by the person's day, not the server's", () => {
  // 05:30 UTC on Sunday 22 November: still Saturday the 21st in California, Sunday in Tokyo.
  const measures = [
    { score: 40, createdAt: new Date("2026-11-01T12:00:00Z") },
    { score: 30, createdAt: new Date("2026-11-22T05:30:00Z") },
  ];
  const modelIn = (timeZone?: string) =>
    progressModelOf({
      sets: [],
      loads: [],
      measures,
      sessionsPerWeek: [],
      unit: "lbs",
      now,
      timeZone,
    });

  it.each([
    [undefined, "2026-11-22"],
    ["UTC", "2026-11-22"],
    ["America/Los_Angeles", "2026-11-21"],
    ["Asia/Tokyo", "2026-11-22"],
  ])("in %s the latest reads %s", (timeZone, day) => {
    const model = modelIn(timeZone);
    expect(model.summary.latestQuickDash?.day).toBe(day);
    expect(model.quickDash.map((q) => q.day)).toEqual(["2026-11-01", day]);
    expect(model.quickDash[1]?.at).toBe("2026-11-22T05:30:00.000Z");
  });
});
