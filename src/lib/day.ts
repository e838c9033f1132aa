// Calendar days in the person's own time zone. "Today" on a dashboard is the person's today, not
// the server's: an evening log in California must not count towards tomorrow.

/** The cookie the browser sets with its IANA time zone (components/site/time-zone-cookie.tsx). */
export const TIME_ZONE_COOKIE = "ww_tz";
export const DEFAULT_TIME_ZONE = "UTC";

/** A time zone name the runtime knows, else the default: the cookie is input like any other. */
export function timeZoneOr(value: string | undefined | null): string {
  if (!value || value.length > 64) return DEFAULT_TIME_ZONE;
  if (formatters.has(value)) return value;
  try {
    dayKeyOf(new Date(0), value);
    return value;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
// The last answer per Date object: the dashboard sorts each set into its day three times (issue
// #15). Checked against the instant and the zone, so a Date changed since, or another zone, is
// worked out afresh.
const lastDayOf = new WeakMap<Date, { ms: number; timeZone: string; day: string }>();

/** The calendar day of an instant in a time zone, as "YYYY-MM-DD". */
export function dayKeyOf(at: Date, timeZone: string): string {
  const ms = at.getTime();
  const last = lastDayOf.get(at);
  if (last && last.ms === ms && last.timeZone === timeZone) return last.day;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const day = format.format(at);
  lastDayOf.set(at, { ms, timeZone, day });
  return day;
}

/** The day `days` after (or before, if negative) a "YYYY-MM-DD" day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday that starts the week of a "YYYY-MM-DD" day. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of an instant in a time zone, 0-23. */
export function hourOf(at: Date, timeZone: string): number {
  let format = hourFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" });
    hourFormatters.set(timeZone, format);
  }
  return Number(format.format(at));
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetAt(ms: number, timeZone: string): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}
