// The daily exercise reminder (issue #19): off by default; when on, an email at the time the
// person chose, on the days they chose, in their own time zone. A reminder is due from its minute
// until two hours after (a server that was down or busy still sends a late one that is still
// useful, never one hours late), once per local day, whatever the clock changes do.
import { z } from "zod";
import { dayKeyOf, timeZoneOr } from "@/lib/day";

/** Days of the week, ISO numbering: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES: Record<number, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

/** How late a reminder may still go out after its minute. */
export const REMINDER_LATE_WINDOW_MINUTES = 120;

export type TReminderSettings = {
  enabled: boolean;
  /** "HH:MM", 24-hour, local to timeZone. */
  time: string;
  /** ISO weekdays, ascending, at least one. */
  days: number[];
  /** IANA time zone. */
  timeZone: string;
};

/** Off, at six in the evening, every day: what a person sees before they choose. */
export const DEFAULT_REMINDER: TReminderSettings = {
  enabled: false,
  time: "18:00",
  days: [...WEEKDAYS],
  timeZone: "UTC",
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZReminderSettings = z
  .object({
    enabled: z.boolean(),
    time: z.string().regex(TIME, "Choose a time, for example 18:30."),
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, "Choose at least one day.")
      .max(7)
      .refine((days) => new Set(days).size === days.length, "Each day once.")
      .transform((days) => [...days].sort((a, b) => a - b)),
    timeZone: z
      .string()
      .min(1)
      .max(64)
      .refine((zone) => timeZoneOr(zone) === zone, "That time zone isn't one we know."),
  })
  .strict();

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant's local weekday (ISO) and minutes after midnight in a time zone. */
export function localClockOf(at: Date, timeZone: string): { weekday: number; minutes: number } {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    partsFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday =
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "") + 1;
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The local day ("YYYY-MM-DD") whose reminder is due at `now`, or null: when on, on a chosen
 * day, from the chosen minute until REMINDER_LATE_WINDOW_MINUTES after, and not already sent that
 * day. The caller claims that day, so a reminder goes once however many sweeps run.
 */
export function reminderDueDay(
  settings: TReminderSettings,
  lastSentOn: string | null,
  now: Date,
): string | null {
  if (!settings.enabled) return null;
  const zone = timeZoneOr(settings.timeZone);
  const { weekday, minutes } = localClockOf(now, zone);
  if (!settings.days.includes(weekday)) return null;
  const late = minutes - minutesOf(settings.time);
  if (late < 0 || late >= REMINDER_LATE_WINDOW_MINUTES) return null;
  const day = dayKeyOf(now, zone);
  return day === lastSentOn ? null : day;
}

/** "every day", "weekdays", "weekends" or the days named, for the settings summary. */
export function describeDays(days: readonly number[]): string {
  const set = [...new Set(days)].sort((a, b) => a - b).join(",");
  if (set === "1,2,3,4,5,6,7") return "every day";
  if (set === "1,2,3,4,5") return "on weekdays";
  if (set === "6,7") return "at weekends";
  const names = [...new Set(days)].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d] ?? "");
  if (names.length === 1) return `on ${names[0]}s`;
  return `on ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
