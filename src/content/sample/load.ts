// Sample daily logs for the load-tracking demo and /preview/load-tracking: two weeks of a desk
// worker who games in the evening, where breaks line up with calmer evenings. Always labelled.
import type { TPatternDay } from "@/domain/load/patterns";
import { addDays } from "@/lib/day";

/** [keyboard h, gaming h, other h, breaks, morning pain, evening pain, exercised] per day. */
const SAMPLE: readonly [number, number, number, number, number, number, boolean][] = [
  [8, 2, 0, 2, 3, 6, false],
  [7.5, 0, 0, 5, 3, 3, true],
  [8, 3, 0, 2, 4, 6, false],
  [6, 0, 1, 4, 3, 3, true],
  [8, 2.5, 0, 3, 3, 5, true],
  [0, 4, 1, 2, 3, 5, false],
  [0, 1, 2, 4, 2, 2, true],
  [7, 0, 0, 5, 2, 3, true],
  [8.5, 2, 0, 2, 3, 6, false],
  [7, 0, 0, 6, 2, 2, true],
  [7.5, 1.5, 0, 4, 2, 3, true],
  [8, 2, 0, 3, 3, 5, false],
  [1, 3, 0, 4, 2, 3, true],
  [7, 0, 0.5, 5, 2, 2, true],
];

/** The sample's days, ending on `lastDay`, and the days with exercise. */
export function sampleLoadFortnightOf(lastDay: string): {
  days: (TPatternDay & { morningPain: number })[];
  exerciseDays: Set<string>;
} {
  const days = SAMPLE.map(([k, g, o, b, m, e], i) => ({
    day: addDays(lastDay, i - (SAMPLE.length - 1)),
    keyboardHours: k,
    gamingHours: g,
    otherHandHours: o,
    breaks: b,
    morningPain: m,
    eveningPain: e,
  }));
  const exerciseDays = new Set(days.filter((_, i) => SAMPLE[i]?.[6]).map((d) => d.day));
  return { days, exerciseDays };
}
