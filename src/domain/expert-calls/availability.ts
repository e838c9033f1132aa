// When an expert video call can be booked. The expert's week is written in their own wall-clock
// time ("Mondays 09:00 to 12:00 in London"); every slot is handed out as a UTC instant, worked out
// with Intl alone so a daylight-saving change never moves or loses a slot.
import { z } from "zod";
import { dayKeyOf, zoneOffsetAt } from "@/lib/day";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A wall-clock time of day, "HH:MM" on a 24-hour clock. A window may end at "24:00", midnight. */
const ZClock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "a time is HH:MM");

/** One weekly window of availability: a weekday (1 = Monday, 7 = Sunday) from start to end. */
export const ZWeeklyWindow = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: ZClock.refine((s) => s !== "24:00", "a window cannot start at 24:00"),
    end: ZClock,
  })
  .refine((w) => w.start < w.end, { message: "a window starts before it ends" });
export type TWeeklyWindow = z.infer<typeof ZWeeklyWindow>;

/** Whether the runtime knows a time zone name, asked by building a formatter with it. */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The expert's bookable hours: a weekly pattern in their time zone, less closed dates. */
export const ZAvailability = z.object({
  /** The IANA time zone the weekly windows and closed dates are written in. */
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine(isKnownTimeZone, { message: "not a time zone this runtime knows" }),
  /** How long one call lasts, and so the step between slot starts. */
  slotMinutes: z.number().int().min(15).max(120),
  weekly: z.array(ZWeeklyWindow).min(1),
  /** Local calendar days with no calls at all (holidays), "YYYY-MM-DD". */
  closedDates: z.array(z.iso.date()).default([]),
  /** How many days ahead a slot can be booked. */
  bookAheadDays: z.number().int().min(1).max(90),
  /** How many hours' notice a booking needs: no slot starts sooner than this. */
  minNoticeHours: z.number().int().min(0).max(168),
});
export type TAvailability = z.infer<typeof ZAvailability>;

/**
 * The instant a local wall-clock time happens, given as if it were UTC milliseconds. `offsets`
 * are the zone's offsets either side of the day. Null when the clock skips that time (the
 * spring-forward gap); the earlier instant when it happens twice (the autumn hour repeated).
 */
function instantOfWallTime(wallMs: number, timeZone: string, offsets: number[]): number | null {
  if (offsets.length === 1) return wallMs - (offsets[0] ?? 0);
  const instants = offsets
    .map((offset) => wallMs - offset)
    .filter((instant) => instant + zoneOffsetAt(instant, timeZone) === wallMs)
    .sort((a, b) => a - b);
  return instants[0] ?? null;
}

/** "HH:MM" as minutes after midnight. */
function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** The local calendar day of an instant, "YYYY-MM-DD" (lib/day's, shared with the dashboard). */
function localDayOf(ms: number, timeZone: string): string {
  return dayKeyOf(new Date(ms), timeZone);
}

/**
 * Every slot start from `from` (included) to `to` (excluded), as UTC instants in order: each local
 * wall-clock start inside a weekly window, leaving room for the whole slot before the window ends,
 * on a day that is not closed.
 */
export function slotStartsBetween(availability: TAvailability, from: Date, to: Date): Date[] {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (!(fromMs < toMs)) return [];
  const { timeZone, slotMinutes, weekly } = availability;
  const closed = new Set(availability.closedDates);
  const firstDayMs = Date.parse(`${localDayOf(fromMs, timeZone)}T00:00:00Z`) - DAY_MS;
  const lastDayMs = Date.parse(`${localDayOf(toMs, timeZone)}T00:00:00Z`) + DAY_MS;
  const starts = new Set<number>();
  for (let dayMs = firstDayMs; dayMs <= lastDayMs; dayMs += DAY_MS) {
    const day = new Date(dayMs).toISOString().slice(0, 10);
    if (closed.has(day)) continue;
    const weekday = ((new Date(dayMs).getUTCDay() + 6) % 7) + 1;
    const windows = weekly.filter((w) => w.weekday === weekday);
    if (windows.length === 0) continue;
    // A local day's times all fall within 14 hours of the day read as UTC, so the offsets a day
    // and a half either side cover any daylight-saving change on it.
    const offsets = [
      ...new Set([
        zoneOffsetAt(dayMs - 1.5 * DAY_MS, timeZone),
        zoneOffsetAt(dayMs + 2.5 * DAY_MS, timeZone),
      ]),
    ];
    for (const window of windows) {
      const end = minutesOf(window.end);
      for (
        let minute = minutesOf(window.start);
        minute + slotMinutes <= end;
        minute += slotMinutes
      ) {
        const instant = instantOfWallTime(dayMs + minute * MINUTE_MS, timeZone, offsets);
        if (instant !== null && instant >= fromMs && instant < toMs) starts.add(instant);
      }
    }
  }
  return [...starts].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** The earliest and (excluded) latest start a booking made at `now` may have. */
function bookableRange(availability: TAvailability, now: Date): { from: Date; to: Date } {
  const nowMs = now.getTime();
  return {
    from: new Date(nowMs + availability.minNoticeHours * HOUR_MS),
    to: new Date(nowMs + availability.bookAheadDays * DAY_MS),
  };
}

/**
 * The slots a person can book at `now`: from minNoticeHours ahead (included) to bookAheadDays
 * ahead (excluded), less those already taken.
 */
export function openSlots(availability: TAvailability, now: Date, taken: readonly Date[]): Date[] {
  const { from, to } = bookableRange(availability, now);
  const takenMs = new Set(taken.map((t) => t.getTime()));
  return slotStartsBetween(availability, from, to).filter((s) => !takenMs.has(s.getTime()));
}

/**
 * Whether `start` is exactly one of the open slots at `now`: how the server checks a booking
 * request instead of trusting the time the browser sent.
 */
export function isOpenSlot(
  availability: TAvailability,
  now: Date,
  taken: readonly Date[],
  start: Date,
): boolean {
  const startMs = start.getTime();
  if (Number.isNaN(startMs)) return false;
  const { from, to } = bookableRange(availability, now);
  if (startMs < from.getTime() || startMs >= to.getTime()) return false;
  if (taken.some((t) => t.getTime() === startMs)) return false;
  return slotStartsBetween(availability, start, new Date(startMs + 1)).length === 1;
}
