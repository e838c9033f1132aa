import { ENDURANCE_KEYS, type TEnduranceKey } from "@/domain/assessment/endurance";
import { healthOf } from "./health";
import {
  healthLabelOf,
  improvementWeeksOf,
  riskLevelOf,
  staminaLabelOf,
  type THealthLabel,
  type TRiskLevel,
  type TStaminaLabel,
} from "./labels";
import { staminaOf } from "./stamina";

export type TAssessmentMetrics = {
  stamina: number;
  staminaLabel: TStaminaLabel;
  /** Null when there is neither a QuickDASH score nor a functional limitation. */
  health: number | null;
  healthLabel: THealthLabel | null;
  riskLevel: TRiskLevel;
  improvementWeeks: 6 | 8 | 10;
};

export type TMetricsInput = {
  enduranceTest?:
    | (Partial<Record<TEnduranceKey, number>> & {
        weightsLbs?: Partial<Record<TEnduranceKey, number>>;
      })
    | null;
  bodyWeightLbs?: number | null;
  latestQuickDashScore?: number | null;
  limitations?: { functional?: number } | null;
};

/** Every figure of spec 5 for one person, from their profile's assessment fields. */
export function assessmentMetricsOf(input: TMetricsInput): TAssessmentMetrics {
  const seconds = Object.fromEntries(
    ENDURANCE_KEYS.map((key) => [key, input.enduranceTest?.[key] ?? null]),
  );
  const stamina = staminaOf({
    seconds,
    weightsLbs: input.enduranceTest?.weightsLbs,
    bodyWeightLbs: input.bodyWeightLbs,
  });
  const health = healthOf({
    quickDashScore: input.latestQuickDashScore,
    functionalLimitation: input.limitations?.functional,
  });
  return {
    stamina,
    staminaLabel: staminaLabelOf(stamina),
    health,
    healthLabel: health === null ? null : healthLabelOf(health),
    riskLevel: riskLevelOf(stamina),
    improvementWeeks: improvementWeeksOf(stamina, health),
  };
}
