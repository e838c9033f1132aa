// QuickDASH over time (issue #6). Higher scores mean more disability, so a fall is an improvement.
import { formatQuickDashScore } from "@/domain/assessment/quickdash";
import { DAY_MS, round2 } from "./days";
import type { TQuickDashMeasure } from "./types";

/**
 * A change of 14 points or more is "meaningful": issue #6's rule, and the minimal clinically
 * important difference Sorensen et al. reported for the QuickDASH (J Hand Surg Am 2013).
 */
export const MEANINGFUL_CHANGE = 14;
/** The retake prompt comes every 4 weeks (issue #6). */
export const RETAKE_AFTER_DAYS = 28;

export type TChangeDirection = "better" | "worse" | "same";

export type TQuickDashEntry = {
  at: Date;
  score: number;
  /** Points since the previous score (negative is better); null for the first. */
  changeFromPrevious: number | null;
  /** Points since the first score; null for the first. */
  changeFromFirst: number | null;
  meaningfulFromPrevious: boolean;
  meaningfulFromFirst: boolean;
};

/** Points from one score to the next, to two decimals (scores are stored to two). */
export function changeOf(from: number, to: number): number {
  return round2(to - from);
}

/** Whether a change is one most people notice: 14 points or more, up or down. */
export function isMeaningfulChange(change: number | null): boolean {
  return change !== null && Math.abs(round2(change)) >= MEANINGFUL_CHANGE;
}

/** A fall in score is an improvement. */
export function changeDirectionOf(change: number): TChangeDirection {
  if (change < 0) return "better";
  if (change > 0) return "worse";
  return "same";
}

/** Every scored QuickDASH, oldest first, with its change from the previous one and the first. */
export function quickDashHistoryOf(measures: readonly TQuickDashMeasure[]): TQuickDashEntry[] {
  const scored = measures
    .flatMap((m) => (m.score === null ? [] : [{ at: m.createdAt, score: m.score }]))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = scored[0];
  return scored.map((m, i) => {
    const previous = scored[i - 1];
    const changeFromPrevious = previous ? changeOf(previous.score, m.score) : null;
    const changeFromFirst = first && i > 0 ? changeOf(first.score, m.score) : null;
    return {
      ...m,
      changeFromPrevious,
      changeFromFirst,
      meaningfulFromPrevious: isMeaningfulChange(changeFromPrevious),
      meaningfulFromFirst: isMeaningfulChange(changeFromFirst),
    };
  });
}

/** Due when 28 days or more have passed since the latest QuickDASH; never without one. */
export function isRetakeDue(latestAt: Date | null, now: Date): boolean {
  return latestAt !== null && now.getTime() - latestAt.getTime() >= RETAKE_AFTER_DAYS * DAY_MS;
}

/**
 * "6.8 points lower (better)" style words for a change, for tables, toasts and the summary. The
 * points read as scores do (formatQuickDashScore): at most one decimal.
 */
export function changeText(change: number): string {
  const points = formatQuickDashScore(Math.abs(change));
  const unit = points === "1" ? "point" : "points";
  if (points === "0") return "no change";
  if (change < 0) return `${points} ${unit} lower (better)`;
  if (change > 0) return `${points} ${unit} higher (worse)`;
  return "no change";
}
