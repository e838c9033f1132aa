import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { CLINIC_SERIES } from "@/content/community/clinics";
import { hasFeature } from "@/domain/access/features";
import {
  formatClinicTime,
  type TClinicOccurrence,
  upcomingClinics,
} from "@/domain/community/clinics";
import { dayKeyOf, hourOf, timeZoneOr, weekStartOf } from "@/lib/day";
import { DISCLAIMER } from "@/lib/disclaimer";
import { getAccessFacts } from "../access/get-access-facts";
import { getDb } from "../db/client";
import { communityMembers, exerciseReminders, user } from "../db/schema";
import { escapeHtml } from "../email/escape-html";
import { sendEmail } from "../email/send-email";
import { isUnsubscribeTokenFor, unsubscribeTokenFor } from "../email/unsubscribe-token";
import { getEnv } from "../env";
import { logger } from "../logger";

// The week's clinics by email (issue #20): on Monday from 07:00 UTC, each member who turned
// "Email me about upcoming clinics" on gets the coming seven days' clinics, in their own time zone
// (their reminder's, else UTC). Each member's week is claimed by one update, so it goes once.

const PURPOSE = "community-clinic-emails";
/** The hour (UTC) on Monday from which the week's email goes. */
export const CLINIC_EMAIL_HOUR_UTC = 7;

export function clinicEmailUnsubscribeQuery(userId: string): string {
  return new URLSearchParams({ u: userId, t: unsubscribeTokenFor(PURPOSE, userId) }).toString();
}

/** Turns the clinic email off for the link's owner; false for a link that isn't valid. */
export async function unsubscribeClinicEmails(userId: string, token: string): Promise<boolean> {
  if (!isUnsubscribeTokenFor(PURPOSE, userId, token)) return false;
  await getDb()
    .update(communityMembers)
    .set({ clinicEmails: false, updatedAt: new Date() })
    .where(eq(communityMembers.userId, userId));
  return true;
}

function clinicEmail(
  person: { userId: string; email: string; displayName: string },
  timeZone: string,
  clinics: readonly TClinicOccurrence[],
) {
  const base = getEnv().APP_URL.replace(/\/$/, "");
  const page = `${base}/community-dashboard/clinics`;
  const settings = `${base}/community-dashboard/settings`;
  const list = clinics.map((c) => `${c.series.title}: ${formatClinicTime(c, timeZone)}`);
  const text = [
    `Hi ${person.displayName},`,
    "Here are this week's live group clinics. Cameras are optional, and you're welcome just to listen.",
    list.join("\n"),
    `Save any of them to your calendar: ${page}`,
    `You get this email because you turned it on in your community settings. Turn it off there: ${settings}`,
    DISCLAIMER,
  ].join("\n\n");
  const html = [
    `<p>Hi ${escapeHtml(person.displayName)},</p>`,
    "<p>Here are this week's live group clinics. Cameras are optional, and you're welcome just to listen.</p>",
    `<ul>${list.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><a href="${escapeHtml(page)}">Save any of them to your calendar</a></p>`,
    `<p>You get this email because you turned it on. <a href="${escapeHtml(settings)}">Turn it off in your community settings</a>.</p>`,
    `<p style="color:#4d5a60;font-size:13px">${escapeHtml(DISCLAIMER)}</p>`,
  ].join("\n");
  return {
    to: person.email,
    subject: "This week's Wristwise clinics",
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${base}/api/community/unsubscribe?${clinicEmailUnsubscribeQuery(person.userId)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Sends the week's clinic emails due at `now`; answers how many were sent. */
export async function sendWeeklyClinicEmails(now = new Date()): Promise<number> {
  const today = dayKeyOf(now, "UTC");
  const week = weekStartOf(today);
  if (today === week && hourOf(now, "UTC") < CLINIC_EMAIL_HOUR_UTC) return 0;
  const db = getDb();
  const rows = await db
    .select({
      userId: communityMembers.userId,
      displayName: communityMembers.displayName,
      email: user.email,
      timeZone: exerciseReminders.timeZone,
    })
    .from(communityMembers)
    .innerJoin(user, eq(user.id, communityMembers.userId))
    .leftJoin(exerciseReminders, eq(exerciseReminders.userId, communityMembers.userId))
    .where(
      and(
        eq(communityMembers.clinicEmails, true),
        sql`${communityMembers.lastClinicEmailWeek} is distinct from ${week}`,
      ),
    );
  // The same week for everyone; each email shows it in the member's own zone.
  const clinics = upcomingClinics(CLINIC_SERIES, now, 7);
  let sent = 0;
  for (const row of rows) {
    if (!hasFeature((await getAccessFacts(row.userId, now)).tier, "communityDashboard")) continue;
    const claimed = await db
      .update(communityMembers)
      .set({ lastClinicEmailWeek: week })
      .where(
        and(
          eq(communityMembers.userId, row.userId),
          eq(communityMembers.clinicEmails, true),
          sql`${communityMembers.lastClinicEmailWeek} is distinct from ${week}`,
        ),
      )
      .returning({ userId: communityMembers.userId });
    if (claimed.length === 0) continue;
    try {
      await sendEmail(clinicEmail(row, timeZoneOr(row.timeZone), clinics));
      sent += 1;
    } catch (error) {
      logger.error({ err: error, userId: row.userId }, "clinic email not sent");
    }
  }
  return sent;
}
