// The endurance hold timer's arithmetic (issue #14): pure, so its boundaries are table tests.
import { MAX_ENDURANCE_SECONDS } from "@/domain/assessment/endurance";

/** The 3-2-1 before a hold starts, so the person can lift into position first. */
export const COUNTDOWN_SECONDS = 3;
/** The ring goes round once a minute, like a stopwatch's second hand. */
export const RING_LAP_SECONDS = 60;

/** Whole seconds held from `startedAt` to `now` (ms), never below 0 or above the 10-minute cap. */
export function secondsHeld(startedAt: number, now: number): number {
  return Math.min(MAX_ENDURANCE_SECONDS, Math.max(0, Math.floor((now - startedAt) / 1000)));
}

/** The number the countdown shows: 3, 2, 1, then 0 when the hold starts. */
export function countdownLeft(startsAt: number, now: number): number {
  return Math.min(COUNTDOWN_SECONDS, Math.max(0, Math.ceil((startsAt - now) / 1000)));
}

/**
 * How much of the ring is filled, 0 to 1, for a hold of `elapsedMs`. With `smooth` it creeps
 * round continuously; without (reduced motion) it moves once a second. A full lap starts again
 * from empty, except that a finished lap exactly on the minute shows full.
 */
export function ringFraction(elapsedMs: number, smooth: boolean): number {
  const lapMs = RING_LAP_SECONDS * 1000;
  const ms = Math.max(0, smooth ? elapsedMs : Math.floor(elapsedMs / 1000) * 1000);
  if (ms > 0 && ms % lapMs === 0) return 1;
  return (ms % lapMs) / lapMs;
}

/** "1 min 5 s" for holds of a minute or more (under the big seconds number); null below. */
export function minutesText(seconds: number): string | null {
  if (seconds < 60) return null;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}
