import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { TLoadLogInput } from "@/lib/schemas/load";
import { getDb } from "../db/client";
import { auditLog, loadLogs } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { deleteLoadLog } from "./delete-load-log";
import { findLoadLogs } from "./find-load-logs";
import { saveLoadLog } from "./save-load-log";

const today = new Date().toISOString().slice(0, 10);
const input = (patch: Partial<TLoadLogInput> = {}): TLoadLogInput => ({
  day: today,
  keyboardHours: 7,
  gamingHours: 1.5,
  otherHandHours: 0,
  breaks: 4,
  morningPain: 2,
  eveningPain: 4,
  stiffness: "under-15-min",
  workMinutesBeforePain: 180,
  hobbyMinutesBeforePain: null,
  note: null,
  ...patch,
});

let annual: string;
let monthly: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  annual = await idOf("annual@demo.wristwise.app");
  monthly = await idOf("monthly@demo.wristwise.app");
});

const auditActions = async (userId: string) =>
  (
    await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.resourceType, "loadLog")))
  ).map((a) => a.action);

describe("daily load logs", () => {
  it("saves a day with an audit row and reads it back", async () => {
    const saved = await saveLoadLog({ userId: annual, input: input() });
    expect(saved.updated).toBe(false);
    const { logs } = await findLoadLogs({ userId: annual, sinceDay: "2026-01-01" });
    expect(logs).toEqual([
      expect.objectContaining({ id: saved.id, day: today, keyboardHours: 7, eveningPain: 4 }),
    ]);
    expect(await auditActions(annual)).toEqual(["load_logged", "load_logs_read"]);
  });

  it("logging the same day again replaces that day's log", async () => {
    const first = await saveLoadLog({ userId: annual, input: input() });
    const second = await saveLoadLog({ userId: annual, input: input({ eveningPain: 6 }) });
    expect(second).toEqual({ id: first.id, updated: true });
    const rows = await getDb().select().from(loadLogs).where(eq(loadLogs.userId, annual));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.eveningPain).toBe(6);
    expect(await auditActions(annual)).toEqual(["load_logged", "load_log_updated"]);
  });

  it("applies a save sent twice with one client id once, even with other values", async () => {
    const clientId = "9a7c1e2d-4b3f-4e5a-8d6c-1f2e3a4b5c6d";
    const first = await saveLoadLog({ userId: annual, input: input({ clientId }) });
    const again = await saveLoadLog({
      userId: annual,
      input: input({ clientId, eveningPain: 9 }),
    });
    expect(again).toEqual({ id: first.id, updated: false, duplicate: true });
    const rows = await getDb().select().from(loadLogs).where(eq(loadLogs.userId, annual));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.eveningPain).toBe(4);
    expect(await auditActions(annual)).toEqual(["load_logged"]);
    // A new save of the day (a new id) still replaces it.
    await saveLoadLog({
      userId: annual,
      input: input({ clientId: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e", eveningPain: 5 }),
    });
    const [row] = await getDb().select().from(loadLogs).where(eq(loadLogs.userId, annual));
    expect(row?.eveningPain).toBe(5);
    // The first id sent again after that later save: still recognised, nothing overwritten.
    const late = await saveLoadLog({ userId: annual, input: input({ clientId, eveningPain: 9 }) });
    expect(late.duplicate).toBe(true);
    const [after] = await getDb().select().from(loadLogs).where(eq(loadLogs.userId, annual));
    expect(after?.eveningPain).toBe(5);
  });

  it("takes one of two saves sent at once under the same client id", async () => {
    const clientId = "7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a";
    const both = await Promise.all([
      saveLoadLog({ userId: annual, input: input({ clientId }) }),
      saveLoadLog({ userId: annual, input: input({ clientId, eveningPain: 8 }) }),
    ]);
    expect(both.filter((r) => r.duplicate)).toHaveLength(1);
    expect(await auditActions(annual)).toEqual(["load_logged"]);
  });

  it("reads only the person's own logs from the day asked", async () => {
    await saveLoadLog({ userId: annual, input: input({ day: "2026-11-01" }) });
    await saveLoadLog({ userId: annual, input: input() });
    await saveLoadLog({ userId: monthly, input: input({ day: "2026-11-02" }) });
    const { logs } = await findLoadLogs({ userId: annual, sinceDay: "2026-11-02" });
    expect(logs.map((l) => l.day)).toEqual([today]);
  });

  it("deletes only the person's own log; another person's id is not found", async () => {
    const mine = await saveLoadLog({ userId: annual, input: input() });
    await expect(deleteLoadLog({ userId: monthly, id: mine.id })).rejects.toThrow(
      "That day's log could not be found.",
    );
    expect(await getDb().select().from(loadLogs).where(eq(loadLogs.id, mine.id))).toHaveLength(1);
    await deleteLoadLog({ userId: annual, id: mine.id });
    expect(await getDb().select().from(loadLogs).where(eq(loadLogs.id, mine.id))).toEqual([]);
    expect(await auditActions(annual)).toContain("load_log_deleted");
  });
});
