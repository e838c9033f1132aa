// Exercise volume per week and load progression per exercise (issue #6, progress statistics).
import { addDays, dayOf, mondayOf, round1 } from "./days";
import type { TSetLog } from "./types";

export type TWeekVolume = {
  /** The week's Monday, "YYYY-MM-DD". */
  weekStart: string;
  sets: number;
  reps: number;
  /** Sum of reps x weight over weighted sets, in lbs (converted for display by the caller). */
  loadVolumeLbs: number;
};

/**
 * Sets, reps and load volume (reps x weight) per Monday-to-Sunday week, for the `weeks` weeks
 * ending with the week of `now`, oldest first. Weeks with no logs are kept, as zeros.
 */
export function weeklyVolumeOf(logs: readonly TSetLog[], now: Date, weeks = 8): TWeekVolume[] {
  const thisWeek = mondayOf(dayOf(now));
  const rows: TWeekVolume[] = Array.from({ length: weeks }, (_, i) => ({
    weekStart: addDays(thisWeek, (i - weeks + 1) * 7),
    sets: 0,
    reps: 0,
    loadVolumeLbs: 0,
  }));
  const byWeek = new Map(rows.map((r) => [r.weekStart, r]));
  for (const log of logs) {
    const row = byWeek.get(mondayOf(dayOf(log.loggedAt)));
    if (!row) continue;
    row.sets += 1;
    row.reps += log.reps;
    row.loadVolumeLbs += log.weightLbs === null ? 0 : log.reps * log.weightLbs;
  }
  return rows.map((r) => ({ ...r, loadVolumeLbs: round1(r.loadVolumeLbs) }));
}

export type TSession = {
  day: string;
  /** The heaviest weight used that day, in lbs; null for unweighted exercises. */
  heaviestLbs: number | null;
  /** The most reps (or holds) in one set that day, at the heaviest weight when weighted. */
  bestReps: number;
};

export type TExerciseProgression = { slug: string; weighted: boolean; sessions: TSession[] };

/**
 * Per exercise, one point per day it was logged: the heaviest weight and the best set at it
 * (weighted exercises), or the best set (holds, bands, bodyweight). Exercises are ordered by how
 * many sets were logged, most first; days oldest first.
 */
export function loadProgressionOf(logs: readonly TSetLog[]): TExerciseProgression[] {
  const bySlug = new Map<string, TSetLog[]>();
  for (const log of logs) {
    const sets = bySlug.get(log.slug);
    if (sets) sets.push(log);
    else bySlug.set(log.slug, [log]);
  }
  return [...bySlug.entries()]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(([slug, sets]) => {
      const weighted = sets.some((s) => s.weightLbs !== null);
      const byDay = new Map<string, TSetLog[]>();
      for (const s of sets) {
        const day = dayOf(s.loggedAt);
        const daySets = byDay.get(day);
        if (daySets) daySets.push(s);
        else byDay.set(day, [s]);
      }
      const sessions = [...byDay.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([day, daySets]): TSession => {
          if (!weighted)
            return { day, heaviestLbs: null, bestReps: Math.max(...daySets.map((s) => s.reps)) };
          const heaviestLbs = Math.max(...daySets.map((s) => s.weightLbs ?? 0));
          const atHeaviest = daySets.filter((s) => (s.weightLbs ?? 0) === heaviestLbs);
          return { day, heaviestLbs, bestReps: Math.max(...atHeaviest.map((s) => s.reps)) };
        });
      return { slug, weighted, sessions };
    });
}
