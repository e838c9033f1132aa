// The exercise catalogue (issue #5): every entry parsed by ZExercise when this module loads, so a
// bad entry fails the build and the tests rather than reaching a person's screen.
import { z } from "zod";
import { EXERCISE_ENTRIES } from "./entries";
import { type TExercise, ZExercise } from "./schema";

const ZCatalogue = z.array(ZExercise).superRefine((list, ctx) => {
  const slugs = new Set<string>();
  for (const [i, e] of list.entries()) {
    if (slugs.has(e.slug))
      ctx.addIssue({ code: "custom", path: [i, "slug"], message: `duplicate slug ${e.slug}` });
    slugs.add(e.slug);
  }
  for (const [i, e] of list.entries()) {
    for (const link of ["regression", "progression"] as const) {
      const target = e[link];
      if (target && !slugs.has(target))
        ctx.addIssue({
          code: "custom",
          path: [i, link],
          message: `${e.slug}: no exercise ${target}`,
        });
    }
    if ((e.family === "nerve-glide") !== (e.nerve !== undefined && e.level !== undefined))
      ctx.addIssue({
        code: "custom",
        path: [i, "nerve"],
        message: `${e.slug}: nerve glides, and only they, name a nerve and a level`,
      });
  }
});

export const EXERCISES: readonly TExercise[] = ZCatalogue.parse(EXERCISE_ENTRIES);

const BY_SLUG = new Map(EXERCISES.map((e) => [e.slug, e]));

/** The exercise with this slug, or undefined. */
export function findExercise(slug: string): TExercise | undefined {
  return BY_SLUG.get(slug);
}

/** The exercise with this slug; throws for a slug the catalogue doesn't have (a code error). */
export function getExercise(slug: string): TExercise {
  const exercise = BY_SLUG.get(slug);
  if (!exercise) throw new Error(`No exercise ${slug}`);
  return exercise;
}

/** The nerve glide for a nerve at a level (the catalogue has exactly one of each; tested). */
export function getNerveGlide(nerve: "median" | "ulnar" | "radial", level: 1 | 2): TExercise {
  const glide = EXERCISES.find((e) => e.nerve === nerve && e.level === level);
  if (!glide) throw new Error(`No ${nerve} nerve glide at level ${level}`);
  return glide;
}
