import Link from "next/link";
import type { TEducationTopic } from "@/content/education";
import { findExercise } from "@/content/exercises";

/**
 * A topic's link to the person's own plan (issue #16): which of its exercises their program
 * already has, or, when none, where the program and its explanation are.
 */
export function YourPlanAside({
  topic,
  programSlugs,
}: {
  topic: TEducationTopic;
  /** The exercises in the person's current program; null before their assessment is done. */
  programSlugs: ReadonlySet<string> | null;
}) {
  const inPlan = programSlugs
    ? topic.relatedExercises
        .filter((s) => programSlugs.has(s))
        .flatMap((s) => findExercise(s) ?? [])
    : [];
  return (
    <section
      aria-labelledby="your-plan"
      className="mt-10 rounded-[var(--radius-card)] bg-brand-soft p-5"
    >
      <h2 id="your-plan" className="text-lg font-semibold text-ink">
        In your plan
      </h2>
      {programSlugs === null ? (
        <p className="mt-2 text-ink">
          Finish your assessment and your program will show which exercises fit you.{" "}
          <Link href="/dashboard" className="font-medium text-brand underline underline-offset-2">
            Go to your dashboard
          </Link>
        </p>
      ) : inPlan.length > 0 ? (
        <p className="mt-2 text-ink">
          Your program already includes {listOf(inPlan.map((e) => e.name))}, at a dose set from your
          assessment.
        </p>
      ) : (
        <p className="mt-2 text-ink">
          Your program works on this through the exercises picked for your pain regions.
        </p>
      )}
      {programSlugs ? (
        <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
          <Link
            href="/exercise-program"
            className="font-medium text-brand underline underline-offset-2"
          >
            Open your exercise program
          </Link>
          <Link href="/about-plan" className="font-medium text-brand underline underline-offset-2">
            How your plan is built
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** "A", "A and B", "A, B and C". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
