// Expert video calls (issue #17): the bookings, and the credits as a ledger of entries whose sum is
// what a person has left, never a counter two requests could both decrement.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const expertCallBookings = pgTable(
  "expert_call_bookings",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    minutes: integer().notNull(),
    status: text().$type<"booked" | "cancelled">().notNull().default("booked"),
    /** The person's time zone when they booked: emails say the time as they read it. */
    timeZone: text().notNull(),
    /** What the person would like to talk about (optional, shown to the clinician only). */
    topic: text(),
    /** The calendar file's SEQUENCE: each reschedule or cancellation raises it. */
    sequence: integer().notNull().default(0),
    reminderSentAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("expert_call_bookings_user_idx").on(t.userId, t.startsAt),
    // One clinician's diary: a slot holds one booked call, whoever asks at the same moment.
    uniqueIndex("expert_call_bookings_slot_unique")
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked'`),
  ],
);

export const expertCallCredits = pgTable(
  "expert_call_credits",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text().$type<"grant" | "book" | "return">().notNull(),
    /** +n for a grant, -1 for a booking, +1 for a booking cancelled in time. */
    amount: integer().notNull(),
    /** A grant's period ("plan:2026-11"): granted once per person whoever asks first. */
    grantKey: text(),
    bookingId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("expert_call_credits_user_idx").on(t.userId),
    uniqueIndex("expert_call_credits_grant_unique")
      .on(t.userId, t.grantKey)
      .where(sql`${t.grantKey} is not null`),
    // A booking is charged once and refunded once, however often a request is replayed.
    uniqueIndex("expert_call_credits_booking_unique")
      .on(t.bookingId, t.kind)
      .where(sql`${t.bookingId} is not null`),
  ],
);
