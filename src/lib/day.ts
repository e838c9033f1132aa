import { remembered } from "./remembered";

// Calendar days in the person's own time zone. "Today" on a dashboard is the person's today, not
// the server's: an evening log in California must not count towards tomorrow.

/** The cookie the browser sets with its IANA time zone (components/site/time-zone-cookie.tsx). */
export const TIME_ZONE_COOKIE = "ww_tz";
export const DEFAULT_TIME_ZONE = "UTC";

/** A time zone name the runtime knows, else the default: the cookie is input like any other. */
export function timeZoneOr(value: string | undefined | null): string {
  if (!value || value.length > 64) return DEFAULT_TIME_ZONE;
  try {
    dayFormatOf(value); // Intl refuses a zone it does not know
    return value;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The zone a page is drawn in for the time-zone cookie's value as sent (percent-encoded): the
 * default when it is missing, not valid percent-encoding, or a zone the runtime does not know.
 */
export function timeZoneOfCookie(value: string | undefined): string {
  if (!value) return DEFAULT_TIME_ZONE;
  try {
    return timeZoneOr(decodeURIComponent(value));
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const MINUTE_MS = 60_000;
/**
 * Since 1973 every time zone's offset is a whole number of minutes and changes on a whole minute
 * (the last with seconds, Monrovia's -0:44:30, ended on 7 January 1972), so every instant of one
 * UTC minute has the same offset, and falls on the same calendar day, in any zone: answers are
 * remembered per zone and minute (issue #15: a page sorts each logged set into its day). Earlier
 * instants are worked out each time.
 */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1973, 0, 1);

/**
 * `answer` for an instant in a zone, remembered per zone and UTC minute from 1973 on (above) and
 * worked out each time before then. Bounded: the zone comes from a cookie, and Intl accepts any
 * letter case of a name, so a client could otherwise add names without end. A zone Intl does not
 * know, or an invalid instant (NaN), throws from `answer` and is not remembered.
 */
function rememberedPerZoneMinute<V>(
  answer: (timeZone: string, ms: number) => V,
): (timeZone: string, ms: number) => V {
  const known = remembered(
    (timeZone: string, minute: number) => answer(timeZone, minute * MINUTE_MS),
    { held: 8192, keyOf: (timeZone, minute) => `${minute} ${timeZone}` },
  );
  return (timeZone, ms) =>
    ms >= WHOLE_MINUTE_OFFSETS_FROM
      ? known(timeZone, Math.floor(ms / MINUTE_MS))
      : answer(timeZone, ms);
}

// One formatter per zone name, bounded as above.
const dayFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
  { held: 512 },
);
const dayOfZoneInstant = rememberedPerZoneMinute((timeZone, ms) =>
  dayFormatOf(timeZone).format(ms),
);

/** The calendar day of an instant in a time zone, as "YYYY-MM-DD". */
export function dayKeyOf(at: Date, timeZone: string): string {
  return dayOfZoneInstant(timeZone, at.getTime());
}

// Calendar days as whole numbers, days since 1970-01-01, in the proleptic Gregorian calendar
// (Howard Hinnant's days_from_civil and civil_from_days). Built through Date, a day sum was
// 0.23 ms of the progress page's CPU: it adds hundreds of days (issue #15).
const DAY_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a "YYYY-MM-DD" day; a day past its month's end runs into the next. */
function epochDayOf(day: string): number {
  const parts = DAY_FORMAT.exec(day);
  const month = Number(parts?.[2]);
  const date = Number(parts?.[3]);
  if (!parts || month < 1 || month > 12 || date < 1 || date > 31)
    throw new RangeError(`Not a calendar day: ${day}`);
  const year = Number(parts[1]) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The "YYYY-MM-DD" day of a count of days since 1970-01-01. */
function dayOfEpochDay(count: number): string {
  const z = count + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) throw new RangeError(`Past the years 0000 to 9999: day ${count}`);
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${date < 10 ? "0" : ""}${date}`;
}

/** The day `days` after (or before, if negative) a "YYYY-MM-DD" day, years 0000 to 9999. */
export function addDays(day: string, days: number): string {
  // Like Date's setUTCDate: a fraction of a day is dropped, and no number is no day.
  if (!Number.isFinite(days)) throw new RangeError(`Not a number of days: ${days}`);
  return dayOfEpochDay(epochDayOf(day) + Math.trunc(days));
}

/** Whole days from one "YYYY-MM-DD" day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDayOf(to) - epochDayOf(from);
}

/** The Monday that starts the week of a "YYYY-MM-DD" day. */
export const weekStartOf = remembered((day: string): string => {
  const count = epochDayOf(day);
  return dayOfEpochDay(count - (((count % 7) + 10) % 7)); // day 0, 1970-01-01, was a Thursday
});

// Bounded per zone name like dayFormatOf above: the zone can come from a cookie.
const hourFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }),
  { held: 512 },
);

/** The hour of an instant in a time zone, 0-23. */
export function hourOf(at: Date, timeZone: string): number {
  return Number(hourFormatOf(timeZone).format(at));
}

const offsetFormatOf = remembered(
  (timeZone: string) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
  { held: 512 },
);

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  // The booking page asks it for the same days on every request (issue #15).
  return offsetOfZoneInstant(timeZone, ms);
}

const offsetOfZoneInstant = rememberedPerZoneMinute((timeZone, ms) => {
  const parts: Record<string, number> = {};
  for (const part of offsetFormatOf(timeZone).formatToParts(ms))
    parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
});
