// Billing records besides subscriptions and purchases (issue #13): the person's customer at each
// payment provider, the checkouts we open, every provider event once, and who has had a free trial.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

export const billingCustomers = pgTable(
  "billing_customers",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerCustomerId: text().notNull(),
    /** The local provider's saved test card, for renewals; never a real card's digits. */
    cardLast4: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("billing_customers_user_provider_unique").on(t.userId, t.provider),
    uniqueIndex("billing_customers_provider_id_unique").on(t.provider, t.providerCustomerId),
  ],
);

/** A checkout we opened: what it sells is fixed here, from the catalogue, never from the browser. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerSessionId: text(),
    /** catalogue productKeyOf: "plan:annual", "addon:ebooks:typing-without-pain". */
    productKey: text().notNull(),
    mode: text().$type<"subscription" | "payment">().notNull(),
    amountCents: integer().notNull(),
    trialDays: integer(),
    /** A switch that ends another subscription once this is paid (monthly to lifetime). */
    replacesSubscriptionId: text(),
    source: text(),
    status: text().$type<"open" | "complete" | "expired">().notNull().default("open"),
    /** The local checkout's last card refusal, shown again if the page is reloaded. */
    declined: boolean().notNull().default(false),
    /**
     * Opened without a session, by a buyer who gave an email (issue #17): its pages open for
     * whoever holds its random id, as a provider's hosted checkout does.
     */
    guestCheckout: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("checkout_sessions_user_id_idx").on(t.userId),
    uniqueIndex("checkout_sessions_provider_id_unique").on(t.provider, t.providerSessionId),
  ],
);

/** Every provider event handled, once: a replayed event finds its id here and changes nothing. */
export const billingEvents = pgTable(
  "billing_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    userId: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * One free trial per person (spec 9), by account and by normalised email. Kept when an account is
 * deleted (the user id is cleared, the email's hash stays), so deleting and signing up again does
 * not give a second trial; the privacy notice says so.
 */
export const trialClaims = pgTable(
  "trial_claims",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    /** SHA-256 of the lowercased, trimmed email: enough to recognise it, not to read it. */
    emailHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trial_claims_user_unique").on(t.userId),
    uniqueIndex("trial_claims_email_unique").on(t.emailHash),
  ],
);

/**
 * The local payment provider's own books (issue #13): what Stripe would hold, kept here so the
 * whole purchase flow runs on a machine with no network. Only src/server/billing/local-provider.ts
 * reads or writes these; the app's records are built from its events like Stripe's.
 */
export const localSubscriptions = pgTable("local_subscriptions", {
  id: text().primaryKey(),
  customerId: text().notNull(),
  userId: text().notNull(),
  productKey: text().notNull(),
  /** A change booked for the end of the period (a downgrade). */
  pendingProductKey: text(),
  status: text().notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  trialEnd: timestamp({ withTimezone: true }),
  endedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const localPayments = pgTable(
  "local_payments",
  {
    id: text().primaryKey(),
    customerId: text().notNull(),
    checkoutId: text(),
    subscriptionId: text(),
    productKey: text().notNull(),
    amountCents: integer().notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("local_payments_checkout_unique").on(t.checkoutId)],
);
