// Pain over time (issue #6): the daily average of pain during exercise sets, the load log's
// morning and evening pain, and a direction over the last 2 weeks against the 2 before.
import {
  painWindowsOf,
  type TPainTotal,
  type TTrend,
  trendOfWindows,
} from "@/domain/program/weekly-trend";
import { addDays, dayOf, round1, startOfDay } from "./days";
import type { TLoadDay, TSetLog } from "./types";

export type TDailyPain = {
  day: string;
  /** Average pain during that day's exercise sets (0-10, one decimal), or null. */
  exercisePain: number | null;
  morningPain: number | null;
  eveningPain: number | null;
};

/** The window each side of the comparison: the last 2 weeks against the 2 before. */
export const PAIN_WINDOW_DAYS = 14;

const mean = (values: readonly number[]) =>
  values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;

/** One row per day with any pain recorded, oldest first, from `fromDay` on when given. */
export function dailyPainOf(
  sets: readonly Pick<TSetLog, "pain" | "loggedAt">[],
  loads: readonly Pick<TLoadDay, "day" | "morningPain" | "eveningPain">[],
  fromDay?: string,
): TDailyPain[] {
  const days = new Map<string, TDailyPain>();
  const rowOf = (day: string) => {
    const row = days.get(day) ?? { day, exercisePain: null, morningPain: null, eveningPain: null };
    days.set(day, row);
    return row;
  };
  const setPains = new Map<string, number[]>();
  for (const s of sets) {
    const day = dayOf(s.loggedAt);
    const pains = setPains.get(day);
    if (pains) pains.push(s.pain);
    else setPains.set(day, [s.pain]);
  }
  for (const [day, pains] of setPains) {
    const avg = mean(pains);
    rowOf(day).exercisePain = avg === null ? null : round1(avg);
  }
  for (const l of loads) {
    const row = rowOf(l.day);
    row.morningPain = l.morningPain;
    row.eveningPain = l.eveningPain;
  }
  return [...days.values()]
    .filter((d) => fromDay === undefined || d.day >= fromDay)
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** A day's pain as one number: the average of what was recorded that day. */
function dayAverage(d: TDailyPain): number | null {
  return mean(
    [d.exercisePain, d.morningPain, d.eveningPain].filter((v): v is number => v !== null),
  );
}

export type TPainSummary = {
  /** Average daily pain over the last 14 days, or null with none recorded. */
  recent: number | null;
  /** Average daily pain over the 14 days before those. */
  earlier: number | null;
  /** weeklyTrendOf over 14-day windows: a move of 1 point or more is better or worse. */
  direction: TTrend | null;
};

/**
 * The last 2 weeks against the 2 before. Each day counts once (its own average), so a day with
 * many sets weighs no more than a day with one load log. Days are placed at 00:00 UTC.
 */
export function painSummaryOf(daily: readonly TDailyPain[], now: Date): TPainSummary {
  const points = daily.flatMap((d) => {
    const pain = dayAverage(d);
    return pain === null ? [] : [{ pain, loggedAt: startOfDay(d.day) }];
  });
  // The same windows as the weekly check, two weeks wide: one rule for both.
  const windows = painWindowsOf(points, now, PAIN_WINDOW_DAYS);
  const average = ({ sum, count }: TPainTotal) => (count ? round1(sum / count) : null);
  return {
    recent: average(windows.thisWeek),
    earlier: average(windows.lastWeek),
    direction: trendOfWindows(windows),
  };
}

/** The first day of the pain chart: the last `days` days up to today. */
export function chartStartOf(now: Date, days = 56): string {
  return addDays(dayOf(now), -(days - 1));
}
