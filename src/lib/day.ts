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

/** The day `days` after (or before, if negative) a "YYYY-MM-DD" day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday that starts the week of a "YYYY-MM-DD" day. */
export const weekStartOf = remembered((day: string): string => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
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
