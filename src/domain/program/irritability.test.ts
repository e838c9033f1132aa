import { describe, expect, it } from "vitest";
import { irritabilityOf } from "./irritability";

describe("irritabilityOf", () => {
  it.each([
    ["pain 7", { maxPain: 7 }, "high"],
    ["pain 6", { maxPain: 6 }, "moderate"],
    ["pain 4", { maxPain: 4 }, "moderate"],
    ["pain 3", { maxPain: 3 }, "low"],
    [
      "sudden, under 6 weeks, pain 2",
      { maxPain: 2, onset: "sudden", duration: "under-6-weeks" },
      "high",
    ],
    [
      "sudden, 6 weeks to 3 months, pain 2",
      { maxPain: 2, onset: "sudden", duration: "6-weeks-to-3-months" },
      "moderate",
    ],
    [
      "gradual, under 6 weeks, pain 2",
      { maxPain: 2, onset: "gradual", duration: "under-6-weeks" },
      "low",
    ],
    ["nightly symptoms, pain 5", { maxPain: 5, nightSymptoms: "most-nights" }, "high"],
    ["nightly symptoms, pain 4", { maxPain: 4, nightSymptoms: "most-nights" }, "moderate"],
    ["nightly symptoms, pain 1", { maxPain: 1, nightSymptoms: "most-nights" }, "moderate"],
    ["sometimes at night, pain 1", { maxPain: 1, nightSymptoms: "sometimes" }, "low"],
    [
      "a painful movement, pain 2",
      { maxPain: 2, mobilityRatings: ["full", "painful"] },
      "moderate",
    ],
    ["a limited movement, pain 2", { maxPain: 2, mobilityRatings: ["limited"] }, "low"],
  ] as const)("%s: %s", (_label, input, level) => expect(irritabilityOf(input)).toBe(level));
});
