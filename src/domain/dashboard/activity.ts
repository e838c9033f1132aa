// The dashboard's activity summary (issue #6): this week's active days and the last 7 days of
// exercise and load logging, one entry per day, in the person's own time zone.
import { addDays, dayKeyOf, weekStartOf } from "@/lib/day";

export type TDayActivity = {
  day: string;
  /** Sets logged that day. */
  sets: number;
  loadLogged: boolean;
};

export type TActivitySummary = {
  /** Oldest first: the 7 days ending today. */
  week: TDayActivity[];
  /** Days since Monday (today included) with at least one set logged. */
  activeDaysThisWeek: number;
  setsLast7Days: number;
  /** Average pain of the sets of the last 7 days, one decimal; null without sets. */
  averageSetPain: number | null;
  /** The same for the 7 days before, to compare with. */
  previousAverageSetPain: number | null;
};

const averageOf = (values: number[]) =>
  values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null;

export function activitySummaryOf(
  sets: readonly { pain: number; loggedAt: Date }[],
  loadDays: readonly { day: string }[],
  now: Date,
  timeZone: string,
): TActivitySummary {
  const today = dayKeyOf(now, timeZone);
  const weekAgo = addDays(today, -6);
  const twoWeeksAgo = addDays(today, -13);
  const monday = weekStartOf(today);
  const dated = sets.map((s) => ({ pain: s.pain, day: dayKeyOf(s.loggedAt, timeZone) }));
  const loaded = new Set(loadDays.map((l) => l.day));

  const week = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(weekAgo, i);
    return { day, sets: dated.filter((s) => s.day === day).length, loadLogged: loaded.has(day) };
  });
  const last7 = dated.filter((s) => s.day >= weekAgo && s.day <= today);
  const previous7 = dated.filter((s) => s.day >= twoWeeksAgo && s.day < weekAgo);
  return {
    week,
    activeDaysThisWeek: new Set(
      dated.filter((s) => s.day >= monday && s.day <= today).map((s) => s.day),
    ).size,
    setsLast7Days: last7.length,
    averageSetPain: averageOf(last7.map((s) => s.pain)),
    previousAverageSetPain: averageOf(previous7.map((s) => s.pain)),
  };
}

/** The highest pain logged today or yesterday, in sets or daily logs; null when none was. */
export function recentMaxPainOf(
  sets: readonly { pain: number; loggedAt: Date }[],
  loadDays: readonly { day: string; morningPain: number; eveningPain: number }[],
  now: Date,
  timeZone: string,
): number | null {
  const today = dayKeyOf(now, timeZone);
  const yesterday = addDays(today, -1);
  const recent = (day: string) => day === today || day === yesterday;
  const pains = [
    ...sets.filter((s) => recent(dayKeyOf(s.loggedAt, timeZone))).map((s) => s.pain),
    ...loadDays.filter((l) => recent(l.day)).flatMap((l) => [l.morningPain, l.eveningPain]),
  ];
  return pains.length ? Math.max(...pains) : null;
}
