import type { TBodyArea } from "@/domain/assessment/body-areas";
import type { TProgramInput } from "@/domain/program/generate-program";

/**
 * The sample answers behind the public program previews: one painful area at 4/10 that came on
 * gradually, a stiff wrist bend, average endurance, 150 lbs and a 7-hour desk day.
 */
export function sampleProgramInput(area: TBodyArea): TProgramInput {
  return {
    painRegions: [{ area, intensity: 4 }],
    onset: "gradual",
    duration: "3-to-12-months",
    dailyHandHours: 7,
    nerveSymptoms: null,
    nerveMobility: { median: "none", ulnar: "none", radial: "none" },
    mobilityRatings: {
      wristFlexionExtension: "limited",
      radialUlnarDeviation: "full",
      forearmRotation: "full",
      fingerThumbMovement: "full",
    },
    enduranceSeconds: {
      wristFlexorsTest: 75,
      wristExtensorsTest: 60,
      thumbFlexorsTest: 70,
      thumbExtensorsTest: 60,
    },
    thirtyRM: {
      wristFlexorsTest: 5,
      wristExtensorsTest: 4,
      thumbFlexorsTest: 4.7,
      thumbExtensorsTest: 4,
    },
    bodyWeightLbs: 150,
  };
}
