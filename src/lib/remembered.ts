// Pages ask the same small questions hundreds of times a request: the day of each logged set, its
// week's Monday, a day's label (issue #15). Their answers are pure functions of one key, so they
// are remembered instead of worked out again through Date and Intl each time.

/**
 * `answer`, remembering up to `held` answers by key (all forgotten at once when full, so a
 * long-running server holds at most that many). Only for pure functions: the same key must always
 * give the same answer. A call that throws is not remembered.
 */
export function remembered<K, V>(answer: (key: K) => V, held = 2048): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined) return known;
    const value = answer(key);
    if (answers.size >= held) answers.clear();
    answers.set(key, value);
    return value;
  };
}
