import { EXERCISE_ENTRIES } from "@/content/exercises/entries";

export type THowTo = { steps: readonly string[]; stopIf: string | undefined };

/**
 * Every exercise's steps and first sign to stop, by slug: the chunk an exercise card's "How to do
 * it" fetches when the browser is idle or the fold opens, instead of every card's steps in every
 * program page's payload (issue #15). The catalogue's entries as written, without its checker
 * (content/exercises/entries.ts). The steps are the exercise pages' own, which are public.
 */
export const HOW_TO_BY_SLUG: ReadonlyMap<string, THowTo> = new Map(
  EXERCISE_ENTRIES.map((e) => [e.slug, { steps: e.steps, stopIf: e.stopIf[0] }]),
);
