// The recent-activity read (the dashboard's and the load page's): its bounds, its order, only the
// person's own logs, exactly what drizzle reads row by row, and the read kept under the person's
// progressVersion giving what a fresh read gives (issue #15).
import { and, asc, desc, eq, gte } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findRecentActivity } from "../dashboard/find-recent-activity";
import { getDb } from "../db/client";
import { LOAD_DAY_COLUMNS } from "../db/columns";
import { auditLog, exerciseLogs, loadLogs } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { LOAD_DAY_CHANGES, SET_CHANGES, versionOf } from "../db/testing/progress-changes";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findLoadLogs } from "../load/find-load-logs";
import { activityCacheSize, clearActivityCache, findActivitySince } from "./activity-reads";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const SINCE = new Date("2026-11-10T12:00:00.000Z");
const SINCE_DAY = "2026-11-10";

let monthly: string;
let annual: string;
beforeEach(async () => {
  await resetTestDb();
  clearActivityCache();
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

describe("findActivitySince under a version", () => {
  const WIDE = new Date("2026-11-01T00:00:00.000Z");
  const WIDE_DAY = "2026-11-01";
  const read = async (userId: string, since: Date, sinceDay: string, kept: boolean) =>
    findActivitySince({
      userId,
      since,
      sinceDay,
      version: kept ? await versionOf(userId) : undefined,
    });

  it("gives a second view of the same window under the same version the read it kept", async () => {
    const first = await read(monthly, SINCE, SINCE_DAY, true);
    const second = await read(monthly, SINCE, SINCE_DAY, true);
    expect(second).toBe(first);
    expect(first.sets.length).toBeGreaterThan(0);
    expect(first.days.length).toBeGreaterThan(0);
    expect(activityCacheSize().people).toBe(1);
  });

  it.each([
    ["one millisecond before `since`", -1, false],
    ["exactly at `since`", 0, true],
    ["one millisecond after", 1, true],
  ])("cuts a kept wider read to the window: a set %s is in it: %s", async (_, offset, included) => {
    await getDb()
      .insert(exerciseLogs)
      .values(set(annual, new Date(SINCE.getTime() + offset), 99));
    const wide = await read(annual, WIDE, WIDE_DAY, true);
    expect(wide.sets.map((s) => s.reps)).toEqual([99]);
    const narrow = await read(annual, SINCE, SINCE_DAY, true);
    expect(narrow.sets.map((s) => s.reps)).toEqual(included ? [99] : []);
    expect(narrow).toEqual(await read(annual, SINCE, SINCE_DAY, false));
  });

  it.each([
    ["the day before `sinceDay`", "2026-11-09", false],
    ["`sinceDay` itself", "2026-11-10", true],
    ["the day after", "2026-11-11", true],
  ])(
    "cuts a kept wider read to the window: a load day on %s is in it: %s",
    async (_, on, included) => {
      await getDb().insert(loadLogs).values(day(annual, on));
      const wide = await read(annual, WIDE, WIDE_DAY, true);
      expect(wide.days.map((d) => d.day)).toEqual([on]);
      const narrow = await read(annual, SINCE, SINCE_DAY, true);
      expect(narrow.days.map((d) => d.day)).toEqual(included ? [on] : []);
      expect(narrow).toEqual(await read(annual, SINCE, SINCE_DAY, false));
    },
  );

  it("cuts the seeded history of a kept wider read exactly as a fresh read of the window", async () => {
    const wide = await read(monthly, WIDE, WIDE_DAY, true);
    const narrow = await read(monthly, SINCE, SINCE_DAY, true);
    const fresh = await read(monthly, SINCE, SINCE_DAY, false);
    expect(narrow).toEqual(fresh);
    expect(narrow.sets.length).toBeLessThan(wide.sets.length);
    expect(narrow.days.length).toBeLessThan(wide.days.length);
  });

  it.each([
    ["an earlier `since`", new Date(SINCE.getTime() - 1), SINCE_DAY],
    ["an earlier `sinceDay`", SINCE, "2026-11-09"],
  ])("reads afresh a window wider than the kept one (%s)", async (_, since, sinceDay) => {
    await getDb()
      .insert(exerciseLogs)
      .values(set(annual, new Date(SINCE.getTime() - 1), 5));
    await getDb().insert(loadLogs).values(day(annual, "2026-11-09"));
    const kept = await read(annual, SINCE, SINCE_DAY, true);
    expect(kept).toEqual({ sets: [], days: [] });
    const wider = await read(annual, since, sinceDay, true);
    expect(wider).toEqual(await read(annual, since, sinceDay, false));
    expect(wider.sets.length + wider.days.length).toBe(1);
    // The wider read is kept in the narrower one's place, and answers it.
    expect(await read(annual, SINCE, SINCE_DAY, true)).toEqual({ sets: [], days: [] });
    expect(activityCacheSize()).toEqual({ people: 1, rows: 1 });
  });

  it.each([...SET_CHANGES, ...LOAD_DAY_CHANGES])(
    "shows the logs as they stand after %s",
    async (_name, change) => {
      const before = await read(monthly, SINCE, SINCE_DAY, true);
      await change(monthly);
      const after = await read(monthly, SINCE, SINCE_DAY, true);
      expect(after).toEqual(await read(monthly, SINCE, SINCE_DAY, false));
      expect(after).not.toEqual(before);
    },
  );

  it("keeps nothing without a version (no profile row)", async () => {
    const first = await read(monthly, SINCE, SINCE_DAY, false);
    const second = await read(monthly, SINCE, SINCE_DAY, false);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(activityCacheSize()).toEqual({ people: 0, rows: 0 });
  });

  it("never gives one person's kept read to another, even under the same version", async () => {
    const mine = await read(monthly, SINCE, SINCE_DAY, true);
    const version = await versionOf(monthly);
    const theirs = await findActivitySince({
      userId: annual,
      since: SINCE,
      sinceDay: SINCE_DAY,
      version,
    });
    expect(mine.sets.length).toBeGreaterThan(0);
    expect(theirs).toEqual({ sets: [], days: [] });
  });

  it("audits every view of the dashboard and the load page, kept or read", async () => {
    const actions = async () =>
      (
        await getDb()
          .select()
          .from(auditLog)
          .where(eq(auditLog.userId, monthly))
          .orderBy(asc(auditLog.id))
      )
        .map((r) => r.action)
        .filter((a) => a === "activity_read" || a === "load_logs_read");
    const version = await versionOf(monthly);
    for (let view = 0; view < 2; view += 1) {
      await findLoadLogs({ userId: monthly, sinceDay: WIDE_DAY, version });
      await findRecentActivity({ userId: monthly, now: NOW, sinceDay: SINCE_DAY, version });
    }
    expect(await actions()).toEqual([
      "load_logs_read",
      "activity_read",
      "load_logs_read",
      "activity_read",
    ]);
    // The load page's 60 days answered the dashboard's 15: one person, one entry.
    expect(activityCacheSize().people).toBe(1);
  });
});
