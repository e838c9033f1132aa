// Pages ask the same small questions hundreds of times a request: the day of each logged set, its
// week's Monday, a day's label (issue #15). Their answers are pure functions of their arguments,
// so they are remembered instead of worked out again through Date and Intl each time.

/**
 * `answer`, remembering up to `held` answers, by its first argument or by `keyOf` (all forgotten
 * at once when full, so a long-running server holds at most that many). Only for pure functions:
 * the same key must always give the same answer. A call that throws is not remembered.
 */
export function remembered<TArgs extends unknown[], V>(
  answer: (...args: TArgs) => V,
  options: { held?: number; keyOf?: (...args: TArgs) => unknown } = {},
): (...args: TArgs) => V {
  const { held = 2048, keyOf = (...args: TArgs) => args[0] } = options;
  const answers = new Map<unknown, V>();
  return (...args) => {
    const key = keyOf(...args);
    const known = answers.get(key);
    if (known !== undefined) return known;
    const value = answer(...args);
    if (answers.size >= held) answers.clear();
    answers.set(key, value);
    return value;
  };
}
