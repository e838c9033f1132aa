// Live group clinics (issue #20). A clinic series is written in its host's wall-clock time
// ("Tuesdays 18:00 in London"); each occurrence is worked out as a UTC instant with Intl alone, so a
// daylight-saving change on either side never moves a clinic off its local time, and is then shown
// in the viewer's own time zone.
import { CLINIC_JOIN_NOTE, type TClinicSeries } from "@/content/community/clinics";
import { escapeIcsText, foldIcsLine, icsDateTimeOf } from "@/domain/expert-calls/ics";
import { addDays, dayKeyOf, daysBetween, timeZoneOr, zoneOffsetAt } from "@/lib/day";
import { formatClockTime } from "@/lib/format-date";
import { remembered } from "@/lib/remembered";
import { hasControlCharacters } from "@/lib/unsafe-input";

/** One meeting of a clinic series, as UTC instants. */
export type TClinicOccurrence = {
  /** `${slug}-${YYYY-MM-DD}`, the local date in the series' own time zone. */
  id: string;
  series: TClinicSeries;
  start: Date;
  end: Date;
};

/** The product identifier of clinic calendar files. */
export const CLINIC_ICS_PRODUCT_ID = "-//Wristwise//Community clinics//EN";
/** Where the clinic schedule lives in the app, linked from every calendar file. */
export const CLINICS_PATH = "/community-dashboard/clinics";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const OCCURRENCE_ID = /^(.+)-(\d{4}-\d{2}-\d{2})$/;

/**
 * The UTC instant of a local date and "HH:MM" in a time zone. A wall-clock time happens within
 * 14 hours of the same digits read as UTC, so the zone's offsets a day either side of those digits
 * are the only candidates (no zone changes its offset twice in two days). When the clock repeats
 * the time (autumn), the first of the two instants is taken: the clinic starts the first time the
 * clock reads its hour. When the clock skips it (spring), the time is read with the offset from
 * before the change, so the clinic moves later by the size of the gap (02:30 becomes 03:30), as
 * calendars and Temporal's "compatible" choice do, rather than vanishing for a week.
 */
function instantOfLocalTime(date: string, clock: string, timeZone: string): Date {
  const time = CLOCK.exec(clock);
  const wallMs = Date.parse(`${date}T00:00:00Z`);
  if (!time || Number.isNaN(wallMs)) throw new RangeError(`clinics: not a local time: ${clock}`);
  const wall = wallMs + (Number(time[1]) * 60 + Number(time[2])) * MINUTE_MS;
  const before = zoneOffsetAt(wall - DAY_MS, timeZone);
  const after = zoneOffsetAt(wall + DAY_MS, timeZone);
  const matching = [wall - before, wall - after]
    .filter((instant) => instant + zoneOffsetAt(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? wall - before);
}

/** A "YYYY-MM-DD" that names a real calendar day (not 2026-13-01 or 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The ISO weekday of a "YYYY-MM-DD", 1 = Monday, 7 = Sunday. */
function weekdayOf(date: string): number {
  return ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Whether a local date is one of a series' meetings: its weekday, in step with its anchor. */
function isOccurrenceDate(series: TClinicSeries, date: string): boolean {
  if (!isCalendarDay(date) || weekdayOf(date) !== series.weekday) return false;
  return daysBetween(series.anchorDate, date) % (7 * series.everyWeeks) === 0;
}

/** The meeting of a series on a local date the caller has checked is one of its dates. */
function occurrenceOn(series: TClinicSeries, date: string): TClinicOccurrence {
  const start = instantOfLocalTime(date, series.localTime, series.timeZone);
  return {
    id: `${series.slug}-${date}`,
    series,
    start,
    end: new Date(start.getTime() + series.durationMinutes * MINUTE_MS),
  };
}

/**
 * Every clinic meeting that has not yet ended at `now` (its end is after now, so one in progress
 * is included, even in a window of 0 days) and starts before `now` plus `days` days, in order of
 * start.
 */
export function upcomingClinics(
  series: readonly TClinicSeries[],
  now: Date,
  days: number,
): TClinicOccurrence[] {
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError("clinics: now is not a valid date");
  if (!Number.isFinite(days)) throw new RangeError("clinics: days is a finite number");
  const untilMs = nowMs + days * DAY_MS;
  const found: TClinicOccurrence[] = [];
  for (const one of series) {
    const period = 7 * one.everyWeeks;
    // A meeting still running at now started after now less its duration; a day earlier again
    // covers a start moved across midnight by a daylight-saving change.
    const earliest = addDays(
      dayKeyOf(new Date(nowMs - one.durationMinutes * MINUTE_MS), one.timeZone),
      -1,
    );
    // The first date in step with the anchor on or after the earliest (also before the anchor).
    let date = addDays(
      one.anchorDate,
      Math.ceil(daysBetween(one.anchorDate, earliest) / period) * period,
    );
    for (;;) {
      const occurrence = occurrenceOn(one, date);
      if (occurrence.start.getTime() >= untilMs) break;
      if (occurrence.end.getTime() > nowMs) found.push(occurrence);
      date = addDays(date, period);
    }
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
}

/**
 * The meeting an id names, or null when the id is malformed, names no series, or names a date
 * that is not one of that series' meetings (wrong weekday, or the off week of a fortnightly one).
 */
export function clinicOccurrence(
  series: readonly TClinicSeries[],
  id: string,
): TClinicOccurrence | null {
  const match = OCCURRENCE_ID.exec(id);
  if (!match) return null;
  const [, slug, date] = match;
  const one = series.find((s) => s.slug === slug);
  if (!one || date === undefined || !isOccurrenceDate(one, date)) return null;
  return occurrenceOn(one, date);
}

/** A URI value as written, refused if it holds a control character (a line break). */
function uriValue(value: string): string {
  if (hasControlCharacters(value)) throw new RangeError("ics: the URL holds a line break");
  return value;
}

/**
 * The calendar file for one clinic meeting (RFC 5545): a published VCALENDAR with one VEVENT in
 * UTC and a reminder 30 minutes before, lines ending in CRLF and folded at 75 octets.
 */
export function icsOf(
  occurrence: TClinicOccurrence,
  options: { appUrl: string; now: Date },
): string {
  const { series } = occurrence;
  const url = uriValue(`${options.appUrl.replace(/\/+$/, "")}${CLINICS_PATH}`);
  const description = [
    series.description,
    `Host: ${series.host}.`,
    CLINIC_JOIN_NOTE,
    `Clinic schedule: ${url}`,
  ].join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${CLINIC_ICS_PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(`${occurrence.id}@wristwise.app`)}`,
    `DTSTAMP:${icsDateTimeOf(options.now)}`,
    `DTSTART:${icsDateTimeOf(occurrence.start)}`,
    `DTEND:${icsDateTimeOf(occurrence.end)}`,
    `SUMMARY:${escapeIcsText(`Wristwise clinic: ${series.title}`)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${url}`,
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeIcsText(`${series.title} starts in 30 minutes`)}`,
    "TRIGGER:-PT30M",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

// One formatter per zone name, bounded: the zone comes from the viewer's cookie (issue #15).
const clinicDayFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone }),
  { held: 64 },
);

/**
 * When a meeting happens in the viewer's time zone, "Tuesday 1 December, 18:00–19:00
 * (Europe/London)"; a zone the runtime does not know reads as UTC. A meeting that ends on the next
 * local day names that day too.
 */
export function formatClinicTime(occurrence: TClinicOccurrence, timeZone: string): string {
  const zone = timeZoneOr(timeZone);
  const day = clinicDayFormatOf(zone);
  const startDay = day.format(occurrence.start);
  const endDay = day.format(occurrence.end);
  const start = formatClockTime(occurrence.start, zone);
  const end = formatClockTime(occurrence.end, zone);
  const span =
    startDay === endDay
      ? `${startDay}, ${start}–${end}`
      : `${startDay}, ${start} – ${endDay}, ${end}`;
  return `${span} (${zone})`;
}
