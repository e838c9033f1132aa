// The profile's progressVersion (migration 0025) and the statistics pages' kept read
// (progress-cache.ts): every change to a person's sets, load days or QuickDASH scores moves their
// version and nobody else's, a version is never given twice, and a view under the current version
// gets the data as it stands, audited every time (issue #15).
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { auditLog, exerciseLogs, loadLogs, profile } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { aSet, PROGRESS_CHANGES, versionOf } from "../db/testing/progress-changes";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findProgressData, type TProgressData } from "./find-progress-data";
import {
  clearProgressCache,
  keepProgressData,
  keptProgressData,
  PROGRESS_CACHE_MAX_ROWS,
  progressCacheSize,
} from "./progress-cache";

const NOW = new Date("2026-11-22T10:00:00.000Z");

let monthly: string;
let annual: string;
beforeEach(async () => {
  await resetTestDb();
  clearProgressCache();
  await seedDemoAccounts(NOW);
  monthly = await idOf("monthly@demo.wristwise.app");
  annual = await idOf("annual@demo.wristwise.app");
});

async function auditCount(userId: string): Promise<number> {
  const rows = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.userId, userId));
  return rows.filter((r) => r.action === "progress_read").length;
}

describe("progressVersion", () => {
  it.each(PROGRESS_CHANGES)("moves when %s, for that person only", async (_name, change) => {
    const before = await versionOf(monthly);
    const otherBefore = await versionOf(annual);
    await change(monthly);
    expect(await versionOf(monthly)).not.toBe(before);
    expect(await versionOf(annual)).toBe(otherBefore);
  });

  it("takes a new value at every change, never one it had before", async () => {
    const seen = new Set([await versionOf(monthly)]);
    for (const [, change] of PROGRESS_CHANGES) {
      await change(monthly);
      const version = await versionOf(monthly);
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    }
  });

  it("moves for everyone whose rows one statement changes, once", async () => {
    const [a, b] = [await versionOf(monthly), await versionOf(annual)];
    await getDb()
      .insert(exerciseLogs)
      .values([aSet(monthly), aSet(monthly, 8), aSet(annual)]);
    const [a2, b2] = [await versionOf(monthly), await versionOf(annual)];
    expect(a2).not.toBe(a);
    expect(b2).not.toBe(b);
    // One transaction, one version.
    expect(a2).toBe(b2);
  });

  it("moves for everyone when a table is emptied", async () => {
    const [a, b] = [await versionOf(monthly), await versionOf(annual)];
    await getDb().execute(sql`truncate table ${loadLogs}`);
    expect(await versionOf(monthly)).not.toBe(a);
    expect(await versionOf(annual)).not.toBe(b);
  });

  it("stays when nothing of the progress data changes (a profile setting, a read)", async () => {
    const before = await versionOf(monthly);
    await getDb().update(profile).set({ weightUnit: "kg" }).where(eq(profile.userId, monthly));
    await findProgressData({ userId: monthly, purpose: "progress_read" });
    expect(await versionOf(monthly)).toBe(before);
  });

  it("differs between people, so one person's version never names another's data", async () => {
    expect(await versionOf(monthly)).not.toBe(await versionOf(annual));
  });
});

describe("findProgressData under a version", () => {
  it("gives a second view under the same version the data the first read, audited each time", async () => {
    const version = await versionOf(monthly);
    const audits = await auditCount(monthly);
    const first = await findProgressData({ userId: monthly, purpose: "progress_read", version });
    const second = await findProgressData({ userId: monthly, purpose: "progress_read", version });
    expect(second).toBe(first);
    expect(first.sets.length).toBeGreaterThan(0);
    expect(await auditCount(monthly)).toBe(audits + 2);
  });

  it.each(PROGRESS_CHANGES)("shows the data as it stands after %s", async (_name, change) => {
    const before = await findProgressData({
      userId: monthly,
      purpose: "progress_read",
      version: await versionOf(monthly),
    });
    await change(monthly);
    const after = await findProgressData({
      userId: monthly,
      purpose: "progress_read",
      version: await versionOf(monthly),
    });
    const fresh = await findProgressData({ userId: monthly, purpose: "progress_read" });
    expect(after).toEqual(fresh);
    expect(after).not.toEqual(before);
  });

  it("keeps nobody's data under another person's id", async () => {
    const mine = await findProgressData({
      userId: monthly,
      purpose: "progress_read",
      version: await versionOf(monthly),
    });
    const theirs = await findProgressData({
      userId: annual,
      purpose: "progress_read",
      version: await versionOf(annual),
    });
    expect(theirs.sets).toEqual([]);
    expect(mine.sets.length).toBeGreaterThan(0);
  });

  it("reads the CSV's data afresh, whatever version it is given", async () => {
    const version = await versionOf(monthly);
    const view = await findProgressData({ userId: monthly, purpose: "progress_read", version });
    const csv = await findProgressData({ userId: monthly, purpose: "logs_exported", version });
    expect(csv).not.toBe(view);
    expect(csv).toEqual(view);
  });

  it("reads afresh without a version (no profile row)", async () => {
    const first = await findProgressData({ userId: monthly, purpose: "progress_read" });
    const second = await findProgressData({ userId: monthly, purpose: "progress_read" });
    expect(second).not.toBe(first);
    expect(progressCacheSize().people).toBe(0);
  });
});

describe("progress-cache", () => {
  const dataOf = (sets: number): TProgressData => ({
    sets: Array.from({ length: sets }, () => ({
      slug: "wrist-extension-curl",
      reps: 10,
      weightLbs: null,
      restBreaks: 0,
      pain: 1,
      loggedAt: NOW,
    })),
    loads: [],
    measures: [],
  });

  it("gives nothing for another version, and forgets the one it had", () => {
    keepProgressData("a", 1, dataOf(2));
    expect(keptProgressData("a", 2)).toBeUndefined();
    expect(keptProgressData("a", 1)).toBeUndefined();
    expect(progressCacheSize()).toEqual({ people: 0, rows: 0 });
  });

  it("lets the least recently viewed go first when the rows pass the limit", () => {
    const third = Math.floor(PROGRESS_CACHE_MAX_ROWS / 3);
    keepProgressData("a", 1, dataOf(third));
    keepProgressData("b", 1, dataOf(third));
    keepProgressData("c", 1, dataOf(third));
    expect(keptProgressData("a", 1)).toBeDefined(); // viewed: b is now the oldest
    keepProgressData("d", 1, dataOf(third));
    expect(keptProgressData("b", 1)).toBeUndefined();
    expect(keptProgressData("a", 1)).toBeDefined();
    expect(keptProgressData("c", 1)).toBeDefined();
    expect(keptProgressData("d", 1)).toBeDefined();
    expect(progressCacheSize().rows).toBeLessThanOrEqual(PROGRESS_CACHE_MAX_ROWS);
  });

  it("keeps no history bigger than the limit, and counts a replaced one once", () => {
    keepProgressData("big", 1, dataOf(PROGRESS_CACHE_MAX_ROWS + 1));
    expect(progressCacheSize()).toEqual({ people: 0, rows: 0 });
    keepProgressData("a", 1, dataOf(5));
    keepProgressData("a", 2, dataOf(7));
    expect(progressCacheSize()).toEqual({ people: 1, rows: 7 });
  });
});
