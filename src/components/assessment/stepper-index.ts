// Where the one-question-at-a-time stepper goes (issue #14). Pure, so every boundary is a table
// test: the first question, the last, and indexes beyond either end (a list that shrank, such as
// the QuickDASH work module being switched off, can leave the index past the end).

/** An index inside a list of `count` questions; 0 for an empty list. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** The question after `index`; the last question stays where it is. */
export function nextIndex(index: number, count: number): number {
  return clampIndex(clampIndex(index, count) + 1, count);
}

/** The question before `index`; the first question stays where it is. */
export function previousIndex(index: number, count: number): number {
  return clampIndex(clampIndex(index, count) - 1, count);
}

export function isLastIndex(index: number, count: number): boolean {
  return count === 0 || clampIndex(index, count) === count - 1;
}

/** The first question that is still unanswered, or null when every one has an answer. */
export function firstUnansweredIndex(answered: readonly boolean[]): number | null {
  const index = answered.indexOf(false);
  return index === -1 ? null : index;
}

/** Where the stepper opens: the first unanswered question, or the first when all are answered. */
export function initialIndex(answered: readonly boolean[]): number {
  return firstUnansweredIndex(answered) ?? 0;
}

/**
 * Whether choosing an answer moves on by itself: only from a question that has one after it, so
 * the last question always stays on screen with the step's submit button.
 */
export function shouldAutoAdvance(index: number, count: number): boolean {
  return count > 0 && index >= 0 && index < count - 1;
}
