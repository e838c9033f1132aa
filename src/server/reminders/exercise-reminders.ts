import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { REMINDER_PUSH_MESSAGE } from "@/domain/push/push-message";
import {
  DEFAULT_REMINDER,
  describeDays,
  reminderDueDay,
  type TReminderSettings,
} from "@/domain/reminders/exercise-reminder";
import { DISCLAIMER } from "@/lib/disclaimer";
import { getDb } from "../db/client";
import { exerciseReminders, user } from "../db/schema";
import { escapeHtml } from "../email/escape-html";
import { sendEmail } from "../email/send-email";
import { isUnsubscribeTokenFor, unsubscribeTokenFor } from "../email/unsubscribe-token";
import { getEnv } from "../env";
import { logger } from "../logger";
import { sendPushToPerson } from "../push/web-push";

// The daily exercise reminder (issue #19): the person's settings, the sweep that sends what is due
// (each person's reminder claimed for its local day by one update, so it goes once), and the
// one-click unsubscribe its email carries (a link to a page with one button, and RFC 8058's
// List-Unsubscribe-Post for mail apps that offer their own button).

const UNSUBSCRIBE_PURPOSE = "exercise-reminder-unsubscribe";

/** The person's reminder settings; the default (off) when they never set one. */
export async function getReminderSettings(userId: string): Promise<TReminderSettings> {
  const [row] = await getDb()
    .select()
    .from(exerciseReminders)
    .where(eq(exerciseReminders.userId, userId));
  return row
    ? { enabled: row.enabled, time: row.time, days: row.days, timeZone: row.timeZone }
    : DEFAULT_REMINDER;
}

/** Saves the person's settings (already validated by ZReminderSettings). */
export async function saveReminderSettings(
  userId: string,
  settings: TReminderSettings,
  now = new Date(),
): Promise<void> {
  await getDb()
    .insert(exerciseReminders)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({
      target: exerciseReminders.userId,
      set: { ...settings, updatedAt: now },
    });
}

/** Turns the reminder off; answers whether it was on. */
export async function turnOffReminders(userId: string, now = new Date()): Promise<boolean> {
  const rows = await getDb()
    .update(exerciseReminders)
    .set({ enabled: false, updatedAt: now })
    .where(and(eq(exerciseReminders.userId, userId), eq(exerciseReminders.enabled, true)))
    .returning({ userId: exerciseReminders.userId });
  return rows.length > 0;
}

/** The unsubscribe link's proof: an HMAC of the person's id, so a link works for its owner only. */
export function unsubscribeTokenOf(userId: string): string {
  return unsubscribeTokenFor(UNSUBSCRIBE_PURPOSE, userId);
}

export function isUnsubscribeToken(userId: string, token: string): boolean {
  return isUnsubscribeTokenFor(UNSUBSCRIBE_PURPOSE, userId, token);
}

/** The query string of a person's unsubscribe link. */
export function unsubscribeQueryOf(userId: string): string {
  return new URLSearchParams({ u: userId, t: unsubscribeTokenOf(userId) }).toString();
}

function reminderEmail(
  person: { name: string; email: string; userId: string },
  settings: TReminderSettings,
) {
  const base = getEnv().APP_URL.replace(/\/$/, "");
  const query = unsubscribeQueryOf(person.userId);
  const page = `${base}/reminders/unsubscribe?${query}`;
  const program = `${base}/exercise-program`;
  const when = `${describeDays(settings.days)} at ${settings.time} (${settings.timeZone})`;
  const first = person.name.trim().split(/\s+/)[0] || "there";
  const lines = [
    `Hi ${first},`,
    "This is the reminder you asked for: a good moment for today's wrist and hand exercises.",
    "A few minutes of steady, comfortable work is what counts. If your pain is higher than usual today, follow your program's pain rules and ease off; a lighter day is still a day done.",
    `Open your program: ${program}`,
    `You get this reminder ${when}. You can change it in your account: ${base}/account`,
    `Turn these reminders off: ${page}`,
    DISCLAIMER,
  ];
  const html = [
    `<p>${escapeHtml(lines[0] ?? "")}</p>`,
    `<p>${escapeHtml(lines[1] ?? "")}</p>`,
    `<p>${escapeHtml(lines[2] ?? "")}</p>`,
    `<p><a href="${escapeHtml(program)}">Open your program</a></p>`,
    `<p>You get this reminder ${escapeHtml(when)}. <a href="${escapeHtml(`${base}/account`)}">Change it in your account</a> or <a href="${escapeHtml(page)}">turn these reminders off</a>.</p>`,
    `<p style="color:#4d5a60;font-size:13px">${escapeHtml(DISCLAIMER)}</p>`,
  ].join("\n");
  return {
    to: person.email,
    subject: "Time for your wrist and hand exercises",
    text: lines.join("\n\n"),
    html,
    headers: {
      "List-Unsubscribe": `<${base}/api/reminders/unsubscribe?${query}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Sends every reminder due at `now` (issue #19): for each person with the reminder on, the local
 * day it is due for is claimed by one update (only if not already claimed), and only the sweep
 * that claimed it sends. A failed send is logged; that day's reminder is not retried (a late
 * reminder is worse than none). The reminder goes by email and, as a notification, to each device
 * the person turned on (web push). Answers how many people were reminded.
 */
export async function sendDueExerciseReminders(
  now = new Date(),
  options: { fetchImpl?: typeof fetch } = {},
): Promise<number> {
  const db = getDb();
  const rows = await db
    .select({
      userId: exerciseReminders.userId,
      enabled: exerciseReminders.enabled,
      time: exerciseReminders.time,
      days: exerciseReminders.days,
      timeZone: exerciseReminders.timeZone,
      lastSentOn: exerciseReminders.lastSentOn,
      email: user.email,
      name: user.name,
    })
    .from(exerciseReminders)
    .innerJoin(user, eq(user.id, exerciseReminders.userId))
    .where(eq(exerciseReminders.enabled, true));
  let sent = 0;
  for (const row of rows) {
    const settings = {
      enabled: row.enabled,
      time: row.time,
      days: row.days,
      timeZone: row.timeZone,
    };
    const day = reminderDueDay(settings, row.lastSentOn, now);
    if (!day) continue;
    const claimed = await db
      .update(exerciseReminders)
      .set({ lastSentOn: day })
      .where(
        and(
          eq(exerciseReminders.userId, row.userId),
          eq(exerciseReminders.enabled, true),
          sql`${exerciseReminders.lastSentOn} is distinct from ${day}`,
        ),
      )
      .returning({ userId: exerciseReminders.userId });
    if (claimed.length === 0) continue;
    let reached = false;
    try {
      await sendEmail(
        reminderEmail({ name: row.name, email: row.email, userId: row.userId }, settings),
      );
      reached = true;
    } catch (error) {
      logger.error({ err: error, userId: row.userId }, "exercise reminder not sent");
    }
    // And to each device the person turned notifications on for (none when push is off).
    const pushed = await sendPushToPerson(row.userId, REMINDER_PUSH_MESSAGE, {
      fetchImpl: options.fetchImpl,
      now,
    });
    if (reached || pushed.sent > 0) sent += 1;
  }
  return sent;
}
