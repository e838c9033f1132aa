import type { Metadata } from "next";
import { ExerciseLibrary, type TLibraryFamily } from "@/components/exercises/exercise-library";
import { demoShownOf } from "@/components/illustrations/rig/demo-figure";
import { EXERCISES } from "@/content/exercises";
import { getDemonstration } from "@/content/exercises/demonstrations";
import { FAMILY_NAMES } from "@/content/exercises/labels";
import { EXERCISE_FAMILIES } from "@/content/exercises/schema";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("exercises", {
  title: "Exercise library for wrist and hand pain",
  description:
    "45 clearly explained exercises for wrist, hand and thumb pain: stretches, nerve glides, isometric holds, loading, band and metronome work.",
  alternates: { canonical: "/exercises" },
});

/** Every family with its exercises, in the catalogue's order: what the library's cards show. */
const FAMILIES: readonly TLibraryFamily[] = EXERCISE_FAMILIES.map((family) => ({
  family,
  ...FAMILY_NAMES[family],
  cards: EXERCISES.filter((e) => e.family === family).map((e) => ({
    slug: e.slug,
    name: e.name,
    purpose: e.purpose,
    pictureHeight: demoShownOf(getDemonstration(e.slug)).height,
  })),
}));

export default function ExercisesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-display font-semibold text-ink">Exercise library</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Every exercise Wristwise uses, with how to do it, how much, and when to stop. Your program
        picks the ones that fit your hands from your assessment.
      </p>
      <ExerciseLibrary families={FAMILIES} />
    </div>
  );
}
