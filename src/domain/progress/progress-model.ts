// Everything /progress-statistics shows, from a person's logs (or the demo's sample logs), as
// plain serialisable data for the page, its charts and the printable summary.
import { findExercise } from "@/content/exercises";
import { DEFAULT_TIME_ZONE, dayKeyOf } from "@/lib/day";
import { type TWeightUnit, weightIn } from "@/lib/units";
import {
  adherenceCalendarOf,
  adherencePercentOf,
  daysActiveIn,
  type TCalendarWeek,
  targetDaysPerWeekOf,
} from "./adherence";
import { dayOf } from "./days";
import {
  loadProgressionOf,
  type TSession,
  type TWeekVolume,
  weeklyVolumeOf,
} from "./exercise-volume";
import {
  chartStartOf,
  dailyPainOf,
  painSummaryOf,
  type TDailyPain,
  type TPainSummary,
} from "./pain-trend";
import { isRetakeDue, quickDashHistoryOf } from "./quickdash-history";
import type { TLoadDay, TQuickDashMeasure, TSetLog } from "./types";

/** How many exercises the load progression chart follows (the most-logged ones). */
export const PROGRESSION_EXERCISES = 3;

/** One day of an exercise: weight in the person's unit, null for unweighted exercises. */
export type TProgressionDay = { day: string; weight: number | null; bestReps: number };

export type TProgressModel = {
  unit: TWeightUnit;
  totals: { sets: number; loadDays: number };
  summary: {
    daysActiveThisWeek: number;
    pain: TPainSummary;
    latestQuickDash: {
      score: number;
      at: string;
      /** The person's day it was taken on (`at` in their time zone), as the page writes it. */
      day: string;
      changeFromPrevious: number | null;
    } | null;
  };
  /** loadVolume in the person's unit. */
  volume: (Omit<TWeekVolume, "loadVolumeLbs"> & { loadVolume: number })[];
  progression: {
    slug: string;
    name: string;
    weighted: boolean;
    /** The days of the last 8 weeks (the pain chart's), oldest first. */
    sessions: TProgressionDay[];
    /**
     * With days before those 8 weeks: the first day ever logged and the latest, so a long history
     * still reads in one line (every day is in the CSV). Null when it all fits in the 8 weeks.
     */
    since: { first: TProgressionDay; latest: TProgressionDay } | null;
  }[];
  dailyPain: TDailyPain[];
  quickDash: {
    at: string;
    /** The person's day it was taken on (`at` in their time zone): the table's and chart's date. */
    day: string;
    score: number;
    changeFromPrevious: number | null;
    changeFromFirst: number | null;
    meaningfulFromPrevious: boolean;
    meaningfulFromFirst: boolean;
  }[];
  calendar: TCalendarWeek[];
  targetDaysPerWeek: number | null;
  adherencePercent: number | null;
  daysActiveInCalendar: number;
  retakeDue: boolean;
  today: string;
};

export function progressModelOf(options: {
  sets: readonly TSetLog[];
  loads: readonly TLoadDay[];
  measures: readonly TQuickDashMeasure[];
  /** Each program item's sessions a week, for the adherence target. */
  sessionsPerWeek: readonly number[];
  unit: TWeightUnit;
  now: Date;
  /**
   * The person's time zone, for the day each QuickDASH was taken on: the page is drawn in the
   * browser too, which must write the same date as the server. UTC when not known.
   */
  timeZone?: string;
}): TProgressModel {
  const { sets, loads, measures, unit, now } = options;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const calendar = adherenceCalendarOf(sets, now);
  const history = quickDashHistoryOf(measures);
  const latest = history.at(-1);
  const latestTaken = measures.reduce<Date | null>(
    (max, m) => (max === null || m.createdAt > max ? m.createdAt : max),
    null,
  );
  const allPain = dailyPainOf(sets, loads);
  const targetDaysPerWeek = targetDaysPerWeekOf(options.sessionsPerWeek);
  // The charts' 8 weeks: pain and the load progression day by day (issue #15: a year of logs
  // drew 365 rows a table, and the page grew with every day logged).
  const chartStart = chartStartOf(now);
  return {
    unit,
    totals: { sets: sets.length, loadDays: loads.length },
    summary: {
      daysActiveThisWeek: calendar.at(-1) ? daysActiveIn(calendar.at(-1) as TCalendarWeek) : 0,
      pain: painSummaryOf(allPain, now),
      latestQuickDash: latest
        ? {
            score: latest.score,
            at: latest.at.toISOString(),
            day: dayKeyOf(latest.at, timeZone),
            changeFromPrevious: latest.changeFromPrevious,
          }
        : null,
    },
    volume: weeklyVolumeOf(sets, now).map(({ loadVolumeLbs, ...w }) => ({
      ...w,
      loadVolume: Math.round(weightIn(loadVolumeLbs, unit)),
    })),
    progression: loadProgressionOf(sets)
      .sort((a, b) => Number(b.weighted) - Number(a.weighted))
      .slice(0, PROGRESSION_EXERCISES)
      .map((p) => {
        // Only the days shown, and the first and latest, are put in the person's unit.
        const inUnit = (s: TSession): TProgressionDay => ({
          day: s.day,
          weight: s.heaviestLbs === null ? null : weightIn(s.heaviestLbs, unit),
          bestReps: s.bestReps,
        });
        const first = p.sessions[0];
        const latest = p.sessions.at(-1);
        return {
          slug: p.slug,
          name: findExercise(p.slug)?.name ?? p.slug,
          weighted: p.weighted,
          sessions: p.sessions.filter((s) => s.day >= chartStart).map(inUnit),
          since:
            first && latest && first.day < chartStart
              ? { first: inUnit(first), latest: inUnit(latest) }
              : null,
        };
      }),
    dailyPain: allPain.filter((d) => d.day >= chartStart),
    quickDash: history.map((h) => ({
      ...h,
      at: h.at.toISOString(),
      day: dayKeyOf(h.at, timeZone),
    })),
    calendar,
    targetDaysPerWeek,
    adherencePercent: adherencePercentOf(calendar, targetDaysPerWeek, now),
    daysActiveInCalendar: calendar.reduce((sum, w) => sum + daysActiveIn(w), 0),
    retakeDue: isRetakeDue(latestTaken, now),
    today: dayOf(now),
  };
}
