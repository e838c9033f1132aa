import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { NO_RED_FLAG_ANSWERS, type TRedFlagId } from "@/domain/assessment/red-flags";
import { AppError } from "@/lib/errors";
import type { TNerveSymptoms } from "@/lib/schemas/assessment";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getAccessFacts } from "../access/get-access-facts";
import { getDb } from "../db/client";
import { auditLog, medicalScreenings, outcomeMeasures, profile, user } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { getAssessment } from "./get-assessment";
import { saveAssessmentStep, type TStepSave } from "./save-assessment-step";

const NOW = new Date("2026-11-22T10:00:00.000Z");
let userId: string;

beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts(NOW);
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "new@demo.wristwise.app"));
  if (!row) throw new Error("seed");
  userId = row.id;
});

const save = (s: TStepSave) =>
  saveAssessmentStep({ userId, save: s, headers: requestHeaders(), now: NOW });

async function profileRow() {
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
  if (!row) throw new Error("no profile");
  return row;
}

async function auditActions() {
  const rows = await getDb()
    .select({ action: auditLog.action, resourceId: auditLog.resourceId })
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.resourceType, "assessment")));
  return rows;
}

const userDetails = {
  name: "Nia Newton",
  ageRange: "25-34",
  dominantHand: "right",
  affectedSide: "both",
  bodyWeight: 70,
  weightUnit: "kg",
  onset: "gradual",
  duration: "3-to-12-months",
  hours: { keyboardMouse: 8, gaming: 2, instrument: 0, sport: 1, manualWork: 0 },
} as const;

describe("/user-details", () => {
  it("stores the name, body weight in lbs, unit and answers, sets the flag, and audits", async () => {
    const result = await save({ step: "/user-details", input: userDetails });
    expect(result).toEqual({ next: "/medical-screen", events: ["AssessmentStarted"] });
    const row = await profileRow();
    expect(row).toMatchObject({
      userDetailsCompleted: true,
      bodyWeightLbs: 154.3, // 70 kg
      weightUnit: "kg",
    });
    expect(row.assessmentData.userDetails).toEqual({ ...userDetails, name: undefined });
    const [named] = await getDb().select().from(user).where(eq(user.id, userId));
    expect(named?.name).toBe("Nia Newton");
    expect(await auditActions()).toEqual([
      { action: "assessment_step_saved", resourceId: "/user-details" },
    ]);
  });

  it("sends AssessmentStarted only the first time", async () => {
    await save({ step: "/user-details", input: userDetails });
    const again = await save({ step: "/user-details", input: { ...userDetails, bodyWeight: 72 } });
    expect(again.events).toEqual([]);
  });
});

describe("/medical-screen", () => {
  it("all no: the step is done and the person moves on", async () => {
    const result = await save({ step: "/medical-screen", input: { answers: NO_RED_FLAG_ANSWERS } });
    expect(result.next).toBe("/outcome-measure");
    const row = await profileRow();
    expect(row.medicalScreeningCompleted).toBe(true);
    expect(row.assessmentData.medicalScreen).toMatchObject({ level: null, clearance: null });
  });

  it("a yes holds the person on the screen until they confirm clearance, which is recorded", async () => {
    const held = await save({
      step: "/medical-screen",
      input: { answers: { ...NO_RED_FLAG_ANSWERS, lump: true, fracture: true } },
    });
    expect(held.next).toBe("/medical-screen");
    expect((await profileRow()).medicalScreeningCompleted).toBe(false);
    expect((await profileRow()).assessmentData.medicalScreen?.level).toBe("emergency");

    const cleared = await save({ step: "/medical-screen/clearance" });
    expect(cleared.next).toBe("/outcome-measure");
    const row = await profileRow();
    expect(row.medicalScreeningCompleted).toBe(true);
    expect(row.assessmentData.medicalScreen?.clearance).toEqual({
      confirmedAt: NOW.toISOString(),
      level: "emergency",
    });
    expect(await auditActions()).toContainEqual({
      action: "medical_clearance_confirmed",
      resourceId: "/medical-screen/clearance",
    });
  });

  it("refuses a clearance when nothing needs one, and changes nothing", async () => {
    await save({ step: "/medical-screen", input: { answers: NO_RED_FLAG_ANSWERS } });
    const before = await profileRow();
    await expect(save({ step: "/medical-screen/clearance" })).rejects.toThrow(AppError);
    expect((await profileRow()).assessmentData).toEqual(before.assessmentData);
    expect(await auditActions()).toHaveLength(1);
  });
});

async function screenings(id = userId) {
  return getDb()
    .select()
    .from(medicalScreenings)
    .where(eq(medicalScreenings.userId, id))
    .orderBy(medicalScreenings.answeredAt);
}

describe("safety screen history and the pause after the assessment (issue #14)", () => {
  const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  let annualId: string;
  beforeEach(async () => {
    const [row] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, "annual@demo.wristwise.app"));
    if (!row) throw new Error("seed");
    annualId = row.id;
  });
  const recheck = (answers: Record<TRedFlagId, boolean>, minutes: number, id = annualId) =>
    saveAssessmentStep({
      userId: id,
      save: { step: "/medical-screen", input: { answers } },
      headers: requestHeaders(),
      now: later(minutes),
    });

  it("keeps every screening during the assessment: a yes changed to a no is still on record", async () => {
    await save({
      step: "/medical-screen",
      input: { answers: { ...NO_RED_FLAG_ANSWERS, lump: true } },
    });
    await saveAssessmentStep({
      userId,
      save: { step: "/medical-screen", input: { answers: NO_RED_FLAG_ANSWERS } },
      now: later(5),
    });
    const rows = await screenings();
    expect(rows.map((r) => [r.level, r.source, r.answers.lump, r.clearedAt])).toEqual([
      ["nerve", "assessment", true, null],
      [null, "assessment", false, null],
    ]);
    expect((await profileRow()).medicalScreeningCompleted).toBe(true);
  });

  it("a yes after the assessment pauses a subscribed person's program, and a no to everything lifts it", async () => {
    expect((await getAccessFacts(annualId, NOW)).route).toMatchObject({
      subscribed: true,
      completion: "complete",
      safetyPaused: false,
    });
    const flagged = await recheck({ ...NO_RED_FLAG_ANSWERS, rapidWorsening: true }, 1);
    expect(flagged.next).toBe("/medical-screen");
    const paused = await getAccessFacts(annualId, later(2));
    // The assessment stays done: only the pause changes.
    expect(paused.route).toMatchObject({ completion: "complete", safetyPaused: true });
    expect(paused.profile?.assessmentCompleted).toBe(true);

    const clear = await recheck(NO_RED_FLAG_ANSWERS, 3);
    expect(clear.next).toBe("/dashboard");
    expect((await getAccessFacts(annualId, later(4))).route.safetyPaused).toBe(false);
    const rows = await screenings(annualId);
    expect(
      rows.filter((r) => r.source === "recheck").map((r) => [r.level, r.answers.rapidWorsening]),
    ).toEqual([
      ["urgent", true],
      [null, false],
    ]);
    const audits = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.userId, annualId), eq(auditLog.action, "medical_screen_rechecked")));
    expect(audits).toHaveLength(2);
  });

  it("confirming clearance lifts the pause, stamps the screening it cleared, and a replay changes nothing", async () => {
    await recheck({ ...NO_RED_FLAG_ANSWERS, fracture: true }, 1);
    const cleared = await saveAssessmentStep({
      userId: annualId,
      save: { step: "/medical-screen/clearance" },
      now: later(60),
    });
    expect(cleared.next).toBe("/dashboard");
    expect((await getAccessFacts(annualId, later(61))).route.safetyPaused).toBe(false);
    const latest = (await screenings(annualId)).at(-1);
    expect(latest).toMatchObject({ level: "emergency", source: "recheck", clearedAt: later(60) });

    const replay = await saveAssessmentStep({
      userId: annualId,
      save: { step: "/medical-screen/clearance" },
      now: later(120),
    });
    expect(replay.next).toBe("/dashboard");
    expect((await screenings(annualId)).at(-1)?.clearedAt).toEqual(later(60));
    const [row] = await getDb().select().from(profile).where(eq(profile.userId, annualId));
    expect(row?.assessmentData.medicalScreen?.clearance?.confirmedAt).toBe(later(60).toISOString());
  });

  it("a new yes after a clearance pauses again; the cleared screening keeps its clearance", async () => {
    await recheck({ ...NO_RED_FLAG_ANSWERS, lump: true }, 1);
    await saveAssessmentStep({
      userId: annualId,
      save: { step: "/medical-screen/clearance" },
      now: later(2),
    });
    await recheck({ ...NO_RED_FLAG_ANSWERS, thumbWasting: true }, 3);
    expect((await getAccessFacts(annualId, later(4))).route.safetyPaused).toBe(true);
    const rows = (await screenings(annualId)).filter((r) => r.source === "recheck");
    expect(rows.map((r) => [r.level, r.clearedAt])).toEqual([
      ["nerve", later(2)],
      ["nerve", null],
    ]);
  });
});

describe("/outcome-measure", () => {
  it("stores an outcomeMeasures entry and latestQuickDashScore", async () => {
    const answers = [3, 3, 2, 3, 2, 3, 2, 3, 2, 3, 2] as const;
    await save({
      step: "/outcome-measure",
      input: { answers: [...answers], work: [2, 2, 3, 3] },
    });
    const row = await profileRow();
    expect(row).toMatchObject({ outcomeMeasureCompleted: true, latestQuickDashScore: 38.64 });
    const entries = await getDb()
      .select()
      .from(outcomeMeasures)
      .where(eq(outcomeMeasures.userId, userId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      instrument: "quickdash",
      score: 38.64,
      workModuleScore: 37.5,
      answers: { items: [...answers], work: [2, 2, 3, 3] },
    });
  });

  it("with 9 of 11 answered there is no score, but the answers are kept", async () => {
    await save({
      step: "/outcome-measure",
      input: { answers: [3, 3, 3, 3, 3, 3, 3, 3, 3, null, null], work: null },
    });
    expect((await profileRow()).latestQuickDashScore).toBeNull();
    const record = await getAssessment({ userId });
    expect(record?.outcome).toMatchObject({
      score: null,
      answers: [3, 3, 3, 3, 3, 3, 3, 3, 3, null, null],
      work: null,
    });
  });
});

describe("/pain-region, /nerve-symptoms, /mobility-test", () => {
  it("stores regions in the spec's order and keeps answers from earlier steps", async () => {
    await save({ step: "/user-details", input: userDetails });
    await save({
      step: "/pain-region",
      input: {
        regions: [
          { area: "Pinky-Flexors", intensity: 2 },
          { area: "Fingers", intensity: 6 },
        ],
      },
    });
    const row = await profileRow();
    expect(row.painRegionsCompleted).toBe(true);
    expect(row.assessmentData.painRegions).toEqual([
      { area: "Fingers", intensity: 6 },
      { area: "Pinky-Flexors", intensity: 2 },
    ]);
    expect(row.assessmentData.userDetails?.ageRange).toBe("25-34");
  });

  it("stores nerveSymptoms", async () => {
    const input: TNerveSymptoms = {
      present: true,
      locations: ["ringLittle"],
      atNight: "most-nights",
      triggers: ["bentElbow"],
    };
    await save({ step: "/nerve-symptoms", input });
    expect(await profileRow()).toMatchObject({
      nerveSymptomsCompleted: true,
      nerveSymptoms: input,
    });
  });

  it("stores limitations with the functional limitation", async () => {
    const ratings = {
      wristFlexionExtension: "painful",
      radialUlnarDeviation: "limited",
      forearmRotation: "full",
      fingerThumbMovement: "full",
    } as const;
    await save({ step: "/mobility-test", input: { ratings } });
    expect(await profileRow()).toMatchObject({
      mobilityTestCompleted: true,
      limitations: { ratings, functional: 38 },
    });
  });
});

describe("/endurance-test", () => {
  const some = {
    wristFlexorsTest: { weightLbs: 4, seconds: 90 },
    wristExtensorsTest: null,
    thumbFlexorsTest: null,
    thumbExtensorsTest: null,
  } as const;

  it("saving part of it stores seconds, thirtyRM and the date, and is the intermediate state", async () => {
    const result = await save({ step: "/endurance-test", input: { results: some }, final: false });
    expect(result.next).toBe("/endurance-test");
    const row = await profileRow();
    expect(row).toMatchObject({
      enduranceTestCompleted: false,
      enduranceTestDate: NOW,
      wristFlexorEndurance: 90,
      wristExtensorEndurance: null,
      enduranceTest: { wristFlexorsTest: 90, weightsLbs: { wristFlexorsTest: 4 } },
      thirtyRM: { wristFlexorsTest: 6 },
    });
    expect((await getAccessFacts(userId)).route.completion).toBe("intermediate");
  });

  it("finishing all four sets the flag and every field", async () => {
    const results = {
      wristFlexorsTest: { weightLbs: 4, seconds: 90 },
      wristExtensorsTest: { weightLbs: 3, seconds: 75 },
      thumbFlexorsTest: { seconds: 120 },
      thumbExtensorsTest: { seconds: 0 },
    } as const;
    const result = await save({ step: "/endurance-test", input: { results }, final: true });
    expect(result.next).toBe("/nerve-mobility-test");
    expect(await profileRow()).toMatchObject({
      enduranceTestCompleted: true,
      wristFlexorEndurance: 90,
      wristExtensorEndurance: 75,
      thumbFlexorEndurance: 120,
      thumbExtensorEndurance: 0,
      thirtyRM: {
        wristFlexorsTest: 6,
        wristExtensorsTest: 3.8,
        thumbFlexorsTest: 8, // a band counts as the default weight level, 4 lbs
        thumbExtensorsTest: 0,
      },
    });
  });
});

describe("/nerve-mobility-test", () => {
  it("completes the assessment once, and sends AssessmentCompleted the first time only", async () => {
    const input = { responses: { median: "mild", ulnar: "none", radial: "skipped" } } as const;
    const first = await save({ step: "/nerve-mobility-test", input });
    expect(first).toEqual({ next: "/assessment-results", events: ["AssessmentCompleted"] });
    expect(await profileRow()).toMatchObject({
      nerveMobilityTestCompleted: true,
      assessmentCompleted: true,
      assessmentCompletedAt: NOW,
    });
    expect((await save({ step: "/nerve-mobility-test", input })).events).toEqual([]);
  });
});

describe("getAssessment", () => {
  it("audits every read of the assessment", async () => {
    await getAssessment({ userId, headers: requestHeaders({ ip: "198.51.100.7" }) });
    const [row] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.action, "assessment_read")));
    expect(row).toMatchObject({ resourceType: "assessment", patientId: userId });
    expect(row?.details.ipAddress).toBe("198.51.100.7");
  });

  it("returns null, and audits nothing, for a person with no profile", async () => {
    expect(await getAssessment({ userId: "nobody" })).toBeNull();
  });
});

it("a step for someone with no profile fails, writing nothing", async () => {
  await expect(
    saveAssessmentStep({
      userId: "nobody",
      save: {
        step: "/mobility-test",
        input: {
          ratings: {
            wristFlexionExtension: "full",
            radialUlnarDeviation: "full",
            forearmRotation: "full",
            fingerThumbMovement: "full",
          },
        },
      },
    }),
  ).rejects.toThrow("Your profile could not be found");
  expect(await getDb().select().from(auditLog).where(eq(auditLog.userId, "nobody"))).toEqual([]);
});
