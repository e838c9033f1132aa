// QuickDASH (Institute for Work & Health). Scoring from the instrument's manual: the disability
// score is ((sum of answers / number answered) - 1) x 25, needing at least 10 of the 11 items;
// the optional work module has 4 items, all of which must be answered. No severity bands exist in
// the manual, so none are invented here.

export const QUICKDASH_ITEM_COUNT = 11;
export const QUICKDASH_MIN_ANSWERED = 10;
export const QUICKDASH_WORK_ITEM_COUNT = 4;

/** One answer: 1 (no difficulty) to 5 (unable), or null when the item was left blank. */
export type TQuickDashAnswer = 1 | 2 | 3 | 4 | 5 | null;

export type TQuickDashResult =
  | { score: number; answered: number }
  | { score: null; answered: number; reason: "too-few-answers" };

function meanScore(answers: readonly number[]): number {
  const sum = answers.reduce((total, a) => total + a, 0);
  // Two decimals: the manual reports scores to one or two places, and 100/44 steps are not exact.
  return Math.round((sum / answers.length - 1) * 25 * 100) / 100;
}

function answeredOf(answers: readonly TQuickDashAnswer[]): number[] {
  return answers.filter((a): a is 1 | 2 | 3 | 4 | 5 => a !== null);
}

/** The QuickDASH disability/symptom score, 0 (no disability) to 100, or why there is none. */
export function quickDashScoreOf(answers: readonly TQuickDashAnswer[]): TQuickDashResult {
  const answered = answeredOf(answers);
  if (answered.length < QUICKDASH_MIN_ANSWERED)
    return { score: null, answered: answered.length, reason: "too-few-answers" };
  return { score: meanScore(answered), answered: answered.length };
}

/** The work module score; every one of its 4 items is required, so a blank means no score. */
export function quickDashWorkScoreOf(answers: readonly TQuickDashAnswer[]): number | null {
  const answered = answeredOf(answers);
  if (answered.length < QUICKDASH_WORK_ITEM_COUNT) return null;
  return meanScore(answered);
}

/**
 * A QuickDASH score (or a change in score) as the person reads it: at most one decimal, and none
 * when it adds nothing, so 25.00 reads "25" and 27.27 reads "27.3". Stored scores keep their two
 * decimals. Not whole numbers: a change of 13.64 would read "14" while falling short of the
 * 14-point noticeable change (src/domain/progress/quickdash-history.ts), and one decimal keeps
 * the words and the number in agreement. toFixed rounds the binary value, so a stored 54.55 (from
 * 54.545…) reads 54.5, as the true score does.
 */
export function formatQuickDashScore(score: number): string {
  const rounded = Number(score.toFixed(1));
  return String(rounded === 0 ? 0 : rounded);
}
