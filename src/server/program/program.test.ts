import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { RECENT_LOGS_PER_EXERCISE } from "@/domain/program/recent-logs";
import { AppError } from "@/lib/errors";
import type { TExerciseLogInput } from "@/lib/schemas/program";
import { getAssessment } from "../assessment/get-assessment";
import { getDb } from "../db/client";
import { auditLog, exerciseLogs, exercisePrescriptions, notifications } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { SET_CHANGES, versionOf } from "../db/testing/progress-changes";
import { resetTestDb } from "../db/testing/reset-test-db";
import {
  clearRecentLogsCache,
  deleteExerciseLog,
  findRecentExerciseLogs,
  recentLogsCacheSize,
  updateExerciseLog,
} from "./change-exercise-log";
import { changeProgramRegions } from "./change-program-regions";
import { getCurrentProgram } from "./get-current-program";
import { logExerciseSet } from "./log-exercise-set";

const NOW = new Date("2026-11-22T10:00:00.000Z");
/** Wrist extension curls done as prescribed, pain 2, the morning after settled. */
const SETTLED_SET = {
  slug: "wrist-extension-curl",
  reps: 15,
  weightLbs: 2,
  restBreaks: 0,
  pain: 2,
  morningSettled: true,
} as const;

async function programFor(userId: string) {
  const record = await getAssessment({ userId });
  if (!record) throw new Error("no record");
  return getCurrentProgram({ userId, record });
}

async function actions(userId: string) {
  return (
    await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.userId, userId))
  ).map((r) => r.action);
}

beforeEach(async () => {
  await resetTestDb();
  clearRecentLogsCache();
  await seedDemoAccounts(NOW);
});

describe("getCurrentProgram", () => {
  it("generates version 1 from the finished assessment once, then reads it back", async () => {
    const userId = await idOf("annual@demo.wristwise.app");
    const first = await programFor(userId);
    expect(first?.version).toBe(1);
    // The seeded answers: back of the hand (5/10) and thumb side (3/10), a painful wrist bend.
    expect(first?.program.irritability).toBe("moderate");
    expect(first?.program.groups.map((g) => g.key)).toEqual([
      "Wrist-Hand-Extensors",
      "Thumb-Extensors",
      "mobility",
      "nerves",
      "support",
    ]);
    const again = await programFor(userId);
    expect(again?.id).toBe(first?.id);
    const rows = await getDb()
      .select()
      .from(exercisePrescriptions)
      .where(eq(exercisePrescriptions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(await actions(userId)).toEqual(
      expect.arrayContaining(["program_generated", "program_read"]),
    );
  });

  it("is null before the assessment is finished", async () => {
    expect(await programFor(await idOf("halfway@demo.wristwise.app"))).toBeNull();
  });
});

describe("logging a set", () => {
  let userId: string;
  beforeEach(async () => {
    userId = await idOf("annual@demo.wristwise.app");
    await programFor(userId);
  });

  it("stores the log with an audit row and returns feedback and the next dose", async () => {
    // wrist-extension-curl: moderate irritability -> 2 x 15 at 2 lbs (60% of thirtyRM 4.7 = 2.8).
    const outcome = await logExerciseSet({
      userId,
      input: {
        slug: "wrist-extension-curl",
        reps: 15,
        weightLbs: 2,
        restBreaks: 1,
        pain: 2,
        morningSettled: true,
      },
      now: NOW,
    });
    expect(outcome).toMatchObject({
      progressPercent: 100,
      feedback: { label: "STEADY PROGRESS", weightChange: 0 },
      // Only one week of logs: the weekly check is not known yet, so hold.
      decision: "hold",
      nextDose: { sets: 2, reps: 15, loadLbs: 2 },
    });
    const [row] = await getDb()
      .select()
      .from(exerciseLogs)
      .where(eq(exerciseLogs.id, outcome.logId));
    expect(row).toMatchObject({
      userId,
      slug: "wrist-extension-curl",
      reps: 15,
      weightLbs: 2,
      restBreaks: 1,
      pain: 2,
    });
    expect(await actions(userId)).toContain("exercise_logged");
  });

  describe("with the browser's client id (issue #19)", () => {
    const set = {
      slug: "wrist-extension-curl",
      reps: 15,
      weightLbs: 2,
      restBreaks: 1,
      pain: 2,
      morningSettled: true,
      clientId: "5b0e8a1c-3f1d-4c2a-9e57-0a4b7d2c9f10",
    } satisfies TExerciseLogInput;
    const rowsOf = async (id: string) =>
      getDb().select().from(exerciseLogs).where(eq(exerciseLogs.userId, id));

    it("saves a set sent twice once, answering the second with the first set's id", async () => {
      const first = await logExerciseSet({ userId, input: set, now: NOW });
      const second = await logExerciseSet({ userId, input: set, now: NOW });
      expect(second).toMatchObject({ logId: first.logId, duplicate: true });
      expect(first).not.toHaveProperty("duplicate");
      expect(await rowsOf(userId)).toHaveLength(1);
      expect((await actions(userId)).filter((a) => a === "exercise_logged")).toHaveLength(1);
    });

    it("saves a set sent twice at the same moment once", async () => {
      const both = await Promise.all([
        logExerciseSet({ userId, input: set, now: NOW }),
        logExerciseSet({ userId, input: set, now: NOW }),
      ]);
      expect(both[0].logId).toBe(both[1].logId);
      expect(await rowsOf(userId)).toHaveLength(1);
    });

    it("lets two people use the same client id, each for their own set", async () => {
      const other = await idOf("monthly@demo.wristwise.app");
      await programFor(other);
      await logExerciseSet({ userId, input: set, now: NOW });
      const theirs = await logExerciseSet({ userId: other, input: set, now: NOW });
      expect(theirs).not.toHaveProperty("duplicate");
      expect((await rowsOf(other)).filter((r) => r.clientId === set.clientId)).toHaveLength(1);
    });

    it("keeps the time a queued set was logged, and refuses one older than 30 days", async () => {
      const twoHoursAgo = new Date(NOW.getTime() - 2 * 60 * 60 * 1000);
      await logExerciseSet({
        userId,
        input: { ...set, loggedAt: twoHoursAgo.toISOString() },
        now: NOW,
      });
      expect((await rowsOf(userId))[0]?.loggedAt.toISOString()).toBe(twoHoursAgo.toISOString());
      const old = new Date(NOW.getTime() - 31 * 24 * 60 * 60 * 1000).toISOString();
      await expect(
        logExerciseSet({
          userId,
          input: { ...set, clientId: "0d6f3b7e-1111-4a2b-8c3d-2e4f5a6b7c8d", loggedAt: old },
          now: NOW,
        }),
      ).rejects.toMatchObject({ code: "offline-set-too-old" });
      expect(await rowsOf(userId)).toHaveLength(1);
    });
  });

  it("progresses when last week's pain was no lower and the morning settled", async () => {
    const week = 7 * 86_400_000;
    const input = SETTLED_SET;
    await logExerciseSet({ userId, input, now: new Date(NOW.getTime() - week - 3600_000) });
    const outcome = await logExerciseSet({ userId, input, now: NOW });
    expect(outcome.decision).toBe("progress");
    expect(outcome.nextDose).toEqual({ sets: 2, reps: 12, loadLbs: 3, holdSeconds: undefined });
    // The step up is also a notification (issue #19), once a day however many sets say so.
    await logExerciseSet({ userId, input, now: new Date(NOW.getTime() + 60_000) });
    const notes = await getDb()
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.dedupKey, "step:wrist-extension-curl:progress:2026-11-22"),
        ),
      );
    expect(notes).toEqual([
      {
        title: "A step up for Wrist extension curl",
        message: expect.stringContaining("2 sets × 12 at 3 lb"),
      },
    ]);
  });

  it("high pain gives HIGH PAIN - ADJUST and a 25% lighter next dose", async () => {
    const outcome = await logExerciseSet({
      userId,
      input: {
        slug: "wrist-extension-curl",
        reps: 10,
        weightLbs: 2,
        restBreaks: 2,
        pain: 7,
        morningSettled: null,
      },
      now: NOW,
    });
    expect(outcome.feedback.label).toBe("HIGH PAIN - ADJUST");
    expect(outcome.decision).toBe("regress");
    expect(outcome.nextDose.loadLbs).toBe(1);
    expect(outcome.adjustment).toEqual({ kind: "lighter", weightLbs: 1 });
  });

  it("high pain at 1 lb, the lightest weight, offers the unloaded version", async () => {
    const outcome = await logExerciseSet({
      userId,
      input: {
        slug: "wrist-extension-curl",
        reps: 10,
        weightLbs: 1,
        restBreaks: 2,
        pain: 6,
        morningSettled: null,
      },
      now: NOW,
    });
    expect(outcome.feedback.label).toBe("HIGH PAIN - ADJUST");
    expect(outcome.adjustment).toEqual({ kind: "unloaded" });
    expect(outcome.nextDose.loadLbs).toBe(0);
  });

  it("refuses an exercise that isn't in the program, writing nothing", async () => {
    await expect(
      logExerciseSet({
        userId,
        input: {
          slug: "finger-curl",
          reps: 10,
          weightLbs: 2,
          restBreaks: 0,
          pain: 1,
          morningSettled: null,
        },
      }),
    ).rejects.toThrow(AppError);
    expect(
      await getDb().select().from(exerciseLogs).where(eq(exerciseLogs.userId, userId)),
    ).toEqual([]);
  });

  it("edits and deletes only the person's own logs, with audit rows", async () => {
    const { logId } = await logExerciseSet({
      userId,
      input: {
        slug: "wrist-extension-curl",
        reps: 12,
        weightLbs: 3,
        restBreaks: 0,
        pain: 3,
        morningSettled: null,
      },
    });
    const other = await idOf("community@demo.wristwise.app");
    await expect(
      updateExerciseLog({
        userId: other,
        id: logId,
        input: { reps: 1, weightLbs: 1, restBreaks: 0, pain: 0 },
      }),
    ).rejects.toThrow("That log could not be found.");
    await expect(deleteExerciseLog({ userId: other, id: logId })).rejects.toThrow(AppError);

    await updateExerciseLog({
      userId,
      id: logId,
      input: { reps: 14, weightLbs: 3, restBreaks: 1, pain: 4 },
    });
    expect((await findRecentExerciseLogs({ userId }))[0]).toMatchObject({
      id: logId,
      reps: 14,
      pain: 4,
    });
    await deleteExerciseLog({ userId, id: logId });
    expect(await findRecentExerciseLogs({ userId })).toEqual([]);
    const audit = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.resourceId, logId)));
    expect(audit.map((a) => a.action)).toEqual([
      "exercise_logged",
      "exercise_log_updated",
      "exercise_log_deleted",
    ]);
  });
});

describe("a set's weekly check (the pain-monitoring model)", () => {
  // The newest set at NOW, pain 2, with the morning settled: the decision then shows the weekly
  // check alone: "worse" regresses, unknown holds, "same" or "better" progresses. Windows: this
  // week is (NOW - 7 days, NOW], last week (NOW - 14 days, NOW - 7 days], summed in the database.
  const DAY = 86_400_000;
  const at = (ms: number) => new Date(NOW.getTime() + ms);
  const set = SETTLED_SET;
  let userId: string;
  beforeEach(async () => {
    userId = await idOf("annual@demo.wristwise.app");
    await programFor(userId);
  });
  const earlier = async (rows: { pain: number; at: Date; slug?: string; userId?: string }[]) => {
    if (rows.length === 0) return;
    await getDb()
      .insert(exerciseLogs)
      .values(
        rows.map((r) => ({
          id: crypto.randomUUID(),
          userId: r.userId ?? userId,
          slug: r.slug ?? set.slug,
          reps: 15,
          weightLbs: 2,
          restBreaks: 0,
          pain: r.pain,
          loggedAt: r.at,
        })),
      );
  };

  it.each([
    ["nothing logged before", [], "hold"],
    ["pain 2 exactly 7 days ago: last week, level", [{ pain: 2, at: at(-7 * DAY) }], "progress"],
    [
      "pain 2 a millisecond later: this week, last week empty",
      [{ pain: 2, at: at(-7 * DAY + 1) }],
      "hold",
    ],
    [
      "pain 2 a millisecond under 14 days ago: last week",
      [{ pain: 2, at: at(-14 * DAY + 1) }],
      "progress",
    ],
    ["pain 2 exactly 14 days ago: in neither week", [{ pain: 2, at: at(-14 * DAY) }], "hold"],
    ["pain 2 after now: in neither week", [{ pain: 2, at: at(1) }], "hold"],
    ["last week 1, this set 2: up by exactly 1", [{ pain: 1, at: at(-8 * DAY) }], "regress"],
    [
      "last week 1.5 on average, this set 2: up by 0.5",
      [
        { pain: 1, at: at(-8 * DAY) },
        { pain: 2, at: at(-9 * DAY) },
      ],
      "progress",
    ],
    [
      "this week 6 and this set 2 (average 4) against last week 2",
      [
        { pain: 6, at: at(-DAY) },
        { pain: 2, at: at(-8 * DAY) },
      ],
      "regress",
    ],
    ["last week 3, this set 2: down by 1", [{ pain: 3, at: at(-8 * DAY) }], "progress"],
  ] as const)("%s", async (_label, rows, decision) => {
    await earlier([...rows]);
    const outcome = await logExerciseSet({ userId, input: set, now: NOW });
    expect(outcome.decision).toBe(decision);
  });

  it("counts only this person's logs of this exercise", async () => {
    const other = await idOf("monthly@demo.wristwise.app");
    await earlier([
      { pain: 0, at: at(-8 * DAY), slug: "finger-curl" },
      { pain: 0, at: at(-8 * DAY), userId: other },
    ]);
    const outcome = await logExerciseSet({ userId, input: set, now: NOW });
    expect(outcome.decision).toBe("hold");
  });

  it("counts a queued set in the week it was done, not the week it arrived", async () => {
    await earlier([{ pain: 2, at: at(-DAY) }]);
    const outcome = await logExerciseSet({
      userId,
      input: { ...set, loggedAt: at(-8 * DAY).toISOString() },
      now: NOW,
    });
    // Last week now holds the queued set (2) and this week the earlier one (2): level.
    expect(outcome.decision).toBe("progress");
  });

  it("answers a set sent again with the check it had, not counting it twice", async () => {
    await earlier([{ pain: 1, at: at(-8 * DAY) }]);
    const input = { ...set, clientId: "9c1f2e3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f" };
    const first = await logExerciseSet({ userId, input, now: NOW });
    const again = await logExerciseSet({ userId, input, now: NOW });
    expect(first.decision).toBe("regress");
    expect(again).toMatchObject({ logId: first.logId, duplicate: true, decision: "regress" });
  });
});

describe("findRecentExerciseLogs", () => {
  // The program card lists each exercise's own latest logs: 3 of them.
  it("gives each exercise its own latest logs, so one logged often crowds out no other", async () => {
    const userId = await idOf("annual@demo.wristwise.app");
    const other = await idOf("community@demo.wristwise.app");
    const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
    const row = (slug: string, minutesAgo: number, reps: number, who = userId) => ({
      userId: who,
      slug,
      reps,
      weightLbs: slug === "wrist-extension-curl" ? 2 : null,
      restBreaks: 0,
      pain: 2,
      loggedAt: at(minutesAgo),
    });
    await getDb()
      .insert(exerciseLogs)
      .values([
        // 60 curls in the last hour, and a stretch logged 3 days ago, 4 times.
        ...Array.from({ length: 60 }, (_, i) => row("wrist-extension-curl", i + 1, 100 + i)),
        ...[4320, 4330, 4340, 4350].map((m, i) => row("wrist-flexor-stretch", m, i + 1)),
        // Someone else's, newer than all of them.
        row("wrist-flexor-stretch", 0, 99, other),
      ]);
    const logs = await findRecentExerciseLogs({ userId });
    expect(logs.map((l) => [l.slug, l.reps])).toEqual([
      ["wrist-extension-curl", 100],
      ["wrist-extension-curl", 101],
      ["wrist-extension-curl", 102],
      ["wrist-flexor-stretch", 1],
      ["wrist-flexor-stretch", 2],
      ["wrist-flexor-stretch", 3],
    ]);
    expect(logs[0]?.loggedAt).toEqual(at(1));
    expect(logs[0]?.weightLbs).toBe(2);
    expect(logs[3]?.weightLbs).toBeNull();
    expect(await actions(userId)).toContain("exercise_logs_read");
    expect(await findRecentExerciseLogs({ userId: await idOf("free@demo.wristwise.app") })).toEqual(
      [],
    );
  });

  // The same rule at its boundaries, against the rule worked out from every row.
  const DAY = 86_400_000;
  type TRow = { id: string; slug: string; at: Date };
  /** What the cards show, worked out from every row: per slug its 3 newest, newest first. */
  const expected = (rows: TRow[]) => {
    const newestFirst = (a: TRow, b: TRow) =>
      b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    const bySlug = new Map<string, TRow[]>();
    for (const r of rows) bySlug.set(r.slug, [...(bySlug.get(r.slug) ?? []), r]);
    return [...bySlug.values()]
      .flatMap((own) => own.sort(newestFirst).slice(0, RECENT_LOGS_PER_EXERCISE))
      .sort(newestFirst)
      .map((r) => r.id);
  };
  const insert = async (userId: string, rows: TRow[]) => {
    if (rows.length === 0) return;
    await getDb()
      .insert(exerciseLogs)
      .values(
        rows.map((r) => ({
          id: r.id,
          userId,
          slug: r.slug,
          reps: 10,
          weightLbs: null,
          restBreaks: 0,
          pain: 1,
          loggedAt: r.at,
        })),
      );
  };

  it.each([
    ["no logs", {}],
    ["one exercise, fewer logs than a card lists", { a: 2 }],
    ["one exercise, exactly as many", { a: 3 }],
    ["one exercise, one more than a card lists", { a: 4 }],
    ["a much-logged exercise beside rarely logged ones", { a: 60, b: 1, c: 2 }],
    [
      "eleven exercises, many logs each",
      Object.fromEntries([..."abcdefghijk"].map((s, i) => [s, 5 + i * 7])),
    ],
  ] as const)("%s", async (_, counts: Record<string, number>) => {
    const userId = await idOf("annual@demo.wristwise.app");
    const otherId = await idOf("core@demo.wristwise.app");
    const rows: TRow[] = Object.entries(counts).flatMap(([slug, n]) =>
      Array.from({ length: n }, (_, i) => ({
        id: crypto.randomUUID(),
        slug: `exercise-${slug}`,
        // Every third log shares its instant with the one before: the id breaks the tie.
        at: new Date(NOW.getTime() - (i % 3 === 2 ? i - 1 : i) * DAY),
      })),
    );
    await insert(userId, rows);
    // Someone else's newer logs of the same exercises never reach this person's cards.
    await insert(
      otherId,
      Object.keys(counts).map((slug) => ({
        id: crypto.randomUUID(),
        slug: `exercise-${slug}`,
        at: new Date(NOW.getTime() + DAY),
      })),
    );
    const found = await findRecentExerciseLogs({ userId });
    expect(found.map((l) => l.id)).toEqual(expected(rows));
    for (const log of found) expect(log.loggedAt).toBeInstanceOf(Date);
  });
});

describe("findRecentExerciseLogs under a version", () => {
  // The program page keeps the read under the person's progressVersion (issue #15).
  const kept = async (userId: string) =>
    findRecentExerciseLogs({ userId, version: await versionOf(userId) });

  it("gives a second view under the same version the logs the first read, audited each time", async () => {
    const userId = await idOf("monthly@demo.wristwise.app");
    const reads = async () => (await actions(userId)).filter((a) => a === "exercise_logs_read");
    const before = (await reads()).length;
    const first = await kept(userId);
    const second = await kept(userId);
    expect(second).toBe(first);
    expect(first.length).toBeGreaterThan(0);
    expect(await reads()).toHaveLength(before + 2);
    expect(recentLogsCacheSize()).toEqual({ people: 1, rows: first.length });
  });

  it.each(SET_CHANGES)("shows the logs as they stand after %s", async (_name, change) => {
    const userId = await idOf("monthly@demo.wristwise.app");
    const before = await kept(userId);
    await change(userId);
    const after = await kept(userId);
    expect(after).toEqual(await findRecentExerciseLogs({ userId }));
    expect(after).not.toEqual(before);
  });

  it("shows a set logged, edited and deleted through the program's own actions", async () => {
    const userId = await idOf("annual@demo.wristwise.app");
    await programFor(userId);
    expect(await kept(userId)).toEqual([]);
    const { logId } = await logExerciseSet({ userId, input: SETTLED_SET, now: NOW });
    expect((await kept(userId)).map((l) => [l.id, l.reps])).toEqual([[logId, 15]]);
    await updateExerciseLog({
      userId,
      id: logId,
      input: { reps: 12, weightLbs: 2, restBreaks: 1, pain: 3 },
    });
    expect((await kept(userId)).map((l) => [l.id, l.reps, l.pain])).toEqual([[logId, 12, 3]]);
    await deleteExerciseLog({ userId, id: logId });
    expect(await kept(userId)).toEqual([]);
  });

  it("keeps nothing without a version, and nobody's logs under another person's id", async () => {
    const mine = await idOf("monthly@demo.wristwise.app");
    const theirs = await idOf("annual@demo.wristwise.app");
    const first = await findRecentExerciseLogs({ userId: mine });
    expect(await findRecentExerciseLogs({ userId: mine })).not.toBe(first);
    expect(recentLogsCacheSize().people).toBe(0);
    const version = await versionOf(mine);
    expect((await findRecentExerciseLogs({ userId: mine, version })).length).toBeGreaterThan(0);
    expect(await findRecentExerciseLogs({ userId: theirs, version })).toEqual([]);
  });
});

describe("changing pain regions", () => {
  it("stores the new regions and a regenerated program as the next version, keeping the old one", async () => {
    const userId = await idOf("annual@demo.wristwise.app");
    const first = await programFor(userId);
    const { version } = await changeProgramRegions({
      userId,
      regions: [
        { area: "Fingers", intensity: 3 },
        { area: "Pinky-Flexors", intensity: 2 },
      ],
    });
    expect(version).toBe(2);
    const record = await getAssessment({ userId });
    expect(record?.data.painRegions).toEqual([
      { area: "Fingers", intensity: 3 },
      { area: "Pinky-Flexors", intensity: 2 },
    ]);
    const current = await programFor(userId);
    expect(current?.version).toBe(2);
    expect(current?.program.groups.slice(0, 2).map((g) => g.key)).toEqual([
      "Fingers",
      "Pinky-Flexors",
    ]);
    const versions = await getDb()
      .select({ version: exercisePrescriptions.version })
      .from(exercisePrescriptions)
      .where(eq(exercisePrescriptions.userId, userId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(first?.version).toBe(1);
    expect(await actions(userId)).toContain("program_regenerated");
  });
});
