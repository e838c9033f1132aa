// The user's child collections of spec section 3, and the audit log.
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { TEducationSlug } from "@/content/education/schema";
import type { TRedFlagId, TRedFlagLevel } from "@/domain/assessment/red-flags";
import type { TProviderStatus } from "@/domain/billing/subscription-state";
import type { TStiffness } from "@/domain/load/stiffness";
import type { TProgram, TProgramInput } from "@/domain/program/generate-program";
import { user } from "./auth";
import type { TSubscriptionStatus, TSubscriptionTier } from "./profile";

const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const owner = () =>
  text()
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A plan or add-on subscription at a payment provider (issue #13): the provider's own status and
 * dates, from which the profile's snapshot (spec 3: subscription{}) is worked out.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: id(),
    userId: owner(),
    /** The plan; null for an add-on subscription. */
    tier: text().$type<TSubscriptionTier>(),
    /** The add-on; null for a plan. */
    addonType: text().$type<"discordRole" | "expertVideoCalls">(),
    /** Spec 3's status, as the snapshot last had it. */
    status: text().$type<TSubscriptionStatus>().notNull(),
    /** The provider's status (Stripe's words): trialing, active, past_due, canceled, ... */
    providerStatus: text().$type<TProviderStatus>().notNull().default("active"),
    period: text().$type<"monthly" | "quarterly" | "annual" | "lifetime">(),
    provider: text().notNull().default("local"),
    providerSubscriptionId: text(),
    customerId: text(),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    trialEnd: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** A downgrade waiting for the end of the period (issue #13). */
    scheduledTier: text().$type<TSubscriptionTier>(),
    /** expertVideoCalls: calls left in this period. */
    callsRemaining: integer(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("subscriptions_user_id_idx").on(t.userId),
    uniqueIndex("subscriptions_provider_id_unique").on(t.provider, t.providerSubscriptionId),
  ],
);

export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    /** Nullable: on account deletion the record stays, unlinked, for tax law (privacy notice). */
    userId: text().references(() => user.id, { onDelete: "set null" }),
    /** plan: a one-time plan; subscription: one payment of a subscription; addon: an add-on item. */
    productType: text()
      .$type<"plan" | "subscription" | "addon" | "bundle" | "lifetime">()
      .notNull(),
    productId: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    status: text().$type<"pending" | "completed" | "refunded" | "failed">().notNull(),
    grantsPremium: boolean().notNull().default(false),
    provider: text().notNull().default("local"),
    /** The provider's payment (or invoice) id: one purchase per payment, never two. */
    providerRef: text(),
    customerId: text(),
    /** What the receipt says was bought: "Pro annual", "Pro annual renewal", ... */
    description: text(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    receiptSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("purchases_user_id_idx").on(t.userId),
    uniqueIndex("purchases_provider_ref_unique").on(t.provider, t.providerRef),
  ],
);

export const addons = pgTable(
  "addons",
  {
    id: id(),
    userId: owner(),
    addonType: text()
      .$type<"discordRole" | "expertVideoCalls" | "miniCourses" | "ebooks">()
      .notNull(),
    itemId: text(),
    active: boolean().notNull().default(true),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    callsRemaining: integer(),
    createdAt: createdAt(),
  },
  (t) => [index("addons_user_id_idx").on(t.userId)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: owner(),
    type: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    link: text(),
    priority: text().$type<"high" | "normal" | "low">().notNull().default("normal"),
    read: boolean().notNull().default(false),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * For a notification a rule creates (issue #19: a step up, a retake, a week's summary): its
     * key, so checking the rule again never creates it twice. Null for onboarding's four.
     */
    dedupKey: text(),
  },
  (t) => [
    index("notifications_user_id_idx").on(t.userId, t.timestamp),
    uniqueIndex("notifications_user_dedup_idx").on(t.userId, t.dedupKey),
  ],
);

export const exercisePrescriptions = pgTable(
  "exercise_prescriptions",
  {
    id: id(),
    userId: owner(),
    version: integer().notNull(),
    program: jsonb().$type<TProgram>().notNull(),
    /** The assessment snapshot the program was generated from. */
    basis: jsonb().$type<TProgramInput | Record<string, never>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("exercise_prescriptions_user_id_idx").on(t.userId, t.version)],
);

/**
 * One logged set of a program exercise (issue #5). Not in the spec's entity list, which names the
 * logging inputs (reps 0-100, weight options, rest breaks 0-10, pain 0-10) but not where they live.
 */
export const exerciseLogs = pgTable(
  "exercise_logs",
  {
    id: id(),
    userId: owner(),
    prescriptionId: text().references(() => exercisePrescriptions.id, { onDelete: "set null" }),
    slug: text().notNull(),
    reps: integer().notNull(),
    /** Null for holds, bands and bodyweight work. */
    weightLbs: real(),
    restBreaks: integer().notNull(),
    pain: integer().notNull(),
    loggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The id the browser gave the set when it was logged (issue #19): a set sent again after a
     * lost connection, or from the offline queue, is accepted once per id.
     */
    clientId: text(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("exercise_logs_user_id_idx").on(t.userId, t.loggedAt),
    // The program page's recent logs: each exercise's newest, read backwards (issue #15).
    index("exercise_logs_user_slug_idx").on(t.userId, t.slug, t.loggedAt, t.id),
    uniqueIndex("exercise_logs_user_client_idx").on(t.userId, t.clientId),
  ],
);

/**
 * Every client id a save was applied under (issue #19), kept apart from the rows it wrote: a day's
 * load log is replaced by later saves and its own client_id with it, but a save sent again under
 * an earlier id must still be recognised and change nothing.
 */
export const clientSaves = pgTable(
  "client_saves",
  {
    userId: owner(),
    clientId: text().notNull(),
    kind: text().$type<"set" | "load">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

/**
 * One day's load log (issue #6, /load-tracking): hand-heavy hours, breaks, pain morning and
 * evening, stiffness, and how long work and hobby lasted before symptoms began (the irritability
 * index of spec 5's demo, measured for real). One row per person per calendar day.
 */
export const loadLogs = pgTable(
  "load_logs",
  {
    id: id(),
    userId: owner(),
    /** The person's calendar day (their local date, YYYY-MM-DD). */
    day: date({ mode: "string" }).notNull(),
    keyboardHours: real().notNull(),
    gamingHours: real().notNull(),
    otherHandHours: real().notNull(),
    breaks: integer().notNull(),
    morningPain: integer().notNull(),
    eveningPain: integer().notNull(),
    stiffness: text().$type<TStiffness>().notNull(),
    /** Minutes of keyboard work before symptoms began; null when none began. */
    workMinutesBeforePain: integer(),
    /** Minutes of gaming or hobby before symptoms began; null when none began or none done. */
    hobbyMinutesBeforePain: integer(),
    note: text(),
    /** The browser's id for the save that wrote this log (issue #19): each id is applied once. */
    clientId: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("load_logs_user_day_idx").on(t.userId, t.day),
    uniqueIndex("load_logs_user_client_idx").on(t.userId, t.clientId),
  ],
);

/**
 * The pain-education topics a person has read to the end (issue #16), so the library can mark
 * them. One row per person per topic; reading it again keeps the first date.
 */
export const educationReads = pgTable(
  "education_reads",
  {
    userId: owner(),
    /** A topic's slug (content/education/schema.ts). */
    slug: text().$type<TEducationSlug>().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);

/**
 * The days of a mini course a person has done (issue #17): one row per person, course and day;
 * doing it again keeps the first date.
 */
export const courseProgress = pgTable(
  "course_progress",
  {
    userId: owner(),
    /** A mini course's id (content/courses/schema.ts). */
    courseId: text().notNull(),
    day: integer().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.day] })],
);

export const outcomeMeasures = pgTable(
  "outcome_measures",
  {
    id: id(),
    userId: owner(),
    instrument: text().$type<"quickdash">().notNull(),
    score: real(),
    workModuleScore: real(),
    /** items: the 11 answers (null when left blank); work: the module's 4, or null if skipped. */
    answers: jsonb()
      .$type<{ items: (number | null)[]; work: (number | null)[] | null }>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outcome_measures_user_id_idx").on(t.userId, t.createdAt)],
);

/**
 * Every answer to the safety screen, kept as history (issue #14): the assessment's own and every
 * re-check after it. A later "no" never rewrites an earlier "yes"; clearance is stamped on the
 * screening it cleared. profile.assessmentData.medicalScreen mirrors the latest for the pages.
 */
export const medicalScreenings = pgTable(
  "medical_screenings",
  {
    id: id(),
    userId: owner(),
    answers: jsonb().$type<Record<TRedFlagId, boolean>>().notNull(),
    level: text().$type<TRedFlagLevel>(),
    /** "assessment": step 2 of the assessment; "recheck": "Something changed?" afterwards. */
    source: text().$type<"assessment" | "recheck">().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
    /** When the person confirmed a clinician had cleared this screening's red flag. */
    clearedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("medical_screenings_user_idx").on(t.userId, t.answeredAt)],
);

/** hipaaAuditLogs of spec section 3. Append-only; no foreign key, so rows outlive the account. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: text(),
    action: text().notNull(),
    patientId: text(),
    resourceType: text().notNull(),
    resourceId: text(),
    details: jsonb().$type<{ userAgent: string | null; ipAddress: string | null }>().notNull(),
    hipaaCompliant: boolean().notNull().default(true),
    retentionDate: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("audit_log_retention_idx").on(t.retentionDate)],
);

/** Outgoing email when no SMTP_URL is set (DESIGN.md: password reset works offline). */
/**
 * People who asked for the free starter guide (issue #18: a Lead): their email, whether they
 * agreed to occasional tips, and where they asked. One row per email; asking again updates it.
 */
export const guideRequests = pgTable("guide_requests", {
  email: text().primaryKey(),
  marketingConsent: boolean().notNull().default(false),
  source: text(),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  sentCount: integer().notNull().default(1),
});

export type TEmailAttachment = { filename: string; contentType: string; content: string };

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Files sent with it (a calendar invitation, issue #17), their content as text. */
    attachments: jsonb().$type<TEmailAttachment[]>(),
    /** Extra headers: a reminder's List-Unsubscribe and List-Unsubscribe-Post (issue #19). */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);
