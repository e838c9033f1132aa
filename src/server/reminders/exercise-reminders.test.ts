// The daily exercise reminder (issue #19), with an injected clock: sent at the person's chosen
// local time through the outbox, once however many sweeps run, never when off, and turned off by
// the email's link (its token proves whose reminder it is).
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { getDb } from "../db/client";
import { emailOutbox, exerciseReminders } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import {
  getReminderSettings,
  isUnsubscribeToken,
  saveReminderSettings,
  sendDueExerciseReminders,
  turnOffReminders,
  unsubscribeTokenOf,
} from "./exercise-reminders";

beforeEach(async () => {
  await resetTestDb();
});

async function signUp(email: string, name = "Robin Vale") {
  const result = await signUpWithEmail(
    { name, email, password: "calm-hands-42" },
    requestHeaders({}),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.userId;
}

/** The reminders sent to an address (sign-up's verification email is in the outbox too). */
const mailTo = (to: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, to),
        eq(emailOutbox.subject, "Time for your wrist and hand exercises"),
      ),
    );

it("is off until the person turns it on", async () => {
  const userId = await signUp("off@example.com");
  expect(await getReminderSettings(userId)).toMatchObject({ enabled: false });
  expect(await sendDueExerciseReminders(new Date("2026-11-25T18:00:00Z"))).toBe(0);
});

it("sends at each person's own local time, once, through the outbox", async () => {
  const london = await signUp("london@example.com", "Ada Lovelace");
  const newYork = await signUp("ny@example.com");
  await saveReminderSettings(london, {
    enabled: true,
    time: "18:00",
    days: [1, 2, 3, 4, 5, 6, 7],
    timeZone: "Europe/London",
  });
  await saveReminderSettings(newYork, {
    enabled: true,
    time: "18:00",
    days: [3],
    timeZone: "America/New_York",
  });

  expect(await sendDueExerciseReminders(new Date("2026-11-25T17:59:00Z"))).toBe(0);
  // Two sweeps at the same minute (two servers): one email.
  const at = new Date("2026-11-25T18:00:00Z");
  const [a, b] = await Promise.all([sendDueExerciseReminders(at), sendDueExerciseReminders(at)]);
  expect(a + b).toBe(1);
  expect(await sendDueExerciseReminders(new Date("2026-11-25T18:30:00Z"))).toBe(0);
  const [mail] = await mailTo("london@example.com");
  expect(mail?.subject).toBe("Time for your wrist and hand exercises");
  expect(mail?.text).toContain("Hi Ada,");
  expect(mail?.text).toContain("/exercise-program");
  expect(mail?.text).toContain("every day at 18:00 (Europe/London)");
  expect(mail?.text).toContain("not a substitute for professional medical advice");
  expect(mail?.text).toContain(
    `/reminders/unsubscribe?u=${london}&t=${unsubscribeTokenOf(london)}`,
  );
  expect(mail?.headers).toEqual({
    "List-Unsubscribe": expect.stringMatching(/^<http.*\/api\/reminders\/unsubscribe\?u=.+&t=.+>$/),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  expect(await mailTo("ny@example.com")).toEqual([]);

  // 18:00 in New York is 23:00 UTC.
  expect(await sendDueExerciseReminders(new Date("2026-11-25T23:00:00Z"))).toBe(1);
  expect(await mailTo("ny@example.com")).toHaveLength(1);
  // The next day in London: again.
  expect(await sendDueExerciseReminders(new Date("2026-11-26T18:01:00Z"))).toBe(1);
  expect(await mailTo("london@example.com")).toHaveLength(2);
  const [row] = await getDb()
    .select()
    .from(exerciseReminders)
    .where(eq(exerciseReminders.userId, london));
  expect(row?.lastSentOn).toBe("2026-11-26");
});

it("is turned off by the email's link, and only by a link made for that person", async () => {
  const ada = await signUp("ada@example.com");
  const bo = await signUp("bo@example.com");
  const settings = { enabled: true, time: "08:00", days: [1, 2, 3, 4, 5, 6, 7], timeZone: "UTC" };
  await saveReminderSettings(ada, settings);
  await saveReminderSettings(bo, settings);
  expect(isUnsubscribeToken(ada, unsubscribeTokenOf(ada))).toBe(true);
  expect(isUnsubscribeToken(ada, unsubscribeTokenOf(bo))).toBe(false);
  expect(isUnsubscribeToken(ada, "")).toBe(false);
  expect(isUnsubscribeToken(ada, `${unsubscribeTokenOf(ada)}x`)).toBe(false);
  expect(await turnOffReminders(ada)).toBe(true);
  expect(await turnOffReminders(ada)).toBe(false);
  expect(await sendDueExerciseReminders(new Date("2026-11-25T08:00:00Z"))).toBe(1);
  expect(await mailTo("ada@example.com")).toEqual([]);
  expect(await mailTo("bo@example.com")).toHaveLength(1);
  expect(await getReminderSettings(ada)).toEqual({ ...settings, enabled: false });
});

it("keeps its day when the settings change, so a new time the same day sends no second email", async () => {
  const userId = await signUp("twice@example.com");
  const base = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], timeZone: "UTC" };
  await saveReminderSettings(userId, { ...base, time: "08:00" });
  expect(await sendDueExerciseReminders(new Date("2026-11-25T08:00:00Z"))).toBe(1);
  await saveReminderSettings(userId, { ...base, time: "09:00" });
  expect(await sendDueExerciseReminders(new Date("2026-11-25T09:00:00Z"))).toBe(0);
  expect(await sendDueExerciseReminders(new Date("2026-11-26T09:00:00Z"))).toBe(1);
});
