// Sample data lives in src/content/sample, and only here: the program previews' answers
// (program-input), the Pro demos' five weeks of sets, load and QuickDASH (history, progress), the
// load demo's fortnight (load) and the dashboard demo's week (this file). Every demo is labelled
// "Sample data" and runs through the same rules as real logs.
//
// Sample data for the dashboard's Pro demo: a believable second week of a program, run through the
// same summary as real logs so its figures agree with its day strip. Always labelled as a sample.

import { activitySummaryOf, type TActivitySummary } from "@/domain/dashboard/activity";
import { loadStatsOf, type TLoadStats } from "@/domain/load/load-summary";
import { addDays, dayKeyOf } from "@/lib/day";
import { sampleLoadFortnightOf } from "./load";

/** Sets per day, oldest first, for the 14 days ending today, and each day's set pain. */
const SAMPLE_SETS = [5, 0, 6, 4, 0, 5, 0, 6, 0, 5, 6, 0, 4, 6];
const SAMPLE_PAIN = [4, 0, 4, 3, 0, 4, 0, 3, 0, 2, 3, 0, 2, 2];
const SAMPLE_LOAD_LOGGED = [true, true, false, true, true, true, true];

export function sampleActivityOf(now: Date, timeZone: string): TActivitySummary {
  const today = dayKeyOf(now, timeZone);
  const sets = SAMPLE_SETS.flatMap((count, i) =>
    Array.from({ length: count }, () => ({
      pain: SAMPLE_PAIN[i] ?? 0,
      loggedAt: new Date(`${addDays(today, i - 13)}T12:00:00Z`),
    })),
  );
  const loadDays = SAMPLE_LOAD_LOGGED.flatMap((logged, i) =>
    logged ? [{ day: addDays(today, i - 6) }] : [],
  );
  // Noon UTC keeps each sample set on its own day in every time zone from UTC-11 to UTC+11.
  return activitySummaryOf(sets, loadDays, now, "UTC");
}

/**
 * The sample week's load figures, computed by the dashboard's own rule from the load sample's
 * last 7 days, on the days the strip shows as logged.
 */
export const SAMPLE_LOAD_STATS: TLoadStats = loadStatsOf(
  sampleLoadFortnightOf("2026-11-22")
    .days.slice(-SAMPLE_LOAD_LOGGED.length)
    .filter((_, i) => SAMPLE_LOAD_LOGGED[i]),
);
