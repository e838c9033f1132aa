import { dayKeyOf } from "@/lib/day";

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
