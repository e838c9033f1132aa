// Conversion events waiting to be sent to an ads network's Conversions API (issue #18): an outbox,
// so a request never waits on the network and a failed send is tried again with backoff. One row
// per destination and event id: a replayed request, or the pixel's own id sent twice, adds nothing.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type {
  TConversionEvent,
  TConversionEventType,
} from "@/domain/conversions/reddit-conversion";
import { user } from "./auth";

export const conversionOutbox = pgTable(
  "conversion_outbox",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    destination: text().$type<"reddit">().notNull().default("reddit"),
    eventType: text().$type<TConversionEventType>().notNull(),
    eventId: text().notNull(),
    /**
     * What makes an event once-only for a person (issue #18 review): "signup", or the event type
     * and subscription id of a plan event, so a repeated claim of a purchase queues nothing.
     */
    dedupKey: text(),
    /** The event as derived on the server; no email (read from `user` when sent), no health data. */
    payload: jsonb().$type<TConversionEvent>().notNull(),
    /** Sends tried so far, counted when a sender claims the row. */
    attempts: integer().notNull().default(0),
    /** When a sender may next claim it: now, a claim's lease, or a failure's backoff. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversion_outbox_destination_event_unique").on(t.destination, t.eventId),
    uniqueIndex("conversion_outbox_once_unique").on(t.destination, t.userId, t.dedupKey),
    index("conversion_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index("conversion_outbox_user_idx").on(t.userId),
  ],
);
