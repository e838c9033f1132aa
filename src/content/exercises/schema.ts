// The exercise catalogue's shape (issue #5). Every entry is checked against ZExercise when the
// catalogue module loads, so a bad entry fails the build and the tests, not a person's page.
import { z } from "zod";
import { BODY_AREAS } from "@/domain/assessment/body-areas";

export const EXERCISE_FAMILIES = [
  "stretch",
  "nerve-glide",
  "isometric",
  "loading",
  "band",
  "metronome",
  "rotator-cuff",
] as const;
export type TExerciseFamily = (typeof EXERCISE_FAMILIES)[number];

const ZSentence = z.string().trim().min(10).max(400);

export const ZExerciseDose = z
  .object({
    sets: z.number().int().min(1).max(6),
    /** Repetitions per set; absent for holds. */
    reps: z.number().int().min(1).max(30).optional(),
    /** Seconds per hold, for stretches, glides and isometrics. */
    holdSeconds: z.number().int().min(3).max(60).optional(),
    /** Seconds lifting - pausing - lowering, e.g. "3-1-3"; loading and metronome work. */
    tempo: z
      .string()
      .regex(/^\d-\d-\d$/)
      .optional(),
    restSeconds: z.number().int().min(0).max(180),
    sessionsPerWeek: z.number().int().min(1).max(14),
    load: z.enum(["none", "band", "weight"]),
  })
  .refine((d) => (d.reps === undefined) !== (d.holdSeconds === undefined), {
    message: "A dose has either reps or a hold time",
  });
export type TExerciseDose = z.infer<typeof ZExerciseDose>;

export const ZExercise = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(3).max(60),
  family: z.enum(EXERCISE_FAMILIES),
  bodyAreas: z.array(z.enum(BODY_AREAS)).min(1),
  /** Nerve glides only: which nerve and which level (1 gentler, 2 more demanding). */
  nerve: z.enum(["median", "ulnar", "radial"]).optional(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
  /** basic: free and above (basicExercises); library: core and above (exerciseLibrary). */
  tier: z.enum(["basic", "library"]),
  purpose: ZSentence,
  equipment: z.array(z.string().trim().min(3).max(80)),
  steps: z.array(ZSentence).min(3).max(8),
  dose: ZExerciseDose,
  cues: z.array(ZSentence).min(2).max(5),
  mistakes: z.array(ZSentence).min(2).max(5),
  stopIf: z.array(ZSentence).min(1).max(4),
  regression: z.string().optional(),
  progression: z.string().optional(),
  /** For the page's meta description: one or two sentences, at most 160 characters. */
  description: z.string().trim().min(50).max(160),
});
export type TExercise = z.infer<typeof ZExercise>;
