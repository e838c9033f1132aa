"use server";

import { z } from "zod";
import { isStepReachable } from "@/domain/assessment/steps";
import type { TActionResult } from "@/lib/action-result";
import { AppError } from "@/lib/errors";
import {
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
import { defineAction } from "@/server/action";
import {
  saveAssessmentStep,
  type TStepSave,
  type TStepSaveResult,
} from "@/server/assessment/save-assessment-step";

/** Each step's answers schema; the endurance test's depends on whether it is the final save. */
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

const ZStepRequest = z.union([
  z.object({ step: z.enum(Object.keys(SCHEMAS) as [keyof typeof SCHEMAS]) }),
  z.object({ step: z.literal("/endurance-test"), final: z.boolean() }),
]);
export type TStepRequest = z.infer<typeof ZStepRequest>;

const saveStep = defineAction({
  name: "save-assessment-step",
  input: z.object({ request: ZStepRequest, payload: z.unknown() }),
  needsProfile: true,
  handler: ({ request, payload }, { userId, access, headers }) => {
    // Each step needs the ones before it (spec 4); the pages' gating is only navigation.
    const path = request.step === "/medical-screen/clearance" ? "/medical-screen" : request.step;
    if (!isStepReachable(path, access.route.flags))
      throw new AppError("assessment-step-not-reachable");
    const schema =
      request.step === "/endurance-test"
        ? "final" in request && request.final
          ? ZEnduranceFinal
          : ZEndurancePartial
        : SCHEMAS[request.step];
    // A ZodError here becomes the answers' field errors; nothing is saved.
    const input = schema.parse(payload);
    const save = { ...request, input } as TStepSave;
    return saveAssessmentStep({ userId, save, headers });
  },
});

/**
 * Saves one assessment step for the signed-in person. The answers are checked against the step's
 * schema again here (the form checked them too); invalid input changes nothing.
 */
export async function saveAssessmentStepAction(
  request: TStepRequest,
  payload: unknown,
): Promise<TActionResult<TStepSaveResult>> {
  return saveStep({ request, payload });
}
