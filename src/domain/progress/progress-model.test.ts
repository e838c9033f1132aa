import { expect, it } from "vitest";
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
