import { LOAD_ACTIVITIES } from "@/domain/assessment/vocabulary";
import type { TProgramInput } from "@/domain/program/generate-program";
import type { TAssessmentRecord } from "../assessment/get-assessment";

/** The program engine's input, read from a person's saved assessment. */
export function programInputOf(record: TAssessmentRecord): TProgramInput {
  const details = record.data.userDetails;
  const nerve = record.nerveSymptoms;
  const { weightsLbs: _weights, ...seconds } = record.enduranceTest ?? {};
  return {
    painRegions: record.data.painRegions ?? [],
    onset: details?.onset,
    duration: details?.duration,
    dailyHandHours: details
      ? LOAD_ACTIVITIES.filter((a) => a !== "sport").reduce((sum, a) => sum + details.hours[a], 0)
      : 0,
    nerveSymptoms: nerve?.present ? { locations: nerve.locations, atNight: nerve.atNight } : null,
    nerveMobility: record.data.nerveMobility ?? null,
    mobilityRatings: record.limitations?.ratings ?? null,
    enduranceSeconds: seconds,
    thirtyRM: record.thirtyRM,
    bodyWeightLbs: record.bodyWeightLbs,
  };
}
