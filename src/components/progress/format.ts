import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import type { TTrend } from "@/domain/program/weekly-trend";
import type { TPainSummary } from "@/domain/progress/pain-trend";
import type { TProgressModel } from "@/domain/progress/progress-model";
import { changeText } from "@/domain/progress/quickdash-history";
import { countOf } from "@/lib/count-of";
import { formatDate } from "@/lib/format-date";
import { remembered } from "@/lib/remembered";

const shortDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const longDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** "3 Nov" for a "YYYY-MM-DD" day (chart axes, table rows). */
export const shortDate = remembered((day: string) => shortDay.format(new Date(`${day}T00:00:00Z`)));

/** "Monday 3 November" for a "YYYY-MM-DD" day (calendar labels). */
export const longDate = remembered((day: string) => longDay.format(new Date(`${day}T00:00:00Z`)));

export const PAIN_DIRECTION_WORD: Record<TTrend, string> = {
  better: "Easing",
  same: "About the same",
  worse: "Rising",
};

/** The pain trend in words and numbers, for the page and the clinician summary. */
export function painSentence(pain: TPainSummary): string {
  if (pain.recent === null) return "No pain recorded in the last 2 weeks.";
  const recent = `Average pain over the last 2 weeks: ${pain.recent} out of 10`;
  if (pain.earlier === null || pain.direction === null)
    return `${recent}. Two more weeks of logs will show which way it is going.`;
  const verb = { better: "down from", same: "much the same as", worse: "up from" }[pain.direction];
  return `${recent}, ${verb} ${pain.earlier} in the 2 weeks before.`;
}

/** "−6.8 (better)" style: signed points (as scores read) and the direction in words. */
export function signedChange(change: number | null): string {
  if (change === null) return "First score";
  const points = formatQuickDashScore(Math.abs(change));
  if (points === "0") return "0 (no change)";
  const sign = change > 0 ? "+" : "−";
  return `${sign}${points} (${changeText(change).replace(/^.* \(|\)$/g, "")})`;
}

/**
 * A history longer than the 8 weeks shown, in one line: the first day ever logged against the
 * latest, both dated. Only those two days are compared, so an equal number reads "on both days",
 * never "stayed at".
 */
export function sinceSentence(
  p: Pick<TProgressModel["progression"][number], "weighted" | "since">,
  unit: string,
): string {
  if (!p.since) return "";
  const { first, latest } = p.since;
  const weight = (w: number | null) => (w ? `${w} ${unit}` : "no weight");
  const count = (n: number) =>
    p.weighted ? countOf(n, "rep", "reps") : countOf(n, "rep or hold", "reps or holds");
  if (first.day === latest.day)
    return p.weighted
      ? `Logged once, on ${formatDate(first.day)}: heaviest weight ${weight(first.weight)}, best set ${count(first.bestReps)}.`
      : `Logged once, on ${formatDate(first.day)}: best set ${count(first.bestReps)}.`;
  const change = (from: string, to: string) =>
    from === to ? `was ${from} on both days` : `went from ${from} to ${to}`;
  const start = `From your first log on ${formatDate(first.day)} to your latest on ${formatDate(latest.day)}`;
  const bestSet = change(count(first.bestReps), count(latest.bestReps));
  return p.weighted
    ? `${start}, your heaviest weight ${change(weight(first.weight), weight(latest.weight))}, and your best set at it ${bestSet}.`
    : `${start}, your best set ${bestSet}.`;
}
