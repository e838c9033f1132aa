import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { saveAssessmentStep } from "../assessment/save-assessment-step";
import { getDb } from "../db/client";
import { notifications, user } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findNotifications, markNotificationsRead } from "./notifications";

let userId: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "new@demo.wristwise.app"));
  if (!row) throw new Error("seed");
  userId = row.id;
});

const finish = () =>
  saveAssessmentStep({
    userId,
    save: {
      step: "/nerve-mobility-test",
      input: { responses: { median: "none", ulnar: "none", radial: "none" } },
    },
  });

it("finishing onboarding creates the four notifications once: a high-priority welcome and three unlocks", async () => {
  await finish();
  await finish();
  const { items, unread } = await findNotifications(userId);
  expect(unread).toBe(4);
  expect(items.map((n) => [n.title, n.priority, n.link])).toEqual([
    ["Welcome to Wristwise", "high", "/onboarding"],
    ["Your results are in", "normal", "/assessment-results"],
    ["Why your plan works", "normal", "/about-plan"],
    ["The exercise library", "normal", "/exercises"],
  ]);
});

it("marks one, then all, as read, and only the person's own", async () => {
  await finish();
  const { items } = await findNotifications(userId);
  const [other] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "free@demo.wristwise.app"));
  await markNotificationsRead(other?.id ?? "", items[0]?.id ?? "");
  expect((await findNotifications(userId)).unread).toBe(4);
  await markNotificationsRead(userId, items[0]?.id ?? "");
  expect((await findNotifications(userId)).unread).toBe(3);
  await markNotificationsRead(userId, null);
  expect((await findNotifications(userId)).unread).toBe(0);
  const mine = await getDb().select().from(notifications).where(eq(notifications.userId, userId));
  expect(mine.every((n) => n.read)).toBe(true);
  // Other people's notifications are untouched.
  const others = await getDb().select().from(notifications).where(eq(notifications.read, false));
  expect(others.length).toBeGreaterThan(0);
});
