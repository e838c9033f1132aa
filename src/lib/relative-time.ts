// How long ago something happened, in words ("2 hours ago"), for notifications. Safe on both
// sides; the caller passes "now" so the words are testable and agree within one render.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const words = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
const date = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const full = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * Under a minute (or a clock a little ahead): "just now"; then whole minutes, hours, days
 * ("yesterday") and weeks, always rounded down, so "59 minutes ago" never turns into "1 hour ago"
 * early; from 4 weeks on, the date ("3 Nov 2026").
 */
export function relativeTimeOf(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < WEEK) return words.format(-Math.floor(elapsed / DAY), "day");
  if (elapsed < 4 * WEEK) return words.format(-Math.floor(elapsed / WEEK), "week");
  return date.format(then);
}

/** "Monday 23 November 2026 at 14:05": the exact moment, for a title or a screen reader. */
export function fullDateTimeOf(then: Date): string {
  return full.format(then);
}
