import type { Metadata } from "next";
import Link from "next/link";
import { ExerciseDemo } from "@/components/exercises/exercise-demo";
import { EXERCISES } from "@/content/exercises";
import { FAMILY_NAMES } from "@/content/exercises/labels";
import { EXERCISE_FAMILIES } from "@/content/exercises/schema";
import { withOpenGraph } from "@/content/og-pages";

export const metadata: Metadata = withOpenGraph("exercises", {
  title: "Exercise library for wrist and hand pain",
  description:
    "45 clearly explained exercises for wrist, hand and thumb pain: stretches, nerve glides, isometric holds, loading, band and metronome work.",
  alternates: { canonical: "/exercises" },
});

export default function ExercisesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-display font-semibold text-ink">Exercise library</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Every exercise Wristwise uses, with how to do it, how much, and when to stop. Your program
        picks the ones that fit your hands from your assessment.
      </p>
      <nav aria-label="Exercise families" className="mt-6 flex flex-wrap gap-2">
        {EXERCISE_FAMILIES.map((f) => (
          <a
            key={f}
            href={`#${f}`}
            className="rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-brand-soft"
          >
            {FAMILY_NAMES[f].title}
          </a>
        ))}
      </nav>
      {EXERCISE_FAMILIES.map((family) => (
        <section
          key={family}
          id={family}
          aria-labelledby={`${family}-title`}
          className="mt-12 scroll-mt-20"
        >
          <h2 id={`${family}-title`} className="text-title font-semibold text-ink">
            {FAMILY_NAMES[family].title}
          </h2>
          <p className="mt-1 text-ink-muted">{FAMILY_NAMES[family].blurb}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {EXERCISES.filter((e) => e.family === family).map((e) => (
              <li key={e.slug}>
                <Link href={`/exercises/${e.slug}`} className="exercise-card">
                  <ExerciseDemo slug={e.slug} variant="thumb" />
                  <span>
                    <b>{e.name}</b>
                    {e.purpose}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
