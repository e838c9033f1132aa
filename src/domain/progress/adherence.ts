// The adherence calendar (issue #6): the last 8 weeks, Monday to Sunday, which days have at least
// one logged exercise set, and adherence against the program's frequency.
import { addDays, dayOf, mondayOf } from "./days";

export type TCalendarDay = { day: string; sets: number; isFuture: boolean };
export type TCalendarWeek = { weekStart: string; days: TCalendarDay[] };

export const CALENDAR_WEEKS = 8;

/** `weeks` rows of Monday-to-Sunday days ending with the week of `now`, oldest first. */
export function adherenceCalendarOf(
  logs: readonly { loggedAt: Date }[],
  now: Date,
  weeks = CALENDAR_WEEKS,
): TCalendarWeek[] {
  const today = dayOf(now);
  const counts = new Map<string, number>();
  for (const log of logs) {
    const day = dayOf(log.loggedAt);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const thisWeek = mondayOf(today);
  return Array.from({ length: weeks }, (_, w) => {
    const weekStart = addDays(thisWeek, (w - weeks + 1) * 7);
    return {
      weekStart,
      days: Array.from({ length: 7 }, (_, d) => {
        const day = addDays(weekStart, d);
        return { day, sets: counts.get(day) ?? 0, isFuture: day > today };
      }),
    };
  });
}

export function daysActiveIn(week: TCalendarWeek): number {
  return week.days.filter((d) => d.sets > 0).length;
}

/**
 * The days a week the program asks for exercise: its most frequent item's sessions a week, at
 * most 7 (twice-a-day glides still need only one active day). Null for an empty program.
 */
export function targetDaysPerWeekOf(sessionsPerWeek: readonly number[]): number | null {
  if (sessionsPerWeek.length === 0) return null;
  return Math.min(7, Math.max(...sessionsPerWeek));
}

/**
 * Adherence in percent: for each complete week since the first logged set (the current week is
 * still under way and does not count), active days up to the target, against the target. Null
 * without a target or a complete week to judge.
 */
export function adherencePercentOf(
  calendar: readonly TCalendarWeek[],
  targetDays: number | null,
  now: Date,
): number | null {
  if (!targetDays) return null;
  const thisWeek = mondayOf(dayOf(now));
  const firstActive = calendar.findIndex((w) => daysActiveIn(w) > 0);
  if (firstActive < 0) return null;
  const judged = calendar.slice(firstActive).filter((w) => w.weekStart < thisWeek);
  if (judged.length === 0) return null;
  const done = judged.reduce((sum, w) => sum + Math.min(daysActiveIn(w), targetDays), 0);
  return Math.round((100 * done) / (targetDays * judged.length));
}
