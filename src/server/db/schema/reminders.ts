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

/**
 * The devices that receive the reminder as a notification too (web push, issue #19): one row per
 * browser subscription. The endpoint is unique: a browser that subscribes again, or for someone
 * else signed in on it, moves its row to that person. Deleted when the push service says the
 * subscription is gone (404 or 410), when the person turns the device off, and with the account.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url): what encrypts the message. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** A short description of the device ("Chrome on Android"), shown to its owner. */
    device: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
