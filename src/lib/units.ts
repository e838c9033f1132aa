// Weights are stored in lbs (bodyWeightLbs, the spec's weight options) and shown in the person's
// weightUnit (spec 3; lbs by default).

export const KG_PER_LB = 0.45359237;
export type TWeightUnit = "lbs" | "kg";

/** A weight in lbs as a number in the person's unit: kg to one decimal, lbs unchanged. */
export function weightIn(lbs: number, unit: TWeightUnit): number {
  return unit === "kg" ? Math.round(lbs * KG_PER_LB * 10) / 10 : lbs;
}

/** A weight in lbs shown in the person's unit: "4 lb", or "1.8 kg" for kg users. */
export function formatWeight(lbs: number, unit: TWeightUnit): string {
  return unit === "kg" ? `${weightIn(lbs, unit)} kg` : `${lbs} lb`;
}

/** A weight typed in either unit, in lbs to one decimal (as stored in bodyWeightLbs). */
export function toLbs(weight: number, unit: TWeightUnit): number {
  return Math.round((unit === "kg" ? weight / KG_PER_LB : weight) * 10) / 10;
}
