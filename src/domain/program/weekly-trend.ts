// The pain-monitoring model's weekly check: pain should not rise from one week to the next.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Average pain has to move by at least this much to count as better or worse, not noise. */
export const TREND_THRESHOLD = 1;

export type TTrend = "better" | "same" | "worse";

/** The pain logged in one window: its total and how many logs it came from. */
export type TPainTotal = { sum: number; count: number };
/** This window's and the one before's totals, which is all the weekly check needs. */
export type TPainWindows = { thisWeek: TPainTotal; lastWeek: TPainTotal };

/**
 * The two windows' bounds at `now`: this week is (lastWeekEnds, now], last week is
 * (since, lastWeekEnds]. Logs after `now` or at `since` and before count in neither. The database
 * sums a person's logs over these same bounds (log-exercise-set.ts).
 */
export function trendWindowsAt(now: Date, windowDays = 7): { since: Date; lastWeekEnds: Date } {
  const width = windowDays * DAY_MS;
  return {
    since: new Date(now.getTime() - 2 * width),
    lastWeekEnds: new Date(now.getTime() - width),
  };
}

/** Each window's pain total over `logs`, with the windows of trendWindowsAt. */
export function painWindowsOf(
  logs: readonly { pain: number; loggedAt: Date }[],
  now: Date,
  windowDays = 7,
): TPainWindows {
  const { since, lastWeekEnds } = trendWindowsAt(now, windowDays);
  const [from, split, to] = [since.getTime(), lastWeekEnds.getTime(), now.getTime()];
  const thisWeek = { sum: 0, count: 0 };
  const lastWeek = { sum: 0, count: 0 };
  for (const log of logs) {
    const at = log.loggedAt.getTime();
    if (at <= from || at > to) continue;
    const window = at > split ? thisWeek : lastWeek;
    window.sum += log.pain;
    window.count += 1;
  }
  return { thisWeek, lastWeek };
}

/** Two windows' totals added together (a set just saved, on top of the history before it). */
export function addPainWindows(a: TPainWindows, b: TPainWindows): TPainWindows {
  const add = (x: TPainTotal, y: TPainTotal) => ({ sum: x.sum + y.sum, count: x.count + y.count });
  return { thisWeek: add(a.thisWeek, b.thisWeek), lastWeek: add(a.lastWeek, b.lastWeek) };
}

/**
 * This week's average pain against last week's: "worse" if it rose by 1 or more, "better" if it
 * fell by 1 or more, else "same"; null without logs in both weeks.
 */
export function trendOfWindows({ thisWeek, lastWeek }: TPainWindows): TTrend | null {
  if (thisWeek.count === 0 || lastWeek.count === 0) return null;
  const thisAverage = thisWeek.sum / thisWeek.count;
  const lastAverage = lastWeek.sum / lastWeek.count;
  if (thisAverage - lastAverage >= TREND_THRESHOLD) return "worse";
  if (lastAverage - thisAverage >= TREND_THRESHOLD) return "better";
  return "same";
}

/**
 * The weekly check over `logs` at `now`. `windowDays` widens the two windows (progress statistics
 * compares the last 2 weeks with the 2 before).
 */
export function weeklyTrendOf(
  logs: readonly { pain: number; loggedAt: Date }[],
  now: Date,
  windowDays = 7,
): TTrend | null {
  return trendOfWindows(painWindowsOf(logs, now, windowDays));
}
