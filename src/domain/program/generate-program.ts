// The program engine (issue #5): a pure function from a finished assessment to a program.
import { getExercise, getNerveGlide } from "@/content/exercises";
import type { TExercise } from "@/content/exercises/schema";
import { BODY_AREAS, type TBodyArea } from "@/domain/assessment/body-areas";
import type { TEnduranceKey } from "@/domain/assessment/endurance";
import type { TMobilityRating, TMobilityTest } from "@/domain/assessment/mobility";
import { irritabilityOf, type TIrritability } from "./irritability";
import { holdSecondsOf, startingLoadLbsOf } from "./starting-load";

export type TNerve = "median" | "ulnar" | "radial";
export type TNerveResponse = "none" | "mild" | "strong" | "skipped";

export type TProgramInput = {
  painRegions: readonly { area: TBodyArea; intensity: number }[];
  onset?: "sudden" | "gradual";
  duration?: "under-6-weeks" | "6-weeks-to-3-months" | "3-to-12-months" | "over-a-year";
  /** Hours a day of hand-heavy activity (keyboard and mouse, gaming, instrument, ...). */
  dailyHandHours?: number;
  nerveSymptoms?: {
    locations: readonly ("thumbIndexMiddle" | "ringLittle" | "backThumbSide")[];
    atNight: "never" | "sometimes" | "most-nights";
  } | null;
  nerveMobility?: Partial<Record<TNerve, TNerveResponse>> | null;
  mobilityRatings?: Partial<Record<TMobilityTest, TMobilityRating>> | null;
  enduranceSeconds?: Partial<Record<TEnduranceKey, number>> | null;
  thirtyRM?: Partial<Record<TEnduranceKey, number>> | null;
  bodyWeightLbs?: number | null;
};

export type TProgramItem = {
  slug: string;
  sets: number;
  reps?: number;
  holdSeconds?: number;
  /** Weight in lbs for weighted exercises, else null. */
  loadLbs: number | null;
  band: boolean;
  tempo?: string;
  restSeconds: number;
  sessionsPerWeek: number;
  /** Why it is in this person's program, in a few plain words. */
  reason: string;
};

export type TProgramGroupKey = TBodyArea | "mobility" | "nerves" | "support";
export type TProgram = {
  irritability: TIrritability;
  groups: { key: TProgramGroupKey; items: TProgramItem[] }[];
};

/** Each area's hold and its weighted or banded loading exercise (see the catalogue). */
export const AREA_EXERCISES: Record<TBodyArea, { isometric: string; loading: string }> = {
  Fingers: { isometric: "isometric-finger-flexion", loading: "finger-curl" },
  "Wrist-Hand-Extensors": {
    isometric: "isometric-wrist-extension",
    loading: "wrist-extension-curl",
  },
  "Thumb-Extensors": { isometric: "isometric-thumb-extension", loading: "thumb-extension-lift" },
  "Ulnar-Side-Extensors": {
    isometric: "isometric-ulnar-extension",
    loading: "ulnar-extensor-raise",
  },
  "Ulnar-Side-Flexors": { isometric: "isometric-ulnar-flexion", loading: "ulnar-flexor-curl" },
  "Thumb-Flexors": { isometric: "isometric-thumb-flexion", loading: "thumb-flexion-press" },
  "Wrist-Flexors": { isometric: "isometric-wrist-flexion", loading: "wrist-flexion-curl" },
  "Pinky-Flexors": { isometric: "isometric-pinky-flexion", loading: "pinky-flexion-curl" },
};

/** The endurance test that measured each area's muscles, for its load and hold time. */
export const AREA_TEST: Record<TBodyArea, TEnduranceKey> = {
  Fingers: "wristFlexorsTest",
  "Wrist-Hand-Extensors": "wristExtensorsTest",
  "Thumb-Extensors": "thumbExtensorsTest",
  "Ulnar-Side-Extensors": "wristExtensorsTest",
  "Ulnar-Side-Flexors": "wristFlexorsTest",
  "Thumb-Flexors": "thumbFlexorsTest",
  "Wrist-Flexors": "wristFlexorsTest",
  "Pinky-Flexors": "wristFlexorsTest",
};

/** The stretches a limited or painful movement check calls for. */
export const MOBILITY_STRETCHES: Record<TMobilityTest, string[]> = {
  wristFlexionExtension: ["wrist-flexor-stretch", "wrist-extensor-stretch"],
  radialUlnarDeviation: ["thumb-extensor-stretch", "wrist-extensor-stretch"],
  forearmRotation: ["forearm-rotation-stretch"],
  fingerThumbMovement: ["tendon-glides", "thumb-web-stretch"],
};

/** Where numbness or tingling is felt, and the nerve that supplies that area. */
export const NERVE_OF_LOCATION = {
  thumbIndexMiddle: "median",
  ringLittle: "ulnar",
  backThumbSide: "radial",
} as const satisfies Record<string, TNerve>;

/** Extra rest between sets when symptoms are irritable: more recovery, same work. */
const EXTRA_REST: Record<TIrritability, number> = { high: 30, moderate: 30, low: 0 };
/** Hand-heavy hours a day from which shoulder support work is added. */
export const SUPPORT_HOURS = 6;

function item(
  exercise: TExercise,
  patch: Partial<TProgramItem> & { reason: string },
): TProgramItem {
  const d = exercise.dose;
  return {
    slug: exercise.slug,
    sets: d.sets,
    reps: d.reps,
    holdSeconds: d.holdSeconds,
    loadLbs: null,
    band: d.load === "band",
    tempo: d.tempo,
    restSeconds: d.restSeconds,
    sessionsPerWeek: d.sessionsPerWeek,
    ...patch,
  };
}

export function generateProgram(input: TProgramInput): TProgram {
  const maxPain = Math.max(0, ...input.painRegions.map((r) => r.intensity));
  const ratings = input.mobilityRatings ?? {};
  const irritability = irritabilityOf({
    maxPain,
    onset: input.onset,
    duration: input.duration,
    nightSymptoms: input.nerveSymptoms?.atNight,
    mobilityRatings: Object.values(ratings),
  });
  const extraRest = EXTRA_REST[irritability];
  const groups: TProgram["groups"] = [];

  // Pain regions pick the areas: a hold for each, then loading once symptoms allow it.
  const areas = BODY_AREAS.filter((a) => input.painRegions.some((r) => r.area === a));
  for (const area of areas) {
    const test = AREA_TEST[area];
    const isometric = getExercise(AREA_EXERCISES[area].isometric);
    const items = [
      item(isometric, {
        sets: irritability === "high" ? 3 : irritability === "moderate" ? 4 : 3,
        holdSeconds: holdSecondsOf(input.enduranceSeconds?.[test], irritability),
        restSeconds: isometric.dose.restSeconds + extraRest,
        reason:
          irritability === "low"
            ? "A warm-up hold before the loading work."
            : "Holds load the tendons without movement, which irritable symptoms tolerate best.",
      }),
    ];
    if (irritability !== "high") {
      const loading = getExercise(AREA_EXERCISES[area].loading);
      items.push(
        item(loading, {
          sets: irritability === "moderate" ? 2 : loading.dose.sets,
          loadLbs:
            loading.dose.load === "weight"
              ? startingLoadLbsOf({
                  thirtyRmLbs: input.thirtyRM?.[test],
                  bodyWeightLbs: input.bodyWeightLbs,
                  irritability,
                })
              : null,
          restSeconds: loading.dose.restSeconds + extraRest,
          reason: "Slow loading builds the endurance these muscles need for your daily load.",
        }),
      );
    }
    groups.push({ key: area, items });
  }

  // Mobility limits pick stretches.
  const stretches = [
    ...new Set(
      (Object.keys(MOBILITY_STRETCHES) as TMobilityTest[])
        .filter((t) => ratings[t] === "limited" || ratings[t] === "painful")
        .flatMap((t) => MOBILITY_STRETCHES[t]),
    ),
  ];
  if (stretches.length > 0)
    groups.push({
      key: "mobility",
      items: stretches.map((slug) =>
        item(getExercise(slug), {
          sets: irritability === "high" ? 2 : getExercise(slug).dose.sets,
          reason: "Your movement check found this movement limited or painful.",
        }),
      ),
    });

  // Nerve symptoms, and strong responses to the nerve glides, pick glides at a level.
  const nerves = new Set<TNerve>(
    (input.nerveSymptoms?.locations ?? []).map((l) => NERVE_OF_LOCATION[l]),
  );
  for (const [nerve, response] of Object.entries(input.nerveMobility ?? {}))
    if (response === "strong") nerves.add(nerve as TNerve);
  const glides = (["median", "ulnar", "radial"] as const)
    .filter((n) => nerves.has(n))
    .map((nerve) => {
      // Level 2 only when the nerve moved comfortably, symptoms are calm and not nightly.
      const calm =
        input.nerveMobility?.[nerve] === "none" &&
        input.nerveSymptoms?.atNight !== "most-nights" &&
        irritability === "low";
      const level = calm ? 2 : 1;
      return item(getNerveGlide(nerve, level), {
        reason:
          level === 1
            ? "A gentle glide for the nerve your symptoms point to, at the easier level."
            : "Your nerve moved comfortably, so the glide starts at level 2.",
      });
    });
  if (glides.length > 0) groups.push({ key: "nerves", items: glides });

  // Long hand-heavy days: shoulder work that steadies the arm, once symptoms allow.
  if ((input.dailyHandHours ?? 0) >= SUPPORT_HOURS && irritability !== "high")
    groups.push({
      key: "support",
      items: ["rotator-cuff-external-rotation", "rotator-cuff-internal-rotation"].map((slug) =>
        item(getExercise(slug), {
          reason: "Long hours at a desk or screen: a steady shoulder lets the forearm work less.",
        }),
      ),
    });

  return { irritability, groups };
}
