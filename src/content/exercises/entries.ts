import { BAND_METRONOME_AND_MORE } from "./band-metronome-and-more";
import { ISOMETRICS_AND_LOADING } from "./isometrics-and-loading";
import type { TExercise } from "./schema";
import { STRETCHES_AND_GLIDES } from "./stretches-and-glides";

/**
 * Every family's exercises as written, before the catalogue checks them (index.ts parses this into
 * EXERCISES). Read as is only where the catalogue's checker must not be loaded: the program
 * card's steps chunk in the browser (components/program/exercise-how-to.ts).
 */
export const EXERCISE_ENTRIES: readonly TExercise[] = [
  ...STRETCHES_AND_GLIDES,
  ...ISOMETRICS_AND_LOADING,
  ...BAND_METRONOME_AND_MORE,
];
