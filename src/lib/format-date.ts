import { dayKeyOf } from "@/lib/day";
import { remembered } from "@/lib/remembered";

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** A calendar day names the same day everywhere: it is read, and said, in UTC. */
const longDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "22 November 2026": how dates read across the product. A calendar day ("2026-11-22": a load
 * log's day, a topic's review date) reads as that day in every time zone. An instant reads as the
 * day it falls on in `timeZone` when one is given (the person's, from their browser's cookie), so
 * the server and the browser write the same words; without one, where it is shown.
 * (`new Date("2026-11-22")` is midnight UTC, which is still the 21st in the Americas.)
 */
export function formatDate(date: Date | string, timeZone?: string): string {
  if (typeof date === "string" && CALENDAR_DAY.test(date))
    return longDay.format(new Date(`${date}T00:00:00.000Z`));
  const at = typeof date === "string" ? new Date(date) : date;
  return timeZone === undefined ? longDate.format(at) : formatDate(dayKeyOf(at, timeZone));
}

const dayTimeFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    }),
  { held: 64 },
);

/**
 * "Fri 27 Nov, 18:30": when something was logged, on the person's clock. Always in a named time
 * zone (theirs, from their browser's cookie): a client component's words are written on the
 * server first, whose clock is not theirs, and the browser must write the same.
 */
export function formatDayTime(at: Date | string, timeZone: string): string {
  return dayTimeFormatOf(timeZone).format(typeof at === "string" ? new Date(at) : at);
}

const clockFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }),
  { held: 64 },
);

/**
 * "14:00": an instant on the 24-hour clock of a time zone (a booking slot, a call, a clinic). One
 * formatter per zone, bounded: the zone can come from the person's cookie.
 */
export function formatClockTime(at: Date, timeZone: string): string {
  return clockFormatOf(timeZone).format(at);
}
