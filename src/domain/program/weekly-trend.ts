// The pain-monitoring model's weekly check: pain should not rise from one week to the next.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Average pain has to move by at least this much to count as better or worse, not noise. */
export const TREND_THRESHOLD = 1;

export type TTrend = "better" | "same" | "worse";

/**
 * This week's average logged pain against last week's: "worse" if it rose by 1 or more, "better"
 * if it fell by 1 or more, else "same"; null without logs in both weeks. `windowDays` widens the
 * two windows (progress statistics compares the last 2 weeks with the 2 before).
 */
export function weeklyTrendOf(
  logs: readonly { pain: number; loggedAt: Date }[],
  now: Date,
  windowDays = 7,
): TTrend | null {
  const WEEK_MS = windowDays * DAY_MS;
  const avg = (from: number, to: number) => {
    const week = logs.filter((l) => l.loggedAt.getTime() > from && l.loggedAt.getTime() <= to);
    return week.length ? week.reduce((s, l) => s + l.pain, 0) / week.length : null;
  };
  const t = now.getTime();
  const thisWeek = avg(t - WEEK_MS, t);
  const lastWeek = avg(t - 2 * WEEK_MS, t - WEEK_MS);
  if (thisWeek === null || lastWeek === null) return null;
  if (thisWeek - lastWeek >= TREND_THRESHOLD) return "worse";
  if (lastWeek - thisWeek >= TREND_THRESHOLD) return "better";
  return "same";
}
