import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { TAccessFacts } from "./get-access-facts";

// The access facts an action read at its start, for the server functions its handler calls
// (issue #15). On a page React's `cache` shares them within the request; a server action runs
// outside React's render, where `cache` does not hold, so each requireFeature read them again.
// The scope lasts as long as the handler's own call, and only answers for the acting person. A
// route handler that has read the person's access passes it on the same way (/api/offline-logs).

const scope = new AsyncLocalStorage<{ userId: string; facts: TAccessFacts }>();

/** Runs `fn` with `userId`'s facts, as read at this action's start, known to findAccessFacts. */
export function withActionFacts<T>(userId: string, facts: TAccessFacts, fn: () => T): T {
  return scope.run({ userId, facts }, fn);
}

/** The facts of the action running now, if it acts for `userId`; null otherwise. */
export function actionFactsFor(userId: string): TAccessFacts | null {
  const current = scope.getStore();
  return current?.userId === userId ? current.facts : null;
}
