// Labels, risk level and estimated improvement time, spec section 5 ("Derived calculations").

export type TStaminaLabel = "Good Capacity" | "Fair Capacity" | "Low Capacity";
export type THealthLabel = "Strong Health" | "Moderate Health" | "Needs Attention";
export type TRiskLevel = "high" | "moderate" | "low";

export function staminaLabelOf(stamina: number): TStaminaLabel {
  if (stamina >= 70) return "Good Capacity";
  if (stamina >= 40) return "Fair Capacity";
  return "Low Capacity";
}

export function healthLabelOf(health: number): THealthLabel {
  if (health >= 70) return "Strong Health";
  if (health >= 40) return "Moderate Health";
  return "Needs Attention";
}

/** Risk from stamina alone: below 30 high, below 60 moderate, otherwise low. */
export function riskLevelOf(stamina: number): TRiskLevel {
  if (stamina < 30) return "high";
  if (stamina < 60) return "moderate";
  return "low";
}

/**
 * Weeks until meaningful improvement is likely, from the average of stamina and health: 60 or more
 * gives 6, 30 or more gives 8, else 10. Without a health figure, stamina stands alone.
 */
export function improvementWeeksOf(stamina: number, health: number | null): 6 | 8 | 10 {
  const average = health === null ? stamina : (stamina + health) / 2;
  if (average >= 60) return 6;
  if (average >= 30) return 8;
  return 10;
}
