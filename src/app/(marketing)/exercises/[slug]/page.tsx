import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ExerciseDemo } from "@/components/exercises/exercise-demo";
import { EXERCISES, findExercise } from "@/content/exercises";
import { doseParts, FAMILY_NAMES } from "@/content/exercises/labels";
import { openGraphOf } from "@/content/og-pages";
import { BODY_AREA_NAMES, BODY_AREAS } from "@/domain/assessment/body-areas";

export const dynamicParams = false;

export function generateStaticParams() {
  return EXERCISES.map((e) => ({ slug: e.slug }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ slug: string }>;
}): Promise<Metadata> {
  const exercise = findExercise((await params).slug);
  if (!exercise) return {};
  return {
    title: exercise.name,
    description: exercise.description,
    alternates: { canonical: `/exercises/${exercise.slug}` },
    openGraph: openGraphOf(`exercise-${exercise.slug}`, {
      title: exercise.name,
      description: exercise.description,
      type: "article",
    }),
  };
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={title} className="mt-8">
      <h2 id={title} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </section>
  );
}

export default async function ExercisePage({ params }: { params: Promise<{ slug: string }> }) {
  const exercise = findExercise((await params).slug);
  if (!exercise) notFound();
  const regression = exercise.regression ? findExercise(exercise.regression) : undefined;
  const progression = exercise.progression ? findExercise(exercise.progression) : undefined;
  const dose = doseParts(exercise.dose);
  // schema.org HowTo: the steps, tools and purpose, for search engines.
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: exercise.name,
    description: exercise.description,
    tool: exercise.equipment.map((name) => ({ "@type": "HowToTool", name })),
    step: exercise.steps.map((text, i) => ({ "@type": "HowToStep", position: i + 1, text })),
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own typed content; "<" is escaped.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <Link href="/exercises" className="text-sm font-medium text-brand hover:underline">
        Exercise library
      </Link>
      <span className="text-sm text-ink-muted"> / {FAMILY_NAMES[exercise.family].title}</span>
      <h1 className="mt-2 text-display font-semibold text-ink">{exercise.name}</h1>
      <p className="mt-3 text-lg text-ink-muted">{exercise.purpose}</p>
      <p className="mt-3 flex flex-wrap gap-2">
        {exercise.bodyAreas.length < BODY_AREAS.length ? (
          exercise.bodyAreas.map((a) => (
            <span
              key={a}
              className="rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-strong"
            >
              {BODY_AREA_NAMES[a]}
            </span>
          ))
        ) : (
          <span className="rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-strong">
            Supports the whole arm
          </span>
        )}
      </p>

      <div className="mt-8 grid gap-6 sm:grid-cols-[1fr_20rem] sm:items-start">
        <section aria-labelledby="how" className="order-2 sm:order-1">
          <h2 id="how" className="text-lg font-semibold text-ink">
            How to do it
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
            {exercise.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
        <div className="order-1 rounded-[var(--radius-card)] border border-line bg-surface p-3 sm:order-2">
          <ExerciseDemo slug={exercise.slug} />
        </div>
      </div>

      <section
        aria-labelledby="dose"
        className="mt-8 rounded-[var(--radius-card)] bg-brand-soft p-5"
      >
        <h2 id="dose" className="text-lg font-semibold text-ink">
          A usual starting dose
        </h2>
        <p className="mt-2 text-ink">{dose.join(" · ")}</p>
        <p className="mt-2 text-sm text-ink-muted">
          Your own program sets the dose from your assessment and adjusts it as you log.
        </p>
      </section>

      {exercise.equipment.length > 0 ? (
        <List title="What you need" items={exercise.equipment} />
      ) : null}
      <List title="Cues" items={exercise.cues} />
      <List title="Common mistakes" items={exercise.mistakes} />
      <section
        aria-labelledby="stop"
        className="mt-8 rounded-[var(--radius-card)] border-2 border-danger/40 p-5"
      >
        <h2 id="stop" className="text-lg font-semibold text-ink">
          When to stop
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
          {exercise.stopIf.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </section>

      {regression || progression ? (
        <nav aria-label="Easier and harder versions" className="mt-8 grid gap-3 sm:grid-cols-2">
          {regression ? (
            <Link
              href={`/exercises/${regression.slug}`}
              className="flex items-center gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-brand"
            >
              <ArrowLeft className="size-4 shrink-0 text-brand" aria-hidden />
              <span>
                <span className="block text-sm text-ink-muted">Easier</span>
                <span className="font-medium text-ink">{regression.name}</span>
              </span>
            </Link>
          ) : (
            <span />
          )}
          {progression ? (
            <Link
              href={`/exercises/${progression.slug}`}
              className="flex items-center justify-end gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-4 text-right hover:border-brand"
            >
              <span>
                <span className="block text-sm text-ink-muted">Harder</span>
                <span className="font-medium text-ink">{progression.name}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-brand" aria-hidden />
            </Link>
          ) : null}
        </nav>
      ) : null}

      <p className="mt-10 text-sm text-ink-muted">
        This is educational information, not medical advice, and it does not diagnose any condition.
        If you're unsure whether an exercise is right for you, please check with a clinician.
      </p>
      <div className="mt-8 rounded-[var(--radius-card)] bg-brand p-6 text-white">
        <h2 className="text-lg font-semibold">Get a program built for your hands</h2>
        <p className="mt-1 text-white/90">
          A 10 to 15 minute assessment picks your exercises and a safe starting dose.
        </p>
        <Link
          href="/signup"
          className="mt-4 inline-flex h-11 items-center rounded-[var(--radius-control)] bg-white px-5 font-semibold text-brand-strong hover:bg-brand-soft"
        >
          Start your free assessment
        </Link>
      </div>
    </article>
  );
}
