import "server-only";
import { eq } from "drizzle-orm";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import {
  account,
  addons,
  communityCurriculumProgress,
  communityMembers,
  conversionOutbox,
  courseProgress,
  educationReads,
  exerciseLogs,
  exercisePrescriptions,
  exerciseReminders,
  expertCallBookings,
  expertCallCredits,
  loadLogs,
  medicalScreenings,
  notifications,
  outcomeMeasures,
  profile,
  purchases,
  pushSubscriptions,
  subscriptions,
  user,
} from "../db/schema";

/** Profile fields that are secrets, never exported (DESIGN.md: no secret reaches the client). */
const SECRET_PROFILE_FIELDS = [
  "discordAccessToken",
  "discordRefreshToken",
  // The hash of a Discord link's one-time value: a credential of the link in progress.
  "discordLinkNonce",
] as const;

/**
 * Everything Wristwise holds about a person, as one JSON-ready object ("export all my data",
 * issue #6), read in one transaction with its audit row. Password hashes and tokens are left out.
 */
export async function exportUserData(options: { userId: string; headers?: Headers }) {
  const { userId } = options;
  return getDb().transaction(async (tx) => {
    const [identity] = await tx
      .select({ id: user.id, name: user.name, email: user.email, createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, userId));
    if (!identity) return null;
    const [profileRow] = await tx.select().from(profile).where(eq(profile.userId, userId));
    const profileData = profileRow ? { ...profileRow } : null;
    if (profileData) for (const field of SECRET_PROFILE_FIELDS) delete profileData[field];
    const signInMethods = (
      await tx
        .select({ providerId: account.providerId })
        .from(account)
        .where(eq(account.userId, userId))
    ).map((a) => a.providerId);
    // One after another: a transaction is one connection, which answers one query at a time
    // anyway (node-postgres deprecates queueing them on it with Promise.all).
    const outcome = await tx
      .select()
      .from(outcomeMeasures)
      .where(eq(outcomeMeasures.userId, userId));
    const programs = await tx
      .select()
      .from(exercisePrescriptions)
      .where(eq(exercisePrescriptions.userId, userId));
    const logs = await tx.select().from(exerciseLogs).where(eq(exerciseLogs.userId, userId));
    const loads = await tx
      .select()
      .from(loadLogs)
      .where(eq(loadLogs.userId, userId))
      .orderBy(loadLogs.day);
    const notes = await tx.select().from(notifications).where(eq(notifications.userId, userId));
    const buys = await tx.select().from(purchases).where(eq(purchases.userId, userId));
    const subs = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const extras = await tx.select().from(addons).where(eq(addons.userId, userId));
    const screenings = await tx
      .select()
      .from(medicalScreenings)
      .where(eq(medicalScreenings.userId, userId))
      .orderBy(medicalScreenings.answeredAt);
    const reads = await tx
      .select({ slug: educationReads.slug, readAt: educationReads.readAt })
      .from(educationReads)
      .where(eq(educationReads.userId, userId))
      .orderBy(educationReads.readAt);
    const calls = await tx
      .select()
      .from(expertCallBookings)
      .where(eq(expertCallBookings.userId, userId))
      .orderBy(expertCallBookings.startsAt);
    const credits = await tx
      .select()
      .from(expertCallCredits)
      .where(eq(expertCallCredits.userId, userId))
      .orderBy(expertCallCredits.createdAt);
    const courses = await tx
      .select({
        courseId: courseProgress.courseId,
        day: courseProgress.day,
        completedAt: courseProgress.completedAt,
      })
      .from(courseProgress)
      .where(eq(courseProgress.userId, userId))
      .orderBy(courseProgress.completedAt);
    // The advertising conversions queued for them (issue #18): derived values, no email.
    const conversions = await tx
      .select({
        eventType: conversionOutbox.eventType,
        eventId: conversionOutbox.eventId,
        destination: conversionOutbox.destination,
        payload: conversionOutbox.payload,
        createdAt: conversionOutbox.createdAt,
        sentAt: conversionOutbox.sentAt,
      })
      .from(conversionOutbox)
      .where(eq(conversionOutbox.userId, userId))
      .orderBy(conversionOutbox.createdAt);
    // The daily exercise reminder they set (issue #19).
    const [reminder] = await tx
      .select({
        enabled: exerciseReminders.enabled,
        time: exerciseReminders.time,
        days: exerciseReminders.days,
        timeZone: exerciseReminders.timeZone,
        lastSentOn: exerciseReminders.lastSentOn,
      })
      .from(exerciseReminders)
      .where(eq(exerciseReminders.userId, userId));
    // The devices that get it as a notification: which device and when, never the push keys.
    const reminderDevices = await tx
      .select({
        device: pushSubscriptions.device,
        createdAt: pushSubscriptions.createdAt,
        lastSentAt: pushSubscriptions.lastSentAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.createdAt);
    // The community dashboard (issue #20): settings and the curriculum weeks marked done.
    const [community] = await tx
      .select({
        displayName: communityMembers.displayName,
        directoryOptIn: communityMembers.directoryOptIn,
        clinicEmails: communityMembers.clinicEmails,
      })
      .from(communityMembers)
      .where(eq(communityMembers.userId, userId));
    const curriculum = await tx
      .select({
        week: communityCurriculumProgress.week,
        completedAt: communityCurriculumProgress.completedAt,
      })
      .from(communityCurriculumProgress)
      .where(eq(communityCurriculumProgress.userId, userId))
      .orderBy(communityCurriculumProgress.week);
    await writeAuditLog(
      {
        action: "data_exported",
        userId,
        resourceType: "account",
        resourceId: userId,
        headers: options.headers,
      },
      tx,
    );
    return {
      exportedAt: new Date().toISOString(),
      user: identity,
      signInMethods,
      profile: profileData,
      outcomeMeasures: outcome,
      exercisePrescriptions: programs,
      exerciseLogs: logs,
      loadLogs: loads,
      notifications: notes,
      purchases: buys,
      subscriptions: subs,
      addons: extras,
      medicalScreenings: screenings,
      educationReads: reads,
      expertCallBookings: calls,
      expertCallCredits: credits,
      courseProgress: courses,
      conversions,
      exerciseReminder: reminder ?? null,
      reminderDevices,
      community: { settings: community ?? null, curriculumWeeksDone: curriculum },
    };
  });
}
