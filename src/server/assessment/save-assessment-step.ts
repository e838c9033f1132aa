import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { BODY_AREAS } from "@/domain/assessment/body-areas";
import {
  ENDURANCE_KEYS,
  ENDURANCE_SUMMARY_FIELDS,
  thirtyRmOf,
} from "@/domain/assessment/endurance";
import { functionalLimitationOf } from "@/domain/assessment/mobility";
import type { TAssessmentData } from "@/domain/assessment/record";
import { redFlagLevelOf } from "@/domain/assessment/red-flags";
import { MEDICAL_SCREEN_PATH } from "@/domain/assessment/route-decision";
import { ASSESSMENT_STEPS } from "@/domain/assessment/steps";
import type { TEnduranceTest, TThirtyRM } from "@/domain/assessment/types";
import type { TTrackEvent } from "@/lib/analytics/events";
import { AppError } from "@/lib/errors";
import { ASSESSMENT_RESULTS_PATH } from "@/lib/routes";
import type {
  TEndurancePartial,
  TMedicalScreen,
  TMobility,
  TNerveMobility,
  TNerveSymptoms,
  TOutcomeMeasure,
  TPainRegions,
  TUserDetails,
} from "@/lib/schemas/assessment";
import { toLbs } from "@/lib/units";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { medicalScreenings, profile, user } from "../db/schema";
import { createOnboardingNotifications } from "../notifications/notifications";
import { insertOutcomeMeasure } from "./insert-outcome-measure";

/** One step's validated answers. Parse with the step's schema from lib/schemas/assessment first. */
export type TStepSave =
  | { step: "/user-details"; input: TUserDetails }
  | { step: "/medical-screen"; input: TMedicalScreen }
  | { step: "/medical-screen/clearance" }
  | { step: "/outcome-measure"; input: TOutcomeMeasure }
  | { step: "/pain-region"; input: TPainRegions }
  | { step: "/nerve-symptoms"; input: TNerveSymptoms }
  | { step: "/mobility-test"; input: TMobility }
  | { step: "/endurance-test"; input: TEndurancePartial; final: boolean }
  | { step: "/nerve-mobility-test"; input: TNerveMobility };

export type TStepSaveResult = { next: string; events: TTrackEvent[] };

type TProfilePatch = Partial<typeof profile.$inferInsert>;

function nextStepAfter(path: string): string {
  const index = ASSESSMENT_STEPS.findIndex((s) => s.path === path);
  return ASSESSMENT_STEPS[index + 1]?.path ?? ASSESSMENT_RESULTS_PATH;
}

/**
 * Saves one assessment step for `userId`: the step's fields, its completed flag and an audit row,
 * all in one transaction, so a failure changes nothing. Returns where the person goes next and
 * the tracking events the save earned.
 */
export async function saveAssessmentStep(options: {
  userId: string;
  save: TStepSave;
  headers?: Headers;
  now?: Date;
}): Promise<TStepSaveResult> {
  const { userId, save } = options;
  const now = options.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const [current] = await tx
      .select({
        data: profile.assessmentData,
        userDetailsCompleted: profile.userDetailsCompleted,
        assessmentCompleted: profile.assessmentCompleted,
      })
      .from(profile)
      .where(eq(profile.userId, userId))
      .for("update");
    if (!current) throw new AppError("profile-not-found");

    let patch: TProfilePatch;
    let data: TAssessmentData = {};
    let next = nextStepAfter(save.step);
    const events: TTrackEvent[] = [];

    switch (save.step) {
      case "/user-details": {
        const { name, ...details } = save.input;
        await tx.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
        data = { userDetails: details };
        patch = {
          userDetailsCompleted: true,
          bodyWeightLbs: toLbs(details.bodyWeight, details.weightUnit),
          weightUnit: details.weightUnit,
        };
        if (!current.userDetailsCompleted) events.push("AssessmentStarted");
        break;
      }
      case "/medical-screen": {
        const { answers } = save.input;
        const level = redFlagLevelOf(answers);
        data = {
          medicalScreen: { answers, level, answeredAt: now.toISOString(), clearance: null },
        };
        // Every screening is kept: a later "no" never rewrites an earlier "yes" (issue #14).
        await tx.insert(medicalScreenings).values({
          userId,
          answers,
          level,
          source: current.assessmentCompleted ? "recheck" : "assessment",
          answeredAt: now,
        });
        if (current.assessmentCompleted) {
          // A re-check: the assessment stays done; a "yes" pauses the program (isSafetyPaused)
          // and its advice page comes next, a "no" to everything goes back to the dashboard.
          patch = {};
          next = level === null ? "/dashboard" : MEDICAL_SCREEN_PATH;
        } else {
          // Any "yes" stops here until the person confirms a clinician has cleared them.
          patch = { medicalScreeningCompleted: level === null };
          if (level !== null) next = MEDICAL_SCREEN_PATH;
        }
        break;
      }
      case "/medical-screen/clearance": {
        const screen = current.data.medicalScreen;
        if (!screen?.level) throw new AppError("no-screening-to-clear");
        next = current.assessmentCompleted ? "/dashboard" : nextStepAfter("/medical-screen");
        // Already cleared (a second tab, a replayed request): nothing changes.
        if (screen.clearance) return { next, events };
        data = {
          medicalScreen: {
            ...screen,
            clearance: { confirmedAt: now.toISOString(), level: screen.level },
          },
        };
        const [latest] = await tx
          .select({ id: medicalScreenings.id })
          .from(medicalScreenings)
          .where(eq(medicalScreenings.userId, userId))
          .orderBy(desc(medicalScreenings.answeredAt))
          .limit(1);
        if (latest)
          await tx
            .update(medicalScreenings)
            .set({ clearedAt: now })
            .where(and(eq(medicalScreenings.id, latest.id), isNull(medicalScreenings.clearedAt)));
        patch = { medicalScreeningCompleted: true };
        break;
      }
      case "/outcome-measure": {
        const { score } = await insertOutcomeMeasure(tx, { userId, input: save.input, now });
        patch = { outcomeMeasureCompleted: true, latestQuickDashScore: score };
        break;
      }
      case "/pain-region": {
        // Stored in the spec's area order, whatever order they were tapped in.
        const regions = [...save.input.regions].sort(
          (a, b) => BODY_AREAS.indexOf(a.area) - BODY_AREAS.indexOf(b.area),
        );
        data = { painRegions: regions };
        patch = { painRegionsCompleted: true };
        break;
      }
      case "/nerve-symptoms":
        patch = { nerveSymptomsCompleted: true, nerveSymptoms: save.input };
        break;
      case "/mobility-test":
        patch = {
          mobilityTestCompleted: true,
          limitations: {
            ratings: save.input.ratings,
            functional: functionalLimitationOf(save.input.ratings) ?? undefined,
          },
        };
        break;
      case "/endurance-test": {
        const enduranceTest: TEnduranceTest = { weightsLbs: {} };
        const thirtyRM: TThirtyRM = {};
        patch = { enduranceTestDate: now, enduranceTestCompleted: save.final };
        for (const key of ENDURANCE_KEYS) {
          const result = save.input.results[key];
          enduranceTest[key] = result?.seconds;
          const weightLbs = result && "weightLbs" in result ? result.weightLbs : undefined;
          if (enduranceTest.weightsLbs) enduranceTest.weightsLbs[key] = weightLbs;
          thirtyRM[key] = result ? thirtyRmOf(result.seconds, weightLbs) : undefined;
          patch[ENDURANCE_SUMMARY_FIELDS[key]] = result?.seconds ?? null;
        }
        patch.enduranceTest = enduranceTest;
        patch.thirtyRM = thirtyRM;
        // Saved for later: the person stays on the step, and free users are held there (spec 4).
        if (!save.final) next = "/endurance-test";
        break;
      }
      case "/nerve-mobility-test":
        data = { nerveMobility: save.input.responses };
        patch = {
          nerveMobilityTestCompleted: true,
          assessmentCompleted: true,
          assessmentCompletedAt: now,
        };
        if (!current.assessmentCompleted) {
          events.push("AssessmentCompleted");
          // Onboarding's four notifications (spec 4); a failure never blocks the save.
          await createOnboardingNotifications(userId, tx, now);
        }
        break;
    }

    // Merged in SQL, so answers saved by other steps are never overwritten.
    const mergeData =
      Object.keys(data).length > 0
        ? { assessmentData: sql`${profile.assessmentData} || ${JSON.stringify(data)}::jsonb` }
        : {};
    await tx
      .update(profile)
      .set({ ...patch, ...mergeData })
      .where(eq(profile.userId, userId));
    await writeAuditLog(
      {
        action:
          save.step === "/medical-screen/clearance"
            ? "medical_clearance_confirmed"
            : save.step === "/medical-screen" && current.assessmentCompleted
              ? "medical_screen_rechecked"
              : "assessment_step_saved",
        userId,
        resourceType: "assessment",
        resourceId: save.step,
        headers: options.headers,
        at: now,
      },
      tx,
    );
    return { next, events };
  });
}
