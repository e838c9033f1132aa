import "server-only";
import { createHmac } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { COMMUNITY_HELP_TOPIC_LABELS, type TCommunityHelpTopic } from "@/content/community/help";
import { hasFeature } from "@/domain/access/features";
import {
  defaultCommunitySettings,
  type TCommunitySettings,
} from "@/domain/community/community-settings";
import { tierOfRows } from "../access/get-access-facts";
import { requireFeature } from "../access/require-feature";
import { consumeRateLimit } from "../auth/consume-rate-limit";
import { getAuthSecret } from "../auth/get-auth-secret";
import { getDb } from "../db/client";
import {
  communityCurriculumProgress,
  communityMembers,
  profile,
  purchases,
  user,
} from "../db/schema";
import { sendEmail } from "../email/send-email";
import { CARE_EMAIL } from "../expert-calls/expert-call-email";

// The community dashboard's server functions (issue #20). Each checks the person's plan itself
// (requireFeature "communityDashboard"): the pages show a teaser to everyone else, but the check
// that holds for every caller (an action, a route, a test) is here.

/** The member's settings, or the defaults (first name, unlisted) before they save any. */
export async function getCommunitySettings(userId: string): Promise<TCommunitySettings> {
  await requireFeature(userId, "communityDashboard");
  const [row] = await getDb()
    .select({
      displayName: communityMembers.displayName,
      directoryOptIn: communityMembers.directoryOptIn,
      clinicEmails: communityMembers.clinicEmails,
      name: user.name,
    })
    .from(user)
    .leftJoin(communityMembers, eq(communityMembers.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return defaultCommunitySettings("");
  if (row.displayName === null) return defaultCommunitySettings(row.name);
  return {
    displayName: row.displayName,
    directoryOptIn: row.directoryOptIn ?? false,
    clinicEmails: row.clinicEmails ?? false,
  };
}

/** Saves the member's settings (already validated by ZCommunitySettings). */
export async function saveCommunitySettings(
  userId: string,
  settings: TCommunitySettings,
  now = new Date(),
): Promise<void> {
  await requireFeature(userId, "communityDashboard");
  await getDb()
    .insert(communityMembers)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({
      target: communityMembers.userId,
      set: { ...settings, updatedAt: now },
    });
}

/** The most members the directory lists. */
export const DIRECTORY_LIMIT = 200;

/**
 * The member directory: display names of members who opted in and whose plan still includes the
 * community, alphabetically. Nothing else about them: no account name, email or health data. Two
 * queries whatever the size (the opted-in members with their profiles, then their purchases), and
 * no billing refresh for anyone but the viewer.
 */
export async function listCommunityDirectory(
  userId: string,
): Promise<{ key: string; displayName: string; you: boolean }[]> {
  await requireFeature(userId, "communityDashboard");
  const db = getDb();
  const rows = await db
    .select({ userId: communityMembers.userId, displayName: communityMembers.displayName, profile })
    .from(communityMembers)
    .leftJoin(profile, eq(profile.userId, communityMembers.userId))
    .where(eq(communityMembers.directoryOptIn, true))
    .orderBy(asc(sql`lower(${communityMembers.displayName})`), asc(communityMembers.userId));
  if (rows.length === 0) return [];
  const bought = await db
    .select({
      userId: purchases.userId,
      grantsPremium: purchases.grantsPremium,
      status: purchases.status,
    })
    .from(purchases)
    .where(
      inArray(
        purchases.userId,
        rows.map((r) => r.userId),
      ),
    );
  const now = new Date();
  return rows
    .filter((row) =>
      hasFeature(
        tierOfRows(
          { profile: row.profile, purchases: bought.filter((p) => p.userId === row.userId) },
          now,
        ),
        "communityDashboard",
      ),
    )
    .slice(0, DIRECTORY_LIMIT)
    .map((row) => ({
      // A stable key for the list that gives nothing away about the member's account.
      key: createHmac("sha256", getAuthSecret())
        .update(`directory:${row.userId}`)
        .digest("base64url")
        .slice(0, 16),
      displayName: row.displayName,
      you: row.userId === userId,
    }));
}

/** The curriculum weeks the member has marked done. */
export async function getCurriculumProgress(userId: string): Promise<number[]> {
  await requireFeature(userId, "communityDashboard");
  const rows = await getDb()
    .select({ week: communityCurriculumProgress.week })
    .from(communityCurriculumProgress)
    .where(eq(communityCurriculumProgress.userId, userId))
    .orderBy(asc(communityCurriculumProgress.week));
  return rows.map((r) => r.week);
}

/** Marks a week done or not done (the week is checked against the curriculum by the caller). */
export async function setCurriculumWeekDone(
  userId: string,
  week: number,
  done: boolean,
  now = new Date(),
): Promise<void> {
  await requireFeature(userId, "communityDashboard");
  const db = getDb();
  if (done)
    await db
      .insert(communityCurriculumProgress)
      .values({ userId, week, completedAt: now })
      .onConflictDoNothing();
  else
    await db
      .delete(communityCurriculumProgress)
      .where(
        and(
          eq(communityCurriculumProgress.userId, userId),
          eq(communityCurriculumProgress.week, week),
        ),
      );
}

/** At most this many help messages per member per hour. */
export const HELP_MESSAGE_RULE = { windowSeconds: 3600, max: 5 };

/**
 * Sends a member's help message to the team (through the outbox without SMTP), with their email
 * as the reply address. Refused once they have sent HELP_MESSAGE_RULE.max in the hour.
 */
export async function sendCommunityHelpMessage(
  userId: string,
  input: { topic: TCommunityHelpTopic; message: string },
): Promise<{ sent: true } | { sent: false; retryAfterSeconds: number }> {
  await requireFeature(userId, "communityDashboard");
  const limit = await consumeRateLimit(`community-help:${userId}`, HELP_MESSAGE_RULE);
  if (!limit.allowed) return { sent: false, retryAfterSeconds: limit.retryAfterSeconds };
  const [person] = await getDb()
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!person) throw new Error("member not found");
  const topic = COMMUNITY_HELP_TOPIC_LABELS[input.topic];
  await sendEmail({
    to: CARE_EMAIL,
    subject: `Community help: ${topic}`,
    text: [
      `From: ${person.name} <${person.email}> (member ${userId})`,
      `Topic: ${topic}`,
      "",
      input.message,
    ].join("\n"),
    headers: { "Reply-To": person.email },
  });
  return { sent: true };
}
