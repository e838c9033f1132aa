"use server";

import { headers } from "next/headers";
import type { z } from "zod";
import { isStepReachable, type TStepFlags } from "@/domain/assessment/steps";
import type { TTrackEvent } from "@/lib/analytics/events";
import {
  fieldErrorsOf,
  ZEnduranceFinal,
  ZEndurancePartial,
  ZMedicalClearance,
  ZMedicalScreen,
  ZMobility,
  ZNerveMobility,
  ZNerveSymptoms,
  ZOutcomeMeasure,
  ZPainRegions,
  ZUserDetails,
} from "@/lib/schemas/assessment";
import { getCurrentAccess } from "@/server/access/get-current-access";
import {
  AssessmentSaveError,
  saveAssessmentStep,
  type TStepSave,
} from "@/server/assessment/save-assessment-step";
import { logger } from "@/server/logger";

export type TStepActionResult =
  | { ok: true; next: string; events: TTrackEvent[] }
  | { ok: false; fieldErrors?: Record<string, string>; formError?: string };

export type TStepRequest =
  | { step: Exclude<TStepSave["step"], "/endurance-test" | "/medical-screen/clearance"> }
  | { step: "/endurance-test"; final: boolean }
  | { step: "/medical-screen/clearance" };

const SCHEMAS = {
  "/user-details": ZUserDetails,
  "/medical-screen": ZMedicalScreen,
  "/medical-screen/clearance": ZMedicalClearance,
  "/outcome-measure": ZOutcomeMeasure,
  "/pain-region": ZPainRegions,
  "/nerve-symptoms": ZNerveSymptoms,
  "/mobility-test": ZMobility,
  "/nerve-mobility-test": ZNerveMobility,
} satisfies Record<Exclude<TStepSave["step"], "/endurance-test">, z.ZodType>;

const SAVE_FAILED =
  "We couldn't save your answers just now. They are still here; please try again in a moment.";

/**
 * Saves one assessment step for the signed-in person. The payload is checked against the step's
 * schema again here (the form checked it too); invalid input changes nothing.
 */
export async function saveAssessmentStepAction(
  request: TStepRequest,
  payload: unknown,
): Promise<TStepActionResult> {
  const access = await getCurrentAccess();
  if (!access?.profile)
    return { ok: false, formError: "Your session has ended. Please sign in again to continue." };

  const schema =
    request.step === "/endurance-test"
      ? request.final
        ? ZEnduranceFinal
        : ZEndurancePartial
      : SCHEMAS[request.step];
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };

  const path = request.step === "/medical-screen/clearance" ? "/medical-screen" : request.step;
  const flags = access.route.flags as TStepFlags;
  if (!isStepReachable(path, flags))
    return { ok: false, formError: "Please finish the earlier steps first." };

  const save = { ...request, input: parsed.data } as TStepSave;
  try {
    const result = await saveAssessmentStep({
      userId: access.session.user.id,
      save,
      headers: await headers(),
    });
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof AssessmentSaveError) return { ok: false, formError: error.message };
    logger.error({ err: error, step: request.step }, "assessment step save failed");
    return { ok: false, formError: SAVE_FAILED };
  }
}
