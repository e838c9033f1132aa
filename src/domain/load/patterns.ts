// "What helps, what hurts" (issue #6): each tracked factor compared on the person's days with and
// without it, by evening pain. Shown only with at least 3 days on each side, and worded as a
// pattern in the logs, never as a cause: other things change from day to day too. The sentences
// name no one ("on days with ...", not "on days you ..."), so the same words serve a person's own
// logs and the example fortnight shown to people without load tracking.

export const PATTERN_MIN_DAYS = 3;
/** Differences smaller than this are within day-to-day noise on a 0-10 scale. */
export const PATTERN_MIN_DIFFERENCE = 0.5;

export type TPatternDay = {
  day: string;
  keyboardHours: number;
  gamingHours: number;
  otherHandHours: number;
  breaks: number;
  eveningPain: number;
};

export type TPatternFactor = "breaks" | "exercises" | "long-keyboard" | "gaming" | "other-hand";

/** Each factor: which days have it, and the words after "on days" for days with and without it. */
export const PATTERN_FACTORS: readonly {
  factor: TPatternFactor;
  has: (day: TPatternDay, exercised: boolean) => boolean;
  withText: string;
  withoutText: string;
}[] = [
  {
    factor: "breaks",
    has: (d) => d.breaks >= 4,
    withText: "with 4 or more breaks",
    withoutText: "with fewer breaks",
  },
  {
    factor: "exercises",
    has: (_, exercised) => exercised,
    withText: "with program exercises",
    withoutText: "without them",
  },
  {
    factor: "long-keyboard",
    has: (d) => d.keyboardHours >= 6,
    withText: "with 6 or more hours at the keyboard",
    withoutText: "with fewer hours at the keyboard",
  },
  {
    factor: "gaming",
    has: (d) => d.gamingHours > 0,
    withText: "with gaming",
    withoutText: "without gaming",
  },
  {
    factor: "other-hand",
    has: (d) => d.otherHandHours > 0,
    withText: "with other hand-heavy activity",
    withoutText: "without it",
  },
];

export type TPattern =
  | {
      factor: TPatternFactor;
      ready: true;
      withDays: number;
      withoutDays: number;
      withAverage: number;
      withoutAverage: number;
      /** lower: evening pain was lower on days with the factor; same: within noise. */
      direction: "lower" | "higher" | "same";
      sentence: string;
    }
  | { factor: TPatternFactor; ready: false; withDays: number; withoutDays: number };

const round1 = (n: number) => Math.round(n * 10) / 10;
const averageOf = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

/** Every factor's comparison; `exerciseDays` are the days with at least one logged set. */
export function patternsOf(
  days: readonly TPatternDay[],
  exerciseDays: ReadonlySet<string>,
): TPattern[] {
  return PATTERN_FACTORS.map(({ factor, has, withText, withoutText }) => {
    const withPain: number[] = [];
    const withoutPain: number[] = [];
    for (const d of days)
      (has(d, exerciseDays.has(d.day)) ? withPain : withoutPain).push(d.eveningPain);
    if (withPain.length < PATTERN_MIN_DAYS || withoutPain.length < PATTERN_MIN_DAYS)
      return { factor, ready: false, withDays: withPain.length, withoutDays: withoutPain.length };
    const withAverage = round1(averageOf(withPain));
    const withoutAverage = round1(averageOf(withoutPain));
    const difference = round1(withAverage - withoutAverage);
    const direction =
      Math.abs(difference) < PATTERN_MIN_DIFFERENCE ? "same" : difference < 0 ? "lower" : "higher";
    const sentence =
      direction === "same"
        ? `No clear difference so far: evening pain averaged ${withAverage}/10 on days ${withText} and ${withoutAverage}/10 on days ${withoutText}.`
        : `On days ${withText}, evening pain averaged ${withAverage}/10, ${Math.abs(difference)} points ${direction} than on days ${withoutText} (${withoutAverage}/10).`;
    return {
      factor,
      ready: true,
      withDays: withPain.length,
      withoutDays: withoutPain.length,
      withAverage,
      withoutAverage,
      direction,
      sentence,
    };
  });
}
