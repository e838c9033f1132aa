import { describe, expect, it } from "vitest";
import { generateProgram, type TProgramInput } from "./generate-program";

const calm: TProgramInput = {
  painRegions: [{ area: "Wrist-Hand-Extensors", intensity: 3 }],
  onset: "gradual",
  duration: "3-to-12-months",
  dailyHandHours: 4,
  nerveSymptoms: null,
  nerveMobility: { median: "none", ulnar: "none", radial: "none" },
  mobilityRatings: {
    wristFlexionExtension: "full",
    radialUlnarDeviation: "full",
    forearmRotation: "full",
    fingerThumbMovement: "full",
  },
  enduranceSeconds: {
    wristFlexorsTest: 90,
    wristExtensorsTest: 70,
    thumbFlexorsTest: 60,
    thumbExtensorsTest: 60,
  },
  thirtyRM: {
    wristFlexorsTest: 6,
    wristExtensorsTest: 6.3,
    thumbFlexorsTest: 4,
    thumbExtensorsTest: 4,
  },
  bodyWeightLbs: 160,
};

const slugsOf = (input: TProgramInput) =>
  generateProgram(input).groups.map((g) => [g.key, g.items.map((i) => i.slug)]);

describe("generateProgram: one row per kind of assessment result", () => {
  it("low irritability, one area: a warm-up hold, then loading at 75% of thirtyRM", () => {
    const program = generateProgram(calm);
    expect(program.irritability).toBe("low");
    expect(program.groups).toEqual([
      {
        key: "Wrist-Hand-Extensors",
        items: [
          expect.objectContaining({
            slug: "isometric-wrist-extension",
            sets: 3,
            holdSeconds: 35,
            restSeconds: 60,
            loadLbs: null,
          }),
          // 75% of 6.3 = 4.7 -> 4 lbs, 3 x 15 at 3-1-3, 90 s rest
          expect.objectContaining({
            slug: "wrist-extension-curl",
            sets: 3,
            reps: 15,
            loadLbs: 4,
            tempo: "3-1-3",
            restSeconds: 90,
            band: false,
          }),
        ],
      },
    ]);
  });

  it("moderate irritability (pain 5): loading at 60% for 2 sets, 30 s more rest", () => {
    const program = generateProgram({
      ...calm,
      painRegions: [{ area: "Wrist-Hand-Extensors", intensity: 5 }],
    });
    expect(program.irritability).toBe("moderate");
    expect(program.groups[0]?.items).toEqual([
      expect.objectContaining({
        slug: "isometric-wrist-extension",
        sets: 4,
        holdSeconds: 35,
        restSeconds: 90,
      }),
      expect.objectContaining({
        slug: "wrist-extension-curl",
        sets: 2,
        loadLbs: 3,
        restSeconds: 120,
      }),
    ]);
  });

  it("high irritability (sudden, under 6 weeks): holds only, 3 sets of at most 30 s", () => {
    const program = generateProgram({
      ...calm,
      onset: "sudden",
      duration: "under-6-weeks",
      enduranceSeconds: { wristExtensorsTest: 120 },
    });
    expect(program.irritability).toBe("high");
    expect(program.groups).toEqual([
      {
        key: "Wrist-Hand-Extensors",
        items: [
          expect.objectContaining({
            slug: "isometric-wrist-extension",
            sets: 3,
            holdSeconds: 30,
            restSeconds: 90,
          }),
        ],
      },
    ]);
  });

  it("several areas come in the spec's order; a band exercise has a band, not a weight", () => {
    const program = generateProgram({
      ...calm,
      painRegions: [
        { area: "Thumb-Extensors", intensity: 2 },
        { area: "Fingers", intensity: 1 },
      ],
    });
    expect(program.groups.map((g) => g.key)).toEqual(["Fingers", "Thumb-Extensors"]);
    expect(program.groups[1]?.items[1]).toEqual(
      expect.objectContaining({ slug: "thumb-extension-lift", band: true, loadLbs: null }),
    );
  });

  it("limited or painful movements pick their stretches, once each", () => {
    expect(
      slugsOf({
        ...calm,
        mobilityRatings: {
          wristFlexionExtension: "limited",
          radialUlnarDeviation: "painful",
          forearmRotation: "full",
          fingerThumbMovement: "limited",
        },
      })[1],
    ).toEqual([
      "mobility",
      [
        "wrist-flexor-stretch",
        "wrist-extensor-stretch",
        "thumb-extensor-stretch",
        "tendon-glides",
        "thumb-web-stretch",
      ],
    ]);
  });

  it("full movement everywhere adds no stretches", () => {
    expect(slugsOf(calm).map(([key]) => key)).toEqual(["Wrist-Hand-Extensors"]);
  });

  it.each([
    [
      "thumb, index and middle finger: median, level 2 when calm",
      ["thumbIndexMiddle"],
      "never",
      { median: "none" },
      "median-nerve-glide-level-2",
    ],
    [
      "median with a mild response: level 1",
      ["thumbIndexMiddle"],
      "never",
      { median: "mild" },
      "median-nerve-glide-level-1",
    ],
    [
      "median at night most nights: level 1",
      ["thumbIndexMiddle"],
      "most-nights",
      { median: "none" },
      "median-nerve-glide-level-1",
    ],
    [
      "ring and little finger: ulnar",
      ["ringLittle"],
      "never",
      { ulnar: "skipped" },
      "ulnar-nerve-glide-level-1",
    ],
    [
      "back of the hand, thumb side: radial",
      ["backThumbSide"],
      "sometimes",
      { radial: "none" },
      "radial-nerve-glide-level-2",
    ],
  ] as const)("%s", (_label, locations, atNight, nerveMobility, slug) => {
    const program = generateProgram({
      ...calm,
      nerveSymptoms: { locations: [...locations], atNight },
      nerveMobility,
    });
    expect(program.groups.find((g) => g.key === "nerves")?.items.map((i) => i.slug)).toEqual([
      slug,
    ]);
  });

  it("a strong response to a glide adds that nerve at level 1, even without symptoms", () => {
    const program = generateProgram({ ...calm, nerveMobility: { radial: "strong" } });
    expect(program.groups.find((g) => g.key === "nerves")?.items.map((i) => i.slug)).toEqual([
      "radial-nerve-glide-level-1",
    ]);
  });

  it.each([
    [5.5, "low", false],
    [6, "low", true],
    [10, "low", true],
  ] as const)(
    "%d hand-heavy hours a day: shoulder support %s",
    (dailyHandHours, _irritability, support) => {
      const keys = generateProgram({ ...calm, dailyHandHours }).groups.map((g) => g.key);
      expect(keys.includes("support")).toBe(support);
    },
  );

  it("no shoulder support while symptoms are highly irritable", () => {
    const program = generateProgram({
      ...calm,
      dailyHandHours: 10,
      painRegions: [{ area: "Fingers", intensity: 8 }],
    });
    expect(program.groups.map((g) => g.key)).toEqual(["Fingers"]);
  });
});
