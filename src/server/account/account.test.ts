import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getAssessment } from "../assessment/get-assessment";
import { getDb } from "../db/client";
import {
  auditLog,
  exerciseLogs,
  exercisePrescriptions,
  loadLogs,
  outcomeMeasures,
  profile,
  purchases,
  session,
  user,
} from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { getCurrentProgram } from "../program/get-current-program";
import { logExerciseSet } from "../program/log-exercise-set";
import { deleteAccount } from "./delete-account";
import { exportUserData } from "./export-user-data";
import { updateWeightUnit } from "./update-weight-unit";

let userId: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "annual@demo.wristwise.app"));
  if (!row) throw new Error("seed");
  userId = row.id;
  const record = await getAssessment({ userId });
  if (record) await getCurrentProgram({ userId, record });
  await logExerciseSet({
    userId,
    input: {
      slug: "wrist-extension-curl",
      reps: 15,
      weightLbs: 2,
      restBreaks: 0,
      pain: 2,
      morningSettled: true,
    },
  });
  await getDb().insert(loadLogs).values({
    userId,
    day: "2026-11-20",
    keyboardHours: 7,
    gamingHours: 1.5,
    otherHandHours: 0,
    breaks: 4,
    morningPain: 2,
    eveningPain: 4,
    stiffness: "under-15-min",
  });
});

it("exports every kind of data held, without secrets, and audits the export", async () => {
  await getDb()
    .update(profile)
    .set({ discordAccessToken: "secret-token" })
    .where(eq(profile.userId, userId));
  const data = await exportUserData({ userId });
  expect(data?.user.email).toBe("annual@demo.wristwise.app");
  expect(data?.signInMethods).toEqual(["credential"]);
  expect(data?.profile).toMatchObject({ assessmentCompleted: true, latestQuickDashScore: 38.64 });
  expect(data?.profile).not.toHaveProperty("discordAccessToken");
  expect(JSON.stringify(data)).not.toContain("secret-token");
  expect(data?.outcomeMeasures).toHaveLength(1);
  expect(data?.exercisePrescriptions).toHaveLength(1);
  expect(data?.exerciseLogs).toEqual([
    expect.objectContaining({ slug: "wrist-extension-curl", pain: 2 }),
  ]);
  expect(data?.loadLogs).toEqual([
    expect.objectContaining({ day: "2026-11-20", keyboardHours: 7, eveningPain: 4 }),
  ]);
  expect(data?.subscriptions).toHaveLength(1);
  const audit = await getDb().select().from(auditLog).where(eq(auditLog.action, "data_exported"));
  expect(audit).toHaveLength(1);
});

it("deleting an account removes the person and their health data, keeping the audit trail", async () => {
  await deleteAccount({ userId });
  for (const table of [
    profile,
    outcomeMeasures,
    exercisePrescriptions,
    exerciseLogs,
    loadLogs,
    session,
  ])
    expect(await getDb().select().from(table).where(eq(table.userId, userId))).toEqual([]);
  expect(await getDb().select().from(user).where(eq(user.id, userId))).toEqual([]);
  const audit = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.userId, userId));
  expect(audit.map((a) => a.action)).toEqual(
    expect.arrayContaining(["exercise_logged", "program_generated", "account_deleted"]),
  );
  // Purchase records stay for tax law, no longer linked to the person.
  const kept = await getDb().select().from(purchases).where(eq(purchases.productId, "annual"));
  expect(kept).toEqual([expect.objectContaining({ userId: null, status: "completed" })]);
  await expect(deleteAccount({ userId })).rejects.toThrow("Your account could not be found");
});

it("stores the weight unit and audits the change (#12 finding 9)", async () => {
  await updateWeightUnit(userId, "kg");
  expect((await getAssessment({ userId }))?.weightUnit).toBe("kg");
  const rows = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, "weight_unit_changed")));
  expect(rows).toHaveLength(1);
});
