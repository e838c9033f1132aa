// The irritability index (issue #6, /load-tracking): how easily a person's symptoms are stirred up
// by everyday load, 0 (settled) to 10 (stirred up at once). Spec 5 gives a demo version with three
// fixed scenarios; the person's own index is measured from their daily logs the same way: how long
// work and hobby last before symptoms start, as a share of a normal day, plus how strong the pain
// is by evening and how long morning stiffness lingers. See decision 0010.
import type { TStiffness } from "@/domain/load/stiffness";

/** Spec 5: a normal day is 8 hours of work and 3 hours of gaming. */
export const NORMAL_WORK_MINUTES = 8 * 60;
export const NORMAL_HOBBY_MINUTES = 3 * 60;

export type TDemoOnset = "immediate" | "no-pain" | "otherwise";

export type TDemoIrritability = {
  index: number;
  workMinutes: number;
  hobbyMinutes: number;
  /** The hobby time as a share of a normal day's gaming, rounded, as spec 5 states it. */
  percentOfNormal: number;
};

/** Spec 5's demo irritability index, exactly. */
export const DEMO_IRRITABILITY: Record<TDemoOnset, TDemoIrritability> = {
  immediate: { index: 8.5, workMinutes: 45, hobbyMinutes: 20, percentOfNormal: 11 },
  "no-pain": { index: 3.2, workMinutes: 360, hobbyMinutes: 150, percentOfNormal: 83 },
  otherwise: { index: 6.1, workMinutes: 150, hobbyMinutes: 60, percentOfNormal: 33 },
};

export type TIrritabilityDay = {
  day: string;
  keyboardHours: number;
  gamingHours: number;
  workMinutesBeforePain: number | null;
  hobbyMinutesBeforePain: number | null;
  eveningPain: number;
  stiffness: TStiffness;
};

export const IRRITABILITY_MIN_DAYS = 3;
export const IRRITABILITY_WINDOW_DAYS = 7;

const STIFFNESS_SCORE: Record<TStiffness, number> = {
  none: 0,
  "under-15-min": 10 / 3,
  "15-to-60-min": 20 / 3,
  "over-60-min": 10,
};

/**
 * The share (0-1) of a normal day an activity lasted before symptoms began. No symptoms means the
 * whole time done counted fully; a day without the activity tells nothing (null).
 */
function toleranceOf(hoursDone: number, minutesBeforePain: number | null, normal: number) {
  if (minutesBeforePain === null) return hoursDone > 0 ? 1 : null;
  return Math.min(1, minutesBeforePain / normal);
}

export type TIrritabilityLabel = "settled" | "moderate" | "easily-irritated";

export function irritabilityLabelOf(index: number): TIrritabilityLabel {
  if (index >= 7) return "easily-irritated";
  if (index >= 4) return "moderate";
  return "settled";
}

export type TIrritabilityResult =
  | { ready: true; index: number; label: TIrritabilityLabel; days: number; tolerance: number }
  | { ready: false; daysNeeded: number };

/**
 * The person's index over their most recent 7 logged days (at least 3): 60% how soon symptoms
 * start (10 x the share of a normal day lost), 25% the average evening pain, 15% how long morning
 * stiffness lasts. The weights put spec 5's three demo people at about their demo values.
 */
export function irritabilityIndexOf(logs: readonly TIrritabilityDay[]): TIrritabilityResult {
  const recent = [...logs]
    .sort((a, b) => b.day.localeCompare(a.day))
    .slice(0, IRRITABILITY_WINDOW_DAYS);
  if (recent.length < IRRITABILITY_MIN_DAYS)
    return { ready: false, daysNeeded: IRRITABILITY_MIN_DAYS - recent.length };

  const shares = recent.flatMap((d) =>
    [
      toleranceOf(d.keyboardHours, d.workMinutesBeforePain, NORMAL_WORK_MINUTES),
      toleranceOf(d.gamingHours, d.hobbyMinutesBeforePain, NORMAL_HOBBY_MINUTES),
    ].filter((s): s is number => s !== null),
  );
  // With no hand-heavy activity at all there is nothing to tolerate: count it as fully tolerated.
  const tolerance = shares.length ? shares.reduce((s, v) => s + v, 0) / shares.length : 1;
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const raw =
    0.6 * 10 * (1 - tolerance) +
    0.25 * mean(recent.map((d) => d.eveningPain)) +
    0.15 * mean(recent.map((d) => STIFFNESS_SCORE[d.stiffness]));
  const index = Math.round(Math.min(10, Math.max(0, raw)) * 10) / 10;
  return {
    ready: true,
    index,
    label: irritabilityLabelOf(index),
    days: recent.length,
    tolerance: Math.round(tolerance * 100) / 100,
  };
}
