// Authorization lives inside every server function that writes a person's data (issue #11,
// DESIGN.md): called directly, not through an action or a page, each refuses a plan without the
// feature and another person's ids, and changes nothing when it refuses.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@/lib/errors";
import { getAssessment } from "../assessment/get-assessment";
import { getDb } from "../db/client";
import { auditLog, exerciseLogs, exercisePrescriptions, loadLogs } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { deleteLoadLog } from "../load/delete-load-log";
import { saveLoadLog } from "../load/save-load-log";
import { deleteExerciseLog, updateExerciseLog } from "../program/change-exercise-log";
import { changeProgramRegions } from "../program/change-program-regions";
import { getCurrentProgram } from "../program/get-current-program";
import { logExerciseSet } from "../program/log-exercise-set";

const NOW = new Date("2026-11-22T10:00:00.000Z");
const SET = {
  slug: "wrist-extension-curl",
  reps: 12,
  weightLbs: 3 as const,
  restBreaks: 0,
  pain: 3,
  morningSettled: null,
};
const DAY = {
  day: "2026-11-21",
  keyboardHours: 6,
  gamingHours: 1,
  otherHandHours: 0,
  breaks: 4,
  morningPain: 2,
  eveningPain: 3,
  stiffness: "under-15-min" as const,
  workMinutesBeforePain: null,
  hobbyMinutesBeforePain: null,
  note: "",
};
const REGIONS = [{ area: "Fingers" as const, intensity: 4 }];

/** Everything these functions can write, so a refusal can be shown to change nothing. */
async function snapshot() {
  const db = getDb();
  return {
    exerciseLogs: (await db.select().from(exerciseLogs)).length,
    loadLogs: (await db.select().from(loadLogs)).length,
    prescriptions: (await db.select().from(exercisePrescriptions)).length,
    audit: (await db.select().from(auditLog)).length,
  };
}

let owner: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts(NOW);
  owner = await idOf("annual@demo.wristwise.app");
  // The program is made on first read; logging needs it.
  const record = await getAssessment({ userId: owner });
  if (!record) throw new Error("no assessment");
  await getCurrentProgram({ userId: owner, record });
});

describe("a plan without the feature is refused by the server function itself", () => {
  // free and core have a finished assessment but neither tracking, loadManagement nor
  // multiplePrograms (spec 6).
  const LOCKED = [
    ["logExerciseSet", "tracking-locked", (u: string) => logExerciseSet({ userId: u, input: SET })],
    [
      "saveLoadLog",
      "load-management-locked",
      (u: string) => saveLoadLog({ userId: u, input: DAY }),
    ],
    [
      "changeProgramRegions",
      "multiple-programs-locked",
      (u: string) => changeProgramRegions({ userId: u, regions: REGIONS }),
    ],
  ] as const;
  for (const email of ["free@demo.wristwise.app", "core@demo.wristwise.app"])
    for (const [name, code, call] of LOCKED)
      it(`${name} for ${email.split("@")[0]} throws ${code} and writes nothing`, async () => {
        const userId = await idOf(email);
        const before = await snapshot();
        await expect(call(userId)).rejects.toMatchObject({
          code,
          message: ERROR_MESSAGES[code],
        });
        expect(await snapshot()).toEqual(before);
      });
});

describe("another person's ids are refused as not found", () => {
  it("updateExerciseLog and deleteExerciseLog leave the owner's log as it was", async () => {
    const { logId } = await logExerciseSet({ userId: owner, input: SET, now: NOW });
    const other = await idOf("monthly@demo.wristwise.app");
    const before = await snapshot();
    await expect(
      updateExerciseLog({
        userId: other,
        id: logId,
        input: { reps: 1, weightLbs: 1, restBreaks: 0, pain: 9 },
      }),
    ).rejects.toMatchObject({ code: "exercise-log-not-found" });
    await expect(deleteExerciseLog({ userId: other, id: logId })).rejects.toMatchObject({
      code: "exercise-log-not-found",
    });
    expect(await snapshot()).toEqual(before);
    const [row] = await getDb().select().from(exerciseLogs).where(eq(exerciseLogs.id, logId));
    expect(row).toMatchObject({ userId: owner, reps: 12, pain: 3 });
  });

  it("deleteLoadLog leaves the owner's day as it was", async () => {
    const { id } = await saveLoadLog({ userId: owner, input: DAY });
    const other = await idOf("monthly@demo.wristwise.app");
    const before = await snapshot();
    await expect(deleteLoadLog({ userId: other, id })).rejects.toMatchObject({
      code: "load-log-not-found",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("a free person cannot delete a paying person's log either: the plan check comes first", async () => {
    const { logId } = await logExerciseSet({ userId: owner, input: SET, now: NOW });
    const free = await idOf("free@demo.wristwise.app");
    await expect(deleteExerciseLog({ userId: free, id: logId })).rejects.toMatchObject({
      code: "tracking-locked",
    });
    const rows = await getDb().select().from(exerciseLogs).where(eq(exerciseLogs.id, logId));
    expect(rows).toHaveLength(1);
  });
});
