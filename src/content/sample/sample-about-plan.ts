// The public /preview/about-plan's sample: Sam from the dashboard preview, with the back of the
// hand and wrist at 4/10 (their program's area), the thumb side of the back of the wrist at 3/10
// and tingling on the back of the thumb side while typing, so the page shows two regions and a
// nerve. Run through the same program engine and model as a real assessment. Always labelled.
import { aboutPlanModelOf, type TAboutPlanModel } from "@/domain/program/about-plan-model";
import { generateProgram, type TProgramInput } from "@/domain/program/generate-program";
import type { TNerveSymptoms } from "@/lib/schemas/assessment";
import { sampleProgramInput } from "./program-input";
import { SAMPLE_AREA } from "./sample-dashboard";

const SAMPLE_PAIN_REGIONS: TProgramInput["painRegions"] = [
  { area: SAMPLE_AREA, intensity: 4 },
  { area: "Thumb-Extensors", intensity: 3 },
];

const SAMPLE_NERVE_SYMPTOMS: Extract<TNerveSymptoms, { present: true }> = {
  present: true,
  locations: ["backThumbSide"],
  atNight: "never",
  triggers: ["typing"],
};

export function sampleAboutPlanOf(): TAboutPlanModel {
  const program = generateProgram({
    ...sampleProgramInput(SAMPLE_AREA),
    painRegions: SAMPLE_PAIN_REGIONS,
    nerveSymptoms: SAMPLE_NERVE_SYMPTOMS,
  });
  return aboutPlanModelOf({
    painRegions: SAMPLE_PAIN_REGIONS,
    nerveSymptoms: SAMPLE_NERVE_SYMPTOMS,
    program,
  });
}
