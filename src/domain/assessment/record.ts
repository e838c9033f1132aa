// What the assessment stores beyond the spec's named profile fields (profile.assessmentData).
import type {
  TNerveMobility,
  TOutcomeMeasure,
  TPainRegions,
  TUserDetails,
} from "@/lib/schemas/assessment";
import type { TRedFlagId, TRedFlagLevel } from "./red-flags";

export type TStoredUserDetails = Omit<TUserDetails, "name">;

export type TStoredMedicalScreen = {
  answers: Record<TRedFlagId, boolean>;
  level: TRedFlagLevel | null;
  answeredAt: string;
  /** The person's confirmation that a clinician cleared them, recorded once they give it. */
  clearance: { confirmedAt: string; level: TRedFlagLevel } | null;
};

export type TAssessmentData = {
  userDetails?: TStoredUserDetails;
  medicalScreen?: TStoredMedicalScreen;
  painRegions?: TPainRegions["regions"];
  nerveMobility?: TNerveMobility["responses"];
};

/** The latest QuickDASH answers, from the outcomeMeasures entry, to pre-fill the form. */
export type TStoredOutcomeMeasure = TOutcomeMeasure & {
  score: number | null;
  workModuleScore: number | null;
  createdAt: string;
};
