import type { TEnduranceKey } from "./endurance";

/**
 * The endurance step's results (spec 3: enduranceTest.{wristFlexorsTest, ...}): seconds held per
 * test, with the weight each was held at.
 */
export type TEnduranceTest = Partial<Record<TEnduranceKey, number>> & {
  weightsLbs?: Partial<Record<TEnduranceKey, number>>;
};

/** thirtyRM has the same four keys as enduranceTest, each an estimate in lbs. */
export type TThirtyRM = Partial<Record<TEnduranceKey, number>>;
