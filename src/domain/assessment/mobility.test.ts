import { describe, expect, it } from "vitest";
import { functionalLimitationOf } from "./mobility";

describe("functionalLimitationOf: mean of full 0, limited 50, painful 100", () => {
  it.each([
    [{}, null],
    [
      {
        wristFlexionExtension: "full",
        radialUlnarDeviation: "full",
        forearmRotation: "full",
        fingerThumbMovement: "full",
      },
      0,
    ],
    [
      {
        wristFlexionExtension: "painful",
        radialUlnarDeviation: "painful",
        forearmRotation: "painful",
        fingerThumbMovement: "painful",
      },
      100,
    ],
    [
      {
        wristFlexionExtension: "limited",
        radialUlnarDeviation: "full",
        forearmRotation: "full",
        fingerThumbMovement: "full",
      },
      13,
    ],
    [
      {
        wristFlexionExtension: "painful",
        radialUlnarDeviation: "limited",
        forearmRotation: "full",
        fingerThumbMovement: "full",
      },
      38,
    ],
    [{ wristFlexionExtension: "limited" }, 50],
  ] as const)("%j -> %s", (ratings, limitation) =>
    expect(functionalLimitationOf(ratings)).toBe(limitation),
  );
});
