import { and, asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sampleSetsOf } from "@/content/sample/history";
import { AppError } from "@/lib/errors";
import { getDb } from "../db/client";
import { LOAD_DAY_FIELDS, SET_LOG_FIELDS } from "../db/columns";
import {
  auditLog,
  exerciseLogs,
  exercisePrescriptions,
  loadLogs,
  outcomeMeasures,
  profile,
} from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { findProgressData } from "./find-progress-data";
import { retakeQuickDash } from "./retake-quickdash";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const DAY = 86_400_000;

async function auditActions(userId: string) {
  const rows = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.userId, userId));
  return rows.map((r) => r.action);
}

let monthly: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts(NOW);
  monthly = await idOf("monthly@demo.wristwise.app");
});

describe("the seeded history of monthly@demo", () => {
  it("has 5 weeks of logs for its program's exercises and two QuickDASH scores, the latest 29 days old", async () => {
    const data = await findProgressData({ userId: monthly, purpose: "progress_read" });
    const [prescription] = await getDb()
      .select()
      .from(exercisePrescriptions)
      .where(eq(exercisePrescriptions.userId, monthly));
    const items = prescription?.program.groups.flatMap((g) => g.items) ?? [];
    expect(data.sets).toHaveLength(sampleSetsOf(items, NOW).length);
    const slugs = new Set(items.map((i) => i.slug));
    expect(data.sets.every((s) => slugs.has(s.slug))).toBe(true);
    expect(data.sets[0]?.loggedAt.toISOString()).toBe("2026-10-19T18:00:00.000Z"); // 34 days ago
    expect(
      data.measures.map((m) => [
        m.score,
        Math.round((NOW.getTime() - m.createdAt.getTime()) / DAY),
      ]),
    ).toEqual([
      [54.55, 57],
      [38.64, 29],
    ]);
  });
});

describe("findProgressData", () => {
  it("reads the person's sets, load days and QuickDASH scores with one audit row", async () => {
    await getDb().insert(loadLogs).values({
      userId: monthly,
      // Before the four weeks seedLoadHistory gives monthly@demo (25 October to 21 November).
      day: "2026-10-20",
      keyboardHours: 7,
      gamingHours: 1,
      otherHandHours: 0,
      breaks: 3,
      morningPain: 2,
      eveningPain: 3,
      stiffness: "none",
    });
    const before = await auditActions(monthly);
    const data = await findProgressData({ userId: monthly, purpose: "logs_exported" });
    expect(data.loads).toHaveLength(29);
    expect(data.loads).toContainEqual(
      expect.objectContaining({ day: "2026-10-20", morningPain: 2, eveningPain: 3 }),
    );
    const after = await auditActions(monthly);
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toBe("logs_exported");
  });

  it("never includes anyone else's logs", async () => {
    const annual = await idOf("annual@demo.wristwise.app");
    const data = await findProgressData({ userId: annual, purpose: "progress_read" });
    expect(data.sets).toEqual([]);
    expect(data.loads).toEqual([]);
    expect(data.measures.map((m) => m.score)).toEqual([38.64]);
    expect(await auditActions(annual)).toContain("progress_read");
  });
});

describe("what the progress read holds", () => {
  it("each set and load day has only the fields the pages and the CSV use: no row ids", async () => {
    const data = await findProgressData({ userId: monthly, purpose: "progress_read" });
    expect(Object.keys(data.sets[0] ?? {}).sort()).toEqual(
      ["loggedAt", "pain", "reps", "restBreaks", "slug", "weightLbs"].sort(),
    );
    expect(data.loads[0]).not.toHaveProperty("id");
    expect(Object.keys(data).sort()).toEqual(["loads", "measures", "sets"]);
  });
});

describe("the one-cell read (jsonRowsOf)", () => {
  it("gives exactly what drizzle reads row by row, awkward values included", async () => {
    await getDb()
      .insert(exerciseLogs)
      .values([
        // A fractional weight (a real), a zero and a null; timestamps with microseconds, which
        // both reads cut to the millisecond.
        ...[2.2, 0, null].map((weightLbs, i) => ({
          id: crypto.randomUUID(),
          userId: monthly,
          slug: "wrist-extension-curl",
          reps: 12 + i,
          weightLbs,
          restBreaks: i,
          pain: 10 - i,
          loggedAt: sql`${`2026-11-2${i}T23:59:59.999876+00`}::timestamptz`,
        })),
      ]);
    await getDb().insert(loadLogs).values({
      userId: monthly,
      day: "2026-10-20",
      keyboardHours: 7.5,
      gamingHours: 0.25,
      otherHandHours: 0,
      breaks: 0,
      morningPain: 0,
      eveningPain: 10,
      stiffness: "over-60-min",
      workMinutesBeforePain: 0,
      hobbyMinutesBeforePain: null,
      note: 'Said "no" to a 2nd shift, \\ then typed ✍️ 10 min;\nnew line, tab\tand ü',
    });
    await getDb()
      .insert(outcomeMeasures)
      .values({
        userId: monthly,
        instrument: "quickdash",
        score: null,
        answers: { items: Array(11).fill(null), work: null },
      });
    const data = await findProgressData({ userId: monthly, purpose: "progress_read" });
    const db = getDb();
    const sets = await db
      .select(SET_LOG_FIELDS)
      .from(exerciseLogs)
      .where(eq(exerciseLogs.userId, monthly))
      .orderBy(asc(exerciseLogs.loggedAt));
    const loads = await db
      .select(LOAD_DAY_FIELDS)
      .from(loadLogs)
      .where(eq(loadLogs.userId, monthly))
      .orderBy(asc(loadLogs.day));
    const measures = await db
      .select({ score: outcomeMeasures.score, createdAt: outcomeMeasures.createdAt })
      .from(outcomeMeasures)
      .where(eq(outcomeMeasures.userId, monthly))
      .orderBy(asc(outcomeMeasures.createdAt));
    expect(data).toEqual({ sets, loads, measures });
    expect(data.sets.length).toBe(sets.length);
    expect(data.sets.filter((s) => s.weightLbs === 2.2)).toHaveLength(1);
    expect(data.sets.at(-1)?.loggedAt.toISOString()).toBe("2026-11-22T23:59:59.999Z");
    expect(data.loads[0]?.note).toContain('"no"');
    expect(data.measures.at(-1)?.score).toBeNull();
  });

  it("is empty, with no error, for someone who has nothing logged or no account", async () => {
    for (const userId of [await idOf("annual@demo.wristwise.app"), "no-such-person"]) {
      const data = await findProgressData({ userId, purpose: "progress_read" });
      expect(data.sets).toEqual([]);
      expect(data.loads).toEqual([]);
      if (userId === "no-such-person") expect(data.measures).toEqual([]);
    }
  });
});

describe("retakeQuickDash", () => {
  // Answers summing 25: ((25 / 11) - 1) x 25 = 31.82.
  const answers = [3, 2, 2, 3, 2, 2, 2, 3, 2, 2, 2] as const;

  it("stores the new score, makes it the latest and returns the change, audited", async () => {
    const result = await retakeQuickDash({
      userId: monthly,
      input: { answers: [...answers], work: null },
      now: NOW,
    });
    expect(result).toEqual({ score: 31.82, previousScore: 38.64, change: -6.82 });
    const [p] = await getDb()
      .select({ latest: profile.latestQuickDashScore })
      .from(profile)
      .where(eq(profile.userId, monthly));
    expect(p?.latest).toBe(31.82);
    const rows = await getDb()
      .select({ score: outcomeMeasures.score })
      .from(outcomeMeasures)
      .where(and(eq(outcomeMeasures.userId, monthly), eq(outcomeMeasures.createdAt, NOW)));
    expect(rows).toEqual([{ score: 31.82 }]);
    expect(await auditActions(monthly)).toContain("quickdash_retaken");
  });

  it("keeps the work module score when the work questions are answered", async () => {
    await retakeQuickDash({
      userId: monthly,
      input: { answers: [...answers], work: [2, 2, 3, 3] },
      now: NOW,
    });
    const [row] = await getDb()
      .select({ work: outcomeMeasures.workModuleScore })
      .from(outcomeMeasures)
      .where(and(eq(outcomeMeasures.userId, monthly), eq(outcomeMeasures.createdAt, NOW)));
    expect(row?.work).toBe(37.5);
  });

  it("refuses fewer than 10 answers and changes nothing", async () => {
    const tooFew = [3, 2, 2, 3, 2, 2, 2, 3, 2, null, null] as const;
    await expect(
      retakeQuickDash({ userId: monthly, input: { answers: [...tooFew], work: null }, now: NOW }),
    ).rejects.toThrow(AppError);
    const rows = await getDb()
      .select()
      .from(outcomeMeasures)
      .where(eq(outcomeMeasures.userId, monthly));
    expect(rows).toHaveLength(2);
    expect(await auditActions(monthly)).not.toContain("quickdash_retaken");
  });
});
