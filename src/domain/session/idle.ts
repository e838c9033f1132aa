/**
 * Session inactivity rules of spec sections 4 and 9: 15 minutes of inactivity ends the session, a
 * warning shows 2 minutes before, and activity is recorded at most every 30 s.
 */
export type TIdleConfig = { timeoutMs: number; warningBeforeMs: number; recordIntervalMs: number };

/** What the server does with a session last active `idleMs` ago: over the limit is refused. */
export function serverIdleAction(
  idleMs: number,
  config: Pick<TIdleConfig, "timeoutMs" | "recordIntervalMs">,
): "expire" | "record" | "keep" {
  if (idleMs > config.timeoutMs) return "expire";
  if (idleMs >= config.recordIntervalMs) return "record";
  return "keep";
}

/** Where the browser's shared timer stands after `idleMs` without activity. */
export function clientIdlePhase(
  idleMs: number,
  config: Pick<TIdleConfig, "timeoutMs" | "warningBeforeMs">,
): "active" | "warning" | "expired" {
  if (idleMs >= config.timeoutMs) return "expired";
  if (idleMs >= config.timeoutMs - config.warningBeforeMs) return "warning";
  return "active";
}

/** Whether new activity should be written (to other tabs and the server) or is too soon after the last. */
export function shouldRecordActivity(sinceLastRecordMs: number, recordIntervalMs: number): boolean {
  return sinceLastRecordMs >= recordIntervalMs;
}
