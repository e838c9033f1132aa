import { and, eq, isNotNull } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { exerciseLogs, loadLogs, notifications, outcomeMeasures, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { createNotificationOnce, sendDueProgramNotifications } from "./program-notifications";

const DAY = 24 * 60 * 60 * 1000;
// Wednesday 25 November 2026: last week is Monday 16 to Sunday 22 November.
const NOW = new Date("2026-11-25T10:00:00.000Z");

async function person(email: string) {
  const [row] = await getDb()
    .insert(user)
    .values({ id: email, name: email, email, emailVerified: true })
    .returning({ id: user.id });
  if (!row) throw new Error("no user");
  return row.id;
}

const keyed = async (userId: string) =>
  (
    await getDb()
      .select({ key: notifications.dedupKey, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNotNull(notifications.dedupKey)))
  ).sort((a, b) => String(a.key).localeCompare(String(b.key)));

const set = (userId: string, at: Date, pain: number) => ({
  userId,
  slug: "wrist-extension-curl",
  reps: 15,
  weightLbs: 2,
  restBreaks: 0,
  pain,
  loggedAt: at,
});

const quickdash = (userId: string, at: Date) => ({
  userId,
  instrument: "quickdash" as const,
  score: 30,
  answers: { items: [], work: null },
  createdAt: at,
});

beforeEach(resetTestDb);

describe("notifications created by a rule", () => {
  it("are created once per key", async () => {
    const id = await person("once@example.com");
    const note = {
      key: "k1",
      type: "retake_due" as const,
      title: "t",
      message: "m",
      link: "/x",
      priority: "normal" as const,
    };
    expect(await createNotificationOnce(id, note, NOW)).toBe(true);
    expect(await createNotificationOnce(id, note, NOW)).toBe(false);
    expect(await keyed(id)).toHaveLength(1);
  });
});

describe("sendDueProgramNotifications", () => {
  it("asks for a QuickDASH retake at 28 days, once per QuickDASH", async () => {
    const due = await person("due@example.com");
    const early = await person("early@example.com");
    await getDb()
      .insert(outcomeMeasures)
      .values([
        quickdash(due, new Date(NOW.getTime() - 40 * DAY)),
        quickdash(due, new Date(NOW.getTime() - 28 * DAY)),
        quickdash(early, new Date(NOW.getTime() - 28 * DAY + 60_000)),
      ]);
    expect(await sendDueProgramNotifications(NOW)).toBe(1);
    expect(await keyed(due)).toEqual([
      {
        key: `retake:${new Date(NOW.getTime() - 28 * DAY).toISOString()}`,
        message: expect.stringContaining("28 days"),
      },
    ]);
    expect(await keyed(early)).toEqual([]);
    // A second sweep (or a second server) adds nothing.
    expect(await sendDueProgramNotifications(NOW)).toBe(0);
  });

  it("sums up last week for people who have been logging, once per week, and never for others", async () => {
    const busy = await person("busy@example.com");
    const quiet = await person("quiet@example.com");
    const never = await person("never@example.com");
    await getDb()
      .insert(exerciseLogs)
      .values([
        set(busy, new Date("2026-11-16T08:00:00Z"), 2),
        set(busy, new Date("2026-11-16T18:00:00Z"), 3),
        set(busy, new Date("2026-11-22T23:59:59Z"), 4),
        // Outside last week, on either side.
        set(busy, new Date("2026-11-15T23:59:59Z"), 9),
        set(busy, new Date("2026-11-23T00:00:00Z"), 9),
        // Active a month ago, quiet last week.
        set(quiet, new Date("2026-10-28T08:00:00Z"), 1),
      ]);
    await getDb().insert(loadLogs).values({
      userId: busy,
      day: "2026-11-20",
      keyboardHours: 6,
      gamingHours: 0,
      otherHandHours: 0,
      breaks: 3,
      morningPain: 2,
      eveningPain: 3,
      stiffness: "none",
    });
    expect(await sendDueProgramNotifications(NOW)).toBe(2);
    expect(await keyed(busy)).toEqual([
      {
        key: "week:2026-11-16",
        message:
          "Last week: 3 sets on 2 days, average pain during sets 3.0/10, 1 day of load logged. Your progress page has the detail.",
      },
    ]);
    expect(await keyed(quiet)).toEqual([
      {
        key: "week:2026-11-16",
        message:
          "Nothing was logged last week. That's all right: a few minutes today is a good way back in.",
      },
    ]);
    expect(await keyed(never)).toEqual([]);
    expect(await sendDueProgramNotifications(new Date(NOW.getTime() + 3 * DAY))).toBe(0);
  });
});
