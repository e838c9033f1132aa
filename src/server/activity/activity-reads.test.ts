// The recent-activity read (the dashboard's and the load page's): its bounds, its order, only the
// person's own logs, and exactly what drizzle reads row by row.
import { and, desc, eq, gte } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { LOAD_DAY_COLUMNS } from "../db/columns";
import { exerciseLogs, loadLogs } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findActivitySince } from "./activity-reads";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const SINCE = new Date("2026-11-10T12:00:00.000Z");
const SINCE_DAY = "2026-11-10";

let monthly: string;
let annual: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts(NOW);
  monthly = await idOf("monthly@demo.wristwise.app");
  annual = await idOf("annual@demo.wristwise.app");
});

const set = (userId: string, loggedAt: Date, reps: number) => ({
  id: crypto.randomUUID(),
  userId,
  slug: "wrist-extension-curl",
  reps,
  weightLbs: 2,
  restBreaks: 0,
  pain: 3,
  loggedAt,
});
const day = (userId: string, on: string) => ({
  userId,
  day: on,
  keyboardHours: 6.5,
  gamingHours: 0,
  otherHandHours: 1.25,
  breaks: 2,
  morningPain: 1,
  eveningPain: 2,
  stiffness: "none" as const,
  note: 'A "long" day, then ✍️',
});

describe("findActivitySince", () => {
  it.each([
    ["one millisecond before `since`", -1, false],
    ["exactly at `since`", 0, true],
    ["one millisecond after", 1, true],
  ])("a set %s is read: %s", async (_, offset, included) => {
    await getDb()
      .insert(exerciseLogs)
      .values(set(annual, new Date(SINCE.getTime() + offset), 99));
    const { sets } = await findActivitySince({ userId: annual, since: SINCE, sinceDay: SINCE_DAY });
    expect(sets.map((s) => s.reps)).toEqual(included ? [99] : []);
  });

  it.each([
    ["the day before `sinceDay`", "2026-11-09", false],
    ["`sinceDay` itself", "2026-11-10", true],
    ["the day after", "2026-11-11", true],
  ])("a load day on %s is read: %s", async (_, on, included) => {
    await getDb().insert(loadLogs).values(day(annual, on));
    const { days } = await findActivitySince({ userId: annual, since: SINCE, sinceDay: SINCE_DAY });
    expect(days.map((d) => d.day)).toEqual(included ? [on] : []);
  });

  it("gives exactly drizzle's row-by-row read, newest first, and nobody else's logs", async () => {
    await getDb().insert(loadLogs).values(day(monthly, "2026-11-23"));
    await getDb()
      .insert(exerciseLogs)
      .values([set(annual, new Date("2026-11-21T09:00:00Z"), 7), set(monthly, NOW, 8)]);
    const read = await findActivitySince({ userId: monthly, since: SINCE, sinceDay: SINCE_DAY });
    const sets = await getDb()
      .select({
        slug: exerciseLogs.slug,
        reps: exerciseLogs.reps,
        pain: exerciseLogs.pain,
        loggedAt: exerciseLogs.loggedAt,
      })
      .from(exerciseLogs)
      .where(and(eq(exerciseLogs.userId, monthly), gte(exerciseLogs.loggedAt, SINCE)))
      .orderBy(desc(exerciseLogs.loggedAt));
    const days = await getDb()
      .select({ ...LOAD_DAY_COLUMNS, updatedAt: loadLogs.updatedAt })
      .from(loadLogs)
      .where(and(eq(loadLogs.userId, monthly), gte(loadLogs.day, SINCE_DAY)))
      .orderBy(desc(loadLogs.day));
    expect(sets.length).toBeGreaterThan(10);
    expect(days.length).toBeGreaterThan(5);
    expect(read).toEqual({ sets, days });
    expect(read.sets[0]?.loggedAt).toEqual(NOW);
    expect(read.days[0]?.day).toBe("2026-11-23");
    expect(read.days[0]?.updatedAt).toBeInstanceOf(Date);
    expect(read.sets.some((s) => s.reps === 7)).toBe(false);
  });

  it("is empty for someone with no logs, or no account", async () => {
    for (const userId of [annual, "no-such-person"])
      expect(await findActivitySince({ userId, since: SINCE, sinceDay: SINCE_DAY })).toEqual({
        sets: [],
        days: [],
      });
  });
});
