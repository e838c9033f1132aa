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
 * log's day, a topic's review date) reads as that day in every time zone; an instant reads as the
 * day it falls on where it is shown. (`new Date("2026-11-22")` is midnight UTC, which is still the
 * 21st in the Americas.)
 */
export function formatDate(date: Date | string): string {
  if (typeof date === "string" && CALENDAR_DAY.test(date))
    return longDay.format(new Date(`${date}T00:00:00.000Z`));
  return longDate.format(typeof date === "string" ? new Date(date) : date);
}
