// One zod schema per assessment step, shared by the step forms (checked before sending) and the
// server actions (checked again before anything is saved). Messages are the ones people see.
import { z } from "zod";
import { BODY_AREAS } from "@/domain/assessment/body-areas";
import {
  type ENDURANCE_KEYS,
  MAX_ENDURANCE_SECONDS,
  WEIGHT_OPTIONS_LBS,
} from "@/domain/assessment/endurance";
import { MOBILITY_RATINGS, MOBILITY_TESTS } from "@/domain/assessment/mobility";
import { QUICKDASH_ITEM_COUNT, QUICKDASH_WORK_ITEM_COUNT } from "@/domain/assessment/quickdash";
import { RED_FLAG_IDS } from "@/domain/assessment/red-flags";
import {
  AGE_RANGES,
  BODY_WEIGHT_BOUNDS,
  DURATIONS,
  HANDS,
  LOAD_ACTIVITIES,
  NERVE_LOCATIONS,
  NERVE_RESPONSES,
  NERVE_TRIGGERS,
  NERVES,
  NIGHT_FREQUENCIES,
  ONSETS,
} from "@/domain/assessment/vocabulary";

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** An object with the same schema under each of `keys`. */
function keyed<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  return z.object(Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>);
}

// ---- 1. /user-details -------------------------------------------------------------------------

const ZHours = z
  .number({ error: "Enter the hours as a number, 0 if none." })
  .min(0, "Hours can't be below 0.")
  .max(24, "A day has 24 hours at most.");

export const ZUserDetails = z
  .object({
    name: z
      .string({ error: "Please tell us your name." })
      .trim()
      .min(1, "Please tell us your name.")
      .max(100, "Please use 100 characters or fewer."),
    ageRange: choice(AGE_RANGES, "Choose your age range."),
    dominantHand: choice(HANDS, "Choose the hand you use most."),
    affectedSide: choice(HANDS, "Choose which side is affected."),
    bodyWeight: z
      .number({ error: "Enter your body weight as a number." })
      .positive("Enter your body weight as a number."),
    weightUnit: choice(["lbs", "kg"] as const, "Choose lbs or kg."),
    onset: choice(ONSETS, "Choose how your symptoms started."),
    duration: choice(DURATIONS, "Choose how long ago they started."),
    hours: keyed(LOAD_ACTIVITIES, ZHours),
  })
  .superRefine((v, ctx) => {
    const [min, max] = BODY_WEIGHT_BOUNDS[v.weightUnit];
    if (v.bodyWeight < min || v.bodyWeight > max)
      ctx.addIssue({
        code: "custom",
        path: ["bodyWeight"],
        message: `Enter a weight between ${min} and ${max} ${v.weightUnit}.`,
      });
    const total = LOAD_ACTIVITIES.reduce((sum, a) => sum + v.hours[a], 0);
    if (total > 24)
      ctx.addIssue({
        code: "custom",
        path: ["hours"],
        message: `These add up to ${total} hours, more than a day. Please check them.`,
      });
  });
export type TUserDetails = z.infer<typeof ZUserDetails>;

// ---- 2. /medical-screen -----------------------------------------------------------------------

export const ZMedicalScreen = z.object({
  answers: keyed(RED_FLAG_IDS, z.boolean({ error: "Please answer yes or no." })),
});
export type TMedicalScreen = z.infer<typeof ZMedicalScreen>;

export const ZMedicalClearance = z.object({
  cleared: z.literal(true, {
    error: "Please confirm that a clinician has cleared you to exercise.",
  }),
});

// ---- 3. /outcome-measure ----------------------------------------------------------------------

const ZItem = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const ZAnswer = ZItem.nullable();

export const ZOutcomeMeasure = z
  .object({
    answers: z.array(ZAnswer).length(QUICKDASH_ITEM_COUNT),
    /** Null when the person skips the optional work module. */
    work: z.array(ZAnswer).length(QUICKDASH_WORK_ITEM_COUNT).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.work?.some((a) => a === null))
      ctx.addIssue({
        code: "custom",
        path: ["work"],
        message: "Answer all four work questions, or choose to skip that part.",
      });
  });
export type TOutcomeMeasure = z.infer<typeof ZOutcomeMeasure>;

// ---- 4. /pain-region --------------------------------------------------------------------------

export const ZPainRegions = z.object({
  regions: z
    .array(
      z.object({
        area: z.enum(BODY_AREAS),
        intensity: z
          .number({ error: "Choose how strong the pain is, from 0 to 10." })
          .int()
          .min(0, "Choose how strong the pain is, from 0 to 10.")
          .max(10, "Choose how strong the pain is, from 0 to 10."),
      }),
    )
    .min(1, "Choose at least one area where you feel pain.")
    .refine((r) => new Set(r.map((x) => x.area)).size === r.length, "Each area once, please."),
});
export type TPainRegions = z.infer<typeof ZPainRegions>;

// ---- 5. /nerve-symptoms -----------------------------------------------------------------------

export const ZNerveSymptoms = z.discriminatedUnion(
  "present",
  [
    z.object({ present: z.literal(false) }),
    z.object({
      present: z.literal(true),
      locations: z
        .array(z.enum(NERVE_LOCATIONS))
        .min(1, "Choose where you feel it.")
        .max(NERVE_LOCATIONS.length),
      atNight: choice(NIGHT_FREQUENCIES, "Tell us whether it comes at night."),
      triggers: z.array(z.enum(NERVE_TRIGGERS)).max(NERVE_TRIGGERS.length),
      otherTrigger: z.string().trim().max(200, "Please use 200 characters or fewer.").optional(),
    }),
  ],
  { error: "Tell us whether you have numbness, tingling or burning." },
);
export type TNerveSymptoms = z.infer<typeof ZNerveSymptoms>;

// ---- 6. /mobility-test ------------------------------------------------------------------------

export const ZMobility = z.object({
  ratings: keyed(MOBILITY_TESTS, choice(MOBILITY_RATINGS, "Rate this movement.")),
});
export type TMobility = z.infer<typeof ZMobility>;

// ---- 7. /endurance-test -----------------------------------------------------------------------

const UNFINISHED = "Finish this test, or save your results and come back to it.";
const ZSeconds = z
  .number({ error: "Time the hold, or enter the seconds." })
  .int("Enter whole seconds.")
  .min(0, "Seconds can't be below 0.")
  .max(MAX_ENDURANCE_SECONDS, `The timer stops at ${MAX_ENDURANCE_SECONDS} seconds.`);

/** The wrist holds use a chosen weight; the thumb holds use a rubber band, so no weight. */
const ZWeightedResult = z.object(
  {
    weightLbs: z.union(
      WEIGHT_OPTIONS_LBS.map((w) => z.literal(w)),
      { error: "Choose the weight you used." },
    ),
    seconds: ZSeconds,
  },
  { error: UNFINISHED },
);
const ZBandResult = z.object({ seconds: ZSeconds }, { error: UNFINISHED });

function enduranceResults(nullable: boolean) {
  const weighted = nullable ? ZWeightedResult.nullable() : ZWeightedResult;
  const band = nullable ? ZBandResult.nullable() : ZBandResult;
  return z.object({
    wristFlexorsTest: weighted,
    wristExtensorsTest: weighted,
    thumbFlexorsTest: band,
    thumbExtensorsTest: band,
  } satisfies Record<(typeof ENDURANCE_KEYS)[number], z.ZodType>);
}

/** Saving for later accepts the tests done so far; Continue needs all four (ZEnduranceFinal). */
export const ZEndurancePartial = z.object({
  results: enduranceResults(true).refine(
    (r) => Object.values(r).some((x) => x !== null),
    "Finish at least one test before saving.",
  ),
});
export const ZEnduranceFinal = z.object({ results: enduranceResults(false) });
export type TEndurancePartial = z.infer<typeof ZEndurancePartial>;
export type TEnduranceFinal = z.infer<typeof ZEnduranceFinal>;

// ---- 8. /nerve-mobility-test ------------------------------------------------------------------

export const ZNerveMobility = z.object({
  responses: keyed(NERVES, choice(NERVE_RESPONSES, "Tell us how this one felt.")),
});
export type TNerveMobility = z.infer<typeof ZNerveMobility>;
