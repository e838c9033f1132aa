import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/action-result";
import {
  ZEnduranceFinal,
  ZEndurancePartial,
  ZMedicalClearance,
  ZNerveSymptoms,
  ZOutcomeMeasure,
  ZPainRegions,
  ZUserDetails,
} from "./assessment";

const details = {
  name: "Sam",
  ageRange: "35-44",
  dominantHand: "right",
  affectedSide: "right",
  bodyWeight: 150,
  weightUnit: "lbs",
  onset: "gradual",
  duration: "3-to-12-months",
  hours: { keyboardMouse: 8, gaming: 0, instrument: 0, sport: 0, manualWork: 0 },
};

function errorsOf(schema: { safeParse: (v: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as
    | { success: true }
    | { success: false; error: Parameters<typeof fieldErrorsOf>[0] };
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("ZUserDetails", () => {
  it.each([
    ["lbs", 59, "Enter a weight between 60 and 700 lbs."],
    ["lbs", 60, undefined],
    ["lbs", 700, undefined],
    ["lbs", 701, "Enter a weight between 60 and 700 lbs."],
    ["kg", 26, "Enter a weight between 27 and 320 kg."],
    ["kg", 27, undefined],
    ["kg", 320, undefined],
    ["kg", 321, "Enter a weight between 27 and 320 kg."],
  ])("body weight %s %d: %s", (weightUnit, bodyWeight, message) => {
    expect(errorsOf(ZUserDetails, { ...details, weightUnit, bodyWeight }).bodyWeight).toBe(message);
  });

  it.each([
    [{ keyboardMouse: 24, gaming: 0, instrument: 0, sport: 0, manualWork: 0 }, undefined],
    [{ keyboardMouse: 20, gaming: 4, instrument: 0, sport: 0, manualWork: 0 }, undefined],
    [
      { keyboardMouse: 20, gaming: 4.5, instrument: 0, sport: 0, manualWork: 0 },
      "These add up to 24.5 hours, more than a day. Please check them.",
    ],
  ])("daily hours %j: %s", (hours, message) => {
    expect(errorsOf(ZUserDetails, { ...details, hours }).hours).toBe(message);
  });

  it("names every missing answer next to its field", () => {
    expect(errorsOf(ZUserDetails, { hours: details.hours, weightUnit: "lbs" })).toMatchObject({
      name: "Please tell us your name.",
      ageRange: "Choose your age range.",
      dominantHand: "Choose the hand you use most.",
      affectedSide: "Choose which side is affected.",
      bodyWeight: "Enter your body weight as a number.",
      onset: "Choose how your symptoms started.",
      duration: "Choose how long ago they started.",
    });
  });

  it("refuses a negative or non-number hour", () => {
    expect(
      errorsOf(ZUserDetails, { ...details, hours: { ...details.hours, gaming: -1 } })[
        "hours.gaming"
      ],
    ).toBe("Hours can't be below 0.");
    expect(
      errorsOf(ZUserDetails, { ...details, hours: { ...details.hours, sport: Number.NaN } })[
        "hours.sport"
      ],
    ).toBe("Enter the hours as a number, 0 if none.");
  });
});

describe("ZPainRegions", () => {
  it.each([
    [-1, "Choose how strong the pain is, from 0 to 10."],
    [0, undefined],
    [10, undefined],
    [11, "Choose how strong the pain is, from 0 to 10."],
    [null, "Choose how strong the pain is, from 0 to 10."],
  ])("intensity %s: %s", (intensity, message) => {
    expect(
      errorsOf(ZPainRegions, { regions: [{ area: "Fingers", intensity }] })["regions.0.intensity"],
    ).toBe(message);
  });

  it("needs at least one area, each once, from the spec's eight", () => {
    expect(errorsOf(ZPainRegions, { regions: [] }).regions).toBe(
      "Choose at least one area where you feel pain.",
    );
    expect(
      errorsOf(ZPainRegions, {
        regions: [
          { area: "Fingers", intensity: 2 },
          { area: "Fingers", intensity: 3 },
        ],
      }).regions,
    ).toBe("Each area once, please.");
    expect(ZPainRegions.safeParse({ regions: [{ area: "Elbow", intensity: 2 }] }).success).toBe(
      false,
    );
  });
});

describe("ZOutcomeMeasure", () => {
  const items = Array(11).fill(3);
  it.each([
    [null, true],
    [[1, 2, 3, 4], true],
    [[1, 2, 3, null], false],
    [[1, 2, 3], false],
  ])("work module %j valid: %s", (work, valid) => {
    expect(ZOutcomeMeasure.safeParse({ answers: items, work }).success).toBe(valid);
  });
  it.each([
    [[...Array(10).fill(3), null], true],
    [Array(11).fill(null), true], // saved, with no score: the form explains why first
    [[...Array(10).fill(3), 6], false],
    [[...Array(10).fill(3), 0], false],
    [Array(10).fill(3), false],
  ])("items %j valid: %s", (answers, valid) => {
    expect(ZOutcomeMeasure.safeParse({ answers, work: null }).success).toBe(valid);
  });
});

describe("ZNerveSymptoms", () => {
  it("accepts none, and needs where and when when present", () => {
    expect(ZNerveSymptoms.safeParse({ present: false }).success).toBe(true);
    expect(errorsOf(ZNerveSymptoms, { present: true, locations: [], triggers: [] })).toMatchObject({
      locations: "Choose where you feel it.",
      atNight: "Tell us whether it comes at night.",
    });
  });
});

describe("ZEndurancePartial and ZEnduranceFinal", () => {
  const wrist = { weightLbs: 4, seconds: 60 };
  const band = { seconds: 60 };
  const all = {
    wristFlexorsTest: wrist,
    wristExtensorsTest: wrist,
    thumbFlexorsTest: band,
    thumbExtensorsTest: band,
  };
  it.each([
    [600, true],
    [601, false],
    [0, true],
    [-1, false],
    [12.5, false],
  ])("seconds %d valid: %s", (seconds, valid) => {
    expect(
      ZEnduranceFinal.safeParse({
        results: { ...all, wristFlexorsTest: { weightLbs: 4, seconds } },
      }).success,
    ).toBe(valid);
  });
  it.each([1, 2, 3, 4, 5, 6, 8, 10])("the spec's weight option %d lbs is accepted", (weightLbs) => {
    expect(
      ZEnduranceFinal.safeParse({
        results: { ...all, wristFlexorsTest: { weightLbs, seconds: 60 } },
      }).success,
    ).toBe(true);
  });
  it.each([0, 7, 9, 11])("%d lbs is not an option", (weightLbs) => {
    expect(
      errorsOf(ZEnduranceFinal, {
        results: { ...all, wristFlexorsTest: { weightLbs, seconds: 60 } },
      })["results.wristFlexorsTest.weightLbs"],
    ).toBe("Choose the weight you used.");
  });
  it("Continue needs all four; saving for later needs at least one", () => {
    const partial = { ...all, thumbFlexorsTest: null, thumbExtensorsTest: null };
    expect(errorsOf(ZEnduranceFinal, { results: partial })["results.thumbFlexorsTest"]).toBe(
      "Finish this test, or save your results and come back to it.",
    );
    expect(ZEndurancePartial.safeParse({ results: partial }).success).toBe(true);
    const none = {
      wristFlexorsTest: null,
      wristExtensorsTest: null,
      thumbFlexorsTest: null,
      thumbExtensorsTest: null,
    };
    expect(errorsOf(ZEndurancePartial, { results: none }).results).toBe(
      "Finish at least one test before saving.",
    );
  });
});

it("ZMedicalClearance needs the box ticked", () => {
  expect(errorsOf(ZMedicalClearance, {}).cleared).toBe(
    "Please confirm that a clinician has cleared you to exercise.",
  );
  expect(ZMedicalClearance.safeParse({ cleared: true }).success).toBe(true);
});
