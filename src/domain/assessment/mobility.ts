// The movement self-checks of the /mobility-test step and the functional limitation they give.

export const MOBILITY_TESTS = [
  "wristFlexionExtension",
  "radialUlnarDeviation",
  "forearmRotation",
  "fingerThumbMovement",
] as const;
export type TMobilityTest = (typeof MOBILITY_TESTS)[number];

export const MOBILITY_RATINGS = ["full", "limited", "painful"] as const;
export type TMobilityRating = (typeof MOBILITY_RATINGS)[number];

/**
 * How much each rating limits function, 0-100. A movement that is painful counts as more limiting
 * than one that is merely short of range, because pain is what stops people using the hand.
 */
export const RATING_LIMITATION: Record<TMobilityRating, number> = {
  full: 0,
  limited: 50,
  painful: 100,
};

/** limitations.functional (spec 3): the mean limitation over the rated movements, 0-100. */
export function functionalLimitationOf(
  ratings: Partial<Record<TMobilityTest, TMobilityRating>>,
): number | null {
  const values = MOBILITY_TESTS.flatMap((test) => {
    const rating = ratings[test];
    return rating ? [RATING_LIMITATION[rating]] : [];
  });
  if (values.length === 0) return null;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}
