// When a set was done (issue #19). A set logged online is stamped by the server. A set logged
// offline waits in the browser and carries the time it was logged, which the server accepts
// within bounds: never in the future (a device clock a little ahead), and not older than
// OFFLINE_SET_MAX_AGE_DAYS, past which it would rewrite a finished stretch of the person's history.

export const OFFLINE_SET_MAX_AGE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant to store for a set, or "too-old" when the claimed time is past the bound. */
export function setLoggedAtOf(claimed: string | undefined, now: Date): Date | "too-old" {
  if (claimed === undefined) return now;
  const at = new Date(claimed);
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime()) return now;
  if (at.getTime() < now.getTime() - OFFLINE_SET_MAX_AGE_DAYS * DAY_MS) return "too-old";
  return at;
}
