// The community dashboard (issue #20): a member's community settings and their curriculum
// progress. Health data never lives here: the directory shows the display name and nothing else.
import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const communityMembers = pgTable("community_members", {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** The name other members see; the person's own choice, not their account name. */
  displayName: text().notNull(),
  /** Listed in /community-dashboard/members: off until the person turns it on. */
  directoryOptIn: boolean().notNull().default(false),
  /** The Monday email of the week's clinics: off until the person turns it on. */
  clinicEmails: boolean().notNull().default(false),
  /** The week ("YYYY-MM-DD" of its Monday, UTC) of the last clinic email: claimed to send once. */
  lastClinicEmailWeek: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const communityCurriculumProgress = pgTable(
  "community_curriculum_progress",
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    week: integer().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

/**
 * Runs of a scheduled job that must happen once per period however many servers sweep (issue
 * #20: the nightly Discord role reconcile). A server runs the job only if its insert of the
 * period's key succeeds.
 */
export const scheduledRuns = pgTable(
  "scheduled_runs",
  {
    job: text().notNull(),
    /** The period claimed, for example the UTC day "2026-11-26". */
    runKey: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] })],
);
