import Link from "next/link";
import { Card, CardTitle } from "@/components/ui/card";
import {
  AREA_STRUCTURES,
  FLARE_UP_PLAN,
  GUIDELINES,
  IRRITABILITY_GUIDANCE,
  NERVE_STRUCTURES,
  PAGE_SECTIONS,
  PAIN_SCIENCE,
} from "@/content/about-plan";
import type { TAboutPlanModel } from "@/domain/program/about-plan-model";

/**
 * What /about-plan explains, for the person's model or the public preview's sample one: their
 * regions and nerves, the dosing, the flare-up plan and how pain works. The pages choose where the
 * education library and the way back lead, since a visitor has no program of their own.
 */
export function AboutPlanView({
  model: { irritability, regions, nerves },
  educationHref,
  backLink,
}: {
  model: TAboutPlanModel;
  /** The pain-education library: the signed-in one, or its public preview. */
  educationHref: string;
  /** The button at the end: back to the person's exercises, or to a sample program. */
  backLink: { href: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">About your plan</h1>
        <p className="mt-2 text-ink-muted">
          What your program works on, why it's dosed the way it is, and what to do on a bad day.
        </p>
      </header>

      <nav aria-labelledby="sections-title" className="rounded-[var(--radius-card)] bg-calm p-5">
        <h2 id="sections-title" className="font-semibold text-ink">
          On this page
        </h2>
        <ol className="mt-3 grid gap-3 sm:grid-cols-2">
          {PAGE_SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="font-medium text-brand underline-offset-2 hover:underline"
              >
                {s.title}
              </a>
              <p className="text-sm text-ink-muted">{s.summary}</p>
            </li>
          ))}
        </ol>
      </nav>

      <section
        id="regions"
        data-tour="pain-regions"
        aria-labelledby="regions-title"
        className="scroll-mt-20 space-y-4"
      >
        <h2 id="regions-title" className="text-xl font-semibold text-ink">
          Your pain regions and what's in them
        </h2>
        {regions.map((r) => {
          const area = AREA_STRUCTURES[r.area];
          return (
            <Card key={r.area}>
              <CardTitle>
                {area.title}{" "}
                <span className="text-sm font-normal text-ink-muted">
                  · your pain {r.intensity}/10
                </span>
              </CardTitle>
              <p className="mt-2 text-ink">{area.summary}</p>
              <dl className="mt-3 space-y-2">
                {area.structures.map((s) => (
                  <div key={s.name}>
                    <dt className="font-medium text-ink">{s.name}</dt>
                    <dd className="text-sm text-ink-muted">{s.what}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-sm font-medium text-ink">Everyday load on this area</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink-muted">
                {area.loadedBy.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </Card>
          );
        })}
        {nerves.map((n) => {
          const nerve = NERVE_STRUCTURES[n];
          return (
            <Card key={n}>
              <CardTitle>{nerve.title}</CardTitle>
              <p className="mt-2 text-ink">{nerve.path}</p>
              <p className="mt-3 text-sm font-medium text-ink">It can get grumpy with</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink-muted">
                {nerve.sensitiveTo.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </Card>
          );
        })}
      </section>

      <section
        id="guidelines"
        data-tour="exercise-guidelines"
        aria-labelledby="guidelines-title"
        className="scroll-mt-20 space-y-4"
      >
        <h2 id="guidelines-title" className="text-xl font-semibold text-ink">
          Exercise guidelines
        </h2>
        <p className="rounded-[var(--radius-control)] bg-brand-soft p-4 text-ink">
          {IRRITABILITY_GUIDANCE[irritability]}
        </p>
        <h3 className="text-lg font-semibold text-ink">How your exercises are dosed</h3>
        {GUIDELINES.dosing.map((p) => (
          <p key={p} className="text-ink">
            {p}
          </p>
        ))}
        <h3 className="text-lg font-semibold text-ink">How much pain is OK</h3>
        <p className="text-ink">{GUIDELINES.painMonitoring.intro}</p>
        <ul className="list-disc space-y-1 pl-5 text-ink">
          {GUIDELINES.painMonitoring.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <p className="text-sm text-ink-muted">{GUIDELINES.painMonitoring.note}</p>
        <h3 className="text-lg font-semibold text-ink">Rest and recovery</h3>
        {GUIDELINES.rest.map((p) => (
          <p key={p} className="text-ink">
            {p}
          </p>
        ))}
      </section>

      <section id="flare-ups" aria-labelledby="flare-title" className="scroll-mt-20 space-y-4">
        <h2 id="flare-title" className="text-xl font-semibold text-ink">
          If you have a flare-up
        </h2>
        <p className="text-ink">{FLARE_UP_PLAN.intro}</p>
        <ol className="space-y-3">
          {FLARE_UP_PLAN.steps.map((s, i) => (
            <li
              key={s.title}
              className="rounded-[var(--radius-control)] border border-line bg-surface p-4"
            >
              <p className="font-semibold text-ink">
                {i + 1}. {s.title}
              </p>
              <p className="mt-1 text-ink">{s.body}</p>
            </li>
          ))}
        </ol>
        <div className="rounded-[var(--radius-card)] border-2 border-danger/40 p-5">
          <h3 className="font-semibold text-ink">See a clinician if</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
            {FLARE_UP_PLAN.seeAClinicianIf.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="pain-science"
        data-tour="pain-science"
        aria-labelledby="science-title"
        className="scroll-mt-20 space-y-4"
      >
        <h2 id="science-title" className="text-xl font-semibold text-ink">
          How pain works
        </h2>
        {PAIN_SCIENCE.map((s) => (
          <div key={s.title}>
            <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-2 text-ink">
                {p}
              </p>
            ))}
          </div>
        ))}
        <p className="text-ink">
          Each topic takes a few minutes and ends with the sources it draws on.{" "}
          <Link
            href={educationHref}
            data-tour="wrist-pain-education"
            className="font-medium text-brand underline underline-offset-2"
          >
            Read more in the pain-education library
          </Link>
        </p>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link
          href={backLink.href}
          className="inline-flex h-11 items-center rounded-[var(--radius-control)] bg-brand px-5 font-medium text-white hover:bg-brand-strong"
        >
          {backLink.label}
        </Link>
      </div>
      <p className="text-xs text-ink-muted">
        Educational information, not medical advice, and not a diagnosis. If you're unsure about
        anything here, please check with a clinician.
      </p>
    </div>
  );
}
