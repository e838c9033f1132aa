// The daily load log (issue #6, /load-tracking): shared by the form and the server action.
import { z } from "zod";
import { STIFFNESS } from "@/domain/load/stiffness";
import { addDays } from "@/lib/day";
import { ZClientId } from "./client-id";

/** The oldest day a log may be for, and how far ahead of the server's UTC date (time zones). */
export const LOAD_LOG_MAX_AGE_DAYS = 365;

const hours = (what: string) =>
  z
    .number({ error: `Enter ${what} as a number, 0 if none.` })
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} can't be below 0.`)
    .max(24, "A day has 24 hours at most.");

const whole = (min: number, max: number, what: string) =>
  z
    .number({ error: `Enter ${what} from ${min} to ${max}.` })
    .int(`Enter ${what} as a whole number.`)
    .min(min, `Enter ${what} from ${min} to ${max}.`)
    .max(max, `Enter ${what} from ${min} to ${max}.`);

const minutesBeforeSymptoms = z
  .number({ error: "Enter the minutes as a number, or leave it empty." })
  .int("Enter whole minutes.")
  .min(0, "Enter minutes from 0 to 1440.")
  .max(1440, "Enter minutes from 0 to 1440.")
  .nullable();

export const ZLoadLog = z
  .object({
    day: z.iso.date({ error: "Choose the day this log is for." }),
    keyboardHours: hours("keyboard and mouse hours"),
    gamingHours: hours("gaming hours"),
    otherHandHours: hours("other hand-heavy hours"),
    breaks: whole(0, 30, "breaks"),
    morningPain: whole(0, 10, "morning pain"),
    eveningPain: whole(0, 10, "evening pain"),
    stiffness: z.enum(STIFFNESS, { error: "Choose how long morning stiffness lasted." }),
    /** Minutes of keyboard work before symptoms began; null when they didn't. */
    workMinutesBeforePain: minutesBeforeSymptoms,
    hobbyMinutesBeforePain: minutesBeforeSymptoms,
    note: z
      .string()
      .trim()
      .max(500, "Please keep the note to 500 characters.")
      .nullable()
      .transform((v) => (v ? v : null)),
    /** The browser's id for this save (issue #19): a save sent twice is applied once. */
    clientId: ZClientId.optional(),
  })
  .superRefine((v, ctx) => {
    const total = v.keyboardHours + v.gamingHours + v.otherHandHours;
    if (total > 24)
      ctx.addIssue({
        code: "custom",
        path: ["hours"],
        message: `These add up to ${total} hours, more than a day. Please check them.`,
      });
    const today = new Date().toISOString().slice(0, 10);
    if (v.day > addDays(today, 1))
      ctx.addIssue({ code: "custom", path: ["day"], message: "That day hasn't happened yet." });
    if (v.day < addDays(today, -LOAD_LOG_MAX_AGE_DAYS))
      ctx.addIssue({
        code: "custom",
        path: ["day"],
        message: "Logs can go back one year at most.",
      });
  });
export type TLoadLogInput = z.infer<typeof ZLoadLog>;

export const ZLoadLogId = z.string().uuid("That day's log could not be found.");
