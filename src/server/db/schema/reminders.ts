// The daily exercise reminder a person sets (issue #19): one row per person, off until they turn
// it on. lastSentOn is the local day of the last reminder: claiming the day is what makes a
// reminder go once, however many sweeps run at the same minute.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const exerciseReminders = pgTable(
  "exercise_reminders",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    enabled: boolean().notNull().default(false),
    /** "HH:MM" in timeZone. */
    time: text().notNull().default("18:00"),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
    days: integer().array().notNull().default(sql`'{1,2,3,4,5,6,7}'::integer[]`),
    timeZone: text().notNull().default("UTC"),
    /** The local day ("YYYY-MM-DD") of the last reminder sent. */
    lastSentOn: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("exercise_reminders_enabled_idx").on(t.enabled).where(sql`${t.enabled}`)],
);
