import { addDays, dayKeyOf } from "@/lib/day";
import { irritabilityIndexOf, type TIrritabilityResult } from "./irritability-index";
import { patternsOf, type TPattern } from "./patterns";
import type { TLoadDay, TLoadDaySummary } from "./types";

/** How far back /load-tracking reads logs: the patterns look at the last 60 days. */
export const LOAD_HISTORY_DAYS = 60;
/** The chart's window. */
export const LOAD_CHART_DAYS = 30;

const dayLabel = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "20 Nov" for a day key, the same in every time zone. */
export function loadDayLabelOf(day: string): string {
  return dayLabel.format(new Date(`${day}T12:00:00Z`));
}

export type TLoadLog = TLoadDay & { id: string };

export type TLoadTrackingModel = {
  /** The person's logs, newest first, for the form (today's and earlier days' entries). */
  logs: TLoadLog[];
  irritability: TIrritabilityResult;
  /**
   * The last 30 days that have a log, oldest first, labelled for the chart and its table: only
   * what they draw, since the form's copy of the logs is in the page's payload already.
   */
  chartDays: (TLoadDaySummary & { label: string })[];
  patterns: TPattern[];
};

/**
 * Everything /load-tracking shows, from the person's logs since `today` minus LOAD_HISTORY_DAYS
 * and the instants of their exercise sets: each set counts on the person's own day in `timeZone`.
 */
export function loadTrackingModelOf(input: {
  logs: readonly TLoadLog[];
  setTimes: readonly Date[];
  today: string;
  timeZone: string;
}): TLoadTrackingModel {
  const logs = [...input.logs].sort((a, b) => b.day.localeCompare(a.day));
  const exerciseDays = new Set(input.setTimes.map((t) => dayKeyOf(t, input.timeZone)));
  const chartFrom = addDays(input.today, -(LOAD_CHART_DAYS - 1));
  const chartDays = logs
    .filter((l) => l.day >= chartFrom && l.day <= input.today)
    .reverse()
    .map((l) => ({
      day: l.day,
      keyboardHours: l.keyboardHours,
      gamingHours: l.gamingHours,
      otherHandHours: l.otherHandHours,
      breaks: l.breaks,
      morningPain: l.morningPain,
      eveningPain: l.eveningPain,
      label: loadDayLabelOf(l.day),
    }));
  return {
    logs,
    irritability: irritabilityIndexOf(logs),
    chartDays,
    patterns: patternsOf(logs, exerciseDays),
  };
}
