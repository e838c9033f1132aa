// The user profile of spec section 3 ("users/{uid}"). Identity (email, displayName, photoURL) lives
// on Better Auth's `user` row; everything else keeps the spec's field names here.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export type TSignupMethod = "email_password" | "google_oauth" | "discord_oauth";

import type { TSubscriptionStatus, TSubscriptionTier } from "@/domain/access/tiers";

export type { TSubscriptionStatus, TSubscriptionTier };

export type TProfileSubscription = {
  id: string;
  status: TSubscriptionStatus;
  tier: TSubscriptionTier;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  createdAt: string;
  customerId: string | null;
  expiresAt: string | null;
};

type TAddonPeriod = {
  id: string;
  active: boolean;
  createdAt: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Until when it gives access: the period end, plus the grace of a failed renewal. */
  expiresAt?: string | null;
};
export type TProfileAddons = {
  discordRole?: TAddonPeriod;
  expertVideoCalls?: TAddonPeriod & { callsRemaining: number };
  miniCourses?: { active: boolean; purchased: string[] };
  ebooks?: { active: boolean; purchased: string[] };
};

import type { TMobilityRating, TMobilityTest } from "@/domain/assessment/mobility";
import type { TAssessmentData } from "@/domain/assessment/record";
import type { TEnduranceTest, TThirtyRM } from "@/domain/assessment/types";
import type { TNerveSymptoms } from "@/lib/schemas/assessment";

export type TLimitations = {
  functional?: number;
  ratings?: Record<TMobilityTest, TMobilityRating>;
};

export type { TEnduranceTest, TThirtyRM };

export type TTrackingData = {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  fbclid?: string;
  gclid?: string;
  ref?: string;
  referrer?: string;
  capturedAt?: string;
  lastUpdated?: string;
};

export const profile = pgTable(
  "profile",
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Not in the spec's field list: backs its user-disabled sign-in error (section 8). */
    disabled: boolean().notNull().default(false),

    // Signup
    signupSource: text(),
    signupTimestamp: timestamp({ withTimezone: true }),
    signupMethod: text().$type<TSignupMethod>(),
    sessionData: jsonb().$type<{ initial_page?: string }>().notNull().default({}),
    authMethods: jsonb().$type<string[]>().notNull().default([]),
    gaClientId: text(),
    gaClientIdUpdated: timestamp({ withTimezone: true }),

    // Terms
    termsAccepted: boolean().notNull().default(false),
    termsAcceptedAt: timestamp({ withTimezone: true }),

    // Subscription: a snapshot of the current one; history is in `subscriptions`.
    subscription: jsonb().$type<TProfileSubscription>(),
    subscriptionStatus: text().$type<TSubscriptionStatus>(),
    stripeCustomerId: text(),
    isPro: boolean().notNull().default(false),
    planType: text().$type<"pro" | "paid">(),

    // Add-ons: a snapshot; rows are in `addons`.
    addons: jsonb().$type<TProfileAddons>().notNull().default({}),

    // Preferences
    weightUnit: text().$type<"lbs" | "kg">().notNull().default("lbs"),

    // Assessment flags
    userDetailsCompleted: boolean().notNull().default(false),
    medicalScreeningCompleted: boolean().notNull().default(false),
    outcomeMeasureCompleted: boolean().notNull().default(false),
    painRegionsCompleted: boolean().notNull().default(false),
    nerveSymptomsCompleted: boolean().notNull().default(false),
    mobilityTestCompleted: boolean().notNull().default(false),
    enduranceTestCompleted: boolean().notNull().default(false),
    nerveMobilityTestCompleted: boolean().notNull().default(false),
    assessmentCompleted: boolean().notNull().default(false),
    assessmentCompletedAt: timestamp({ withTimezone: true }),
    enduranceTest: jsonb().$type<TEnduranceTest>(),
    enduranceTestDate: timestamp({ withTimezone: true }),

    // Assessment results
    wristFlexorEndurance: real(),
    wristExtensorEndurance: real(),
    thumbFlexorEndurance: real(),
    thumbExtensorEndurance: real(),
    thirtyRM: jsonb().$type<TThirtyRM>(),
    bodyWeightLbs: real(),
    latestQuickDashScore: real(),
    /** The movement ratings of /mobility-test and the functional limitation they give (0-100). */
    limitations: jsonb().$type<TLimitations>(),
    nerveSymptoms: jsonb().$type<TNerveSymptoms>(),
    /** Step answers that have no field of their own in the spec (user-details, pain regions, ...). */
    assessmentData: jsonb().$type<TAssessmentData>().notNull().default({}),

    // Guided tour
    guidedTourCompleted: boolean().notNull().default(false),
    guidedTourCompletedAt: timestamp({ withTimezone: true }),
    guidedTourSkipped: boolean().notNull().default(false),
    guidedTourSkippedAt: timestamp({ withTimezone: true }),
    guidedTourSkippedReason: text(),
    guidedTourStepsCompleted: jsonb().$type<number[]>().notNull().default([]),
    syncedFromLocalStorage: boolean().notNull().default(false),

    // Onboarding (issue #19): the first-run guide's steps read, and whether it was finished or
    // put aside. Not in the spec's field list: our own, under names in its style.
    onboardingStepsDone: jsonb().$type<string[]>().notNull().default([]),
    onboardingFinishedAt: timestamp({ withTimezone: true }),
    onboardingSkippedAt: timestamp({ withTimezone: true }),

    // Chat-community link. Tokens are encrypted at rest (DESIGN.md).
    discordLinked: boolean().notNull().default(false),
    discordId: text(),
    discordUsername: text(),
    discordAccessToken: text(),
    discordRefreshToken: text(),
    discordTokenExpiry: timestamp({ withTimezone: true }),
    // Not in the spec's field list (issue #20): when this person last started linking and the
    // start's one-time value (the link completes only with it, within a window), a lease so one
    // refresh runs at a time per person,
    // and whether the bot last left them holding the community role.
    discordLinkStartedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the one-time value the started link's return must carry. */
    discordLinkNonce: text(),
    discordRefreshingUntil: timestamp({ withTimezone: true }),
    discordRoleGranted: boolean().notNull().default(false),

    // Merge
    isGuestAccount: boolean().notNull().default(false),
    /**
     * A guest's email, lowercased (spec 7: the account lookup lowercases it). Not in the spec's
     * field list: a guest's user row carries a placeholder address instead, so the email stays free
     * for the person to sign up with, and the merge finds the guest by this (decision 0022).
     */
    guestEmail: text(),
    pendingMergeWithAuthUser: boolean().notNull().default(false),
    accountMerged: boolean().notNull().default(false),
    mergedFrom: text(),
    mergedAt: timestamp({ withTimezone: true }),

    // Marketing
    trackingData: jsonb().$type<TTrackingData>().notNull().default({}),

    /**
     * Not in the spec's field list (issue #15): which state of this person's progress data (their
     * exercise sets, daily load and QuickDASH scores) is current. Triggers on those three tables
     * (migration 0025) set it to the id of each transaction that changes them, and a new profile
     * starts at its own: a value names one state only, ever, so the statistics page can keep the
     * data it read under it (src/server/progress/progress-cache.ts). Never written by the app.
     */
    progressVersion: bigint({ mode: "number" }).notNull().default(sql`txid_current()`),
  },
  (t) => [index("profile_guest_email_idx").on(t.guestEmail)],
);
