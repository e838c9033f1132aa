import { BAND_METRONOME_AND_MORE } from "@/content/exercises/band-metronome-and-more";
import { ISOMETRICS_AND_LOADING } from "@/content/exercises/isometrics-and-loading";
import { STRETCHES_AND_GLIDES } from "@/content/exercises/stretches-and-glides";

export type THowTo = { steps: readonly string[]; stopIf: string | undefined };

/**
 * Every exercise's steps and first sign to stop, by slug: the chunk an exercise card's "How to do
 * it" fetches when the browser is idle or the fold opens, instead of every card's steps in every
 * program page's payload (issue #15). The catalogue's families as written; the catalogue module
 * checks them (content/exercises/index.ts). The steps are the exercise pages' own, which are public.
 */
export const HOW_TO_BY_SLUG: ReadonlyMap<string, THowTo> = new Map(
  [...ISOMETRICS_AND_LOADING, ...BAND_METRONOME_AND_MORE, ...STRETCHES_AND_GLIDES].map((e) => [
    e.slug,
    { steps: e.steps, stopIf: e.stopIf[0] },
  ]),
);
