import { ArrowRight, Clock, Lightbulb, Stethoscope } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { DISCLAIMER } from "@/components/site/site-footer";
import {
  EDUCATION_GROUP_NAMES,
  getTopic,
  readingMinutesOf,
  reviewedOn,
  type TEducationTopic,
} from "@/content/education";
import type { TBlock, TEducationSlug, TReference } from "@/content/education/schema";
import { findExercise } from "@/content/exercises";
import { EducationFigure } from "./education-figure";

/** Where a topic's links lead: inside the app for a signed-in person, the previews otherwise. */
export type TEducationLinks = { hub: string; topic: (slug: TEducationSlug) => string };

function Block({ block }: { block: TBlock }) {
  switch (block.type) {
    case "p":
      return <p className="text-ink">{block.text}</p>;
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-5 text-ink marker:text-brand">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "myths":
      return (
        <ul className="space-y-3">
          {block.items.map((m) => (
            <li
              key={m.myth}
              className="rounded-[var(--radius-control)] border border-line bg-surface p-4"
            >
              <p className="text-ink">
                <span className="mr-2 rounded-full bg-calm px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">
                  Myth
                </span>
                {m.myth}
              </p>
              <p className="mt-2 text-ink">
                <span className="mr-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-strong">
                  Fact
                </span>
                {m.fact}
              </p>
            </li>
          ))}
        </ul>
      );
    case "figure":
      return <EducationFigure figure={block.figure} caption={block.caption} />;
    case "tip":
      return (
        <aside className="flex gap-3 rounded-[var(--radius-control)] bg-brand-soft p-4 text-ink">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-brand-strong" aria-hidden />
          <p>
            <span className="font-semibold">Try this: </span>
            {block.text}
          </p>
        </aside>
      );
  }
}

function Reference({ reference: r }: { reference: TReference }) {
  return (
    <li className="break-words">
      {r.authors} {r.title}
      {/[.?!]$/.test(r.title) ? " " : ". "}
      <span className="italic">{r.source}</span>.{" "}
      {r.doi ? (
        <a
          href={`https://doi.org/${r.doi}`}
          className="text-brand underline underline-offset-2"
          rel="noopener noreferrer"
        >
          doi:{r.doi}
        </a>
      ) : null}
      {r.doi && r.pmid ? " · " : null}
      {r.pmid ? (
        <a
          href={`https://pubmed.ncbi.nlm.nih.gov/${r.pmid}/`}
          className="text-brand underline underline-offset-2"
          rel="noopener noreferrer"
        >
          PubMed {r.pmid}
        </a>
      ) : null}
    </li>
  );
}

/**
 * One pain-education topic (issue #16), the same on the signed-in pages and the public previews:
 * takeaways first, the text with its drawings, when to see a clinician, the exercises that go
 * with it, what to read next, the sources and the reviewed date. `aside` is the signed-in
 * person's own part (their plan, the read mark); `footer` the visitor's invitation.
 */
export function TopicArticle({
  topic,
  links,
  aside,
  footer,
}: {
  topic: TEducationTopic;
  links: TEducationLinks;
  aside?: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const group = EDUCATION_GROUP_NAMES[topic.group];
  const exercises = topic.relatedExercises.flatMap((slug) => findExercise(slug) ?? []);
  const reviewed = reviewedOn(topic);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={links.hub} className="font-medium text-brand hover:underline">
          Pain-education library
        </Link>
        <span className="text-ink-muted"> / {group.title}</span>
      </nav>
      <h1 className="mt-2 text-display font-semibold text-ink">{topic.title}</h1>
      <p className="mt-3 text-lg text-ink-muted">{topic.description}</p>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden />
          {readingMinutesOf(topic)} min read
        </span>
        <span>Last reviewed {reviewed}</span>
      </p>
      {topic.illustrative ? (
        <p className="mt-4 rounded-[var(--radius-control)] bg-calm px-4 py-3 text-sm text-ink">
          <span className="font-semibold">An illustrative story.</span> This person is a composite
          of experiences many people share, not a real patient. Your own recovery may look
          different.
        </p>
      ) : null}

      <section
        aria-labelledby="takeaways"
        className="mt-8 rounded-[var(--radius-card)] border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="takeaways" className="text-lg font-semibold text-ink">
          Key takeaways
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-ink marker:text-brand">
          {topic.takeaways.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>

      {topic.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`section-${i}`} className="mt-10">
          <h2 id={`section-${i}`} className="text-xl font-semibold text-ink">
            {section.heading}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed">
            {section.blocks.map((block, j) => (
              // Blocks are fixed content: their place in the section is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered.
              <Block key={j} block={block} />
            ))}
          </div>
        </section>
      ))}

      <section
        aria-labelledby="see-a-clinician"
        className="mt-10 rounded-[var(--radius-card)] border-2 border-danger/40 p-5"
      >
        <h2 id="see-a-clinician" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Stethoscope className="size-5 text-danger" aria-hidden />
          When to see a clinician
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
          {topic.seeAClinician.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>

      {aside}

      {exercises.length > 0 ? (
        <section aria-labelledby="related-exercises" className="mt-10">
          <h2 id="related-exercises" className="text-xl font-semibold text-ink">
            Exercises that go with this
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {exercises.map((e) => (
              <li key={e.slug}>
                <Link
                  href={`/exercises/${e.slug}`}
                  className="block h-full rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-brand"
                >
                  <span className="font-medium text-ink">{e.name}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{e.purpose}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <nav aria-labelledby="read-next" className="mt-10">
        <h2 id="read-next" className="text-xl font-semibold text-ink">
          Read next
        </h2>
        <ul className="mt-4 space-y-3">
          {topic.readNext.map((slug) => {
            const next = getTopic(slug);
            return (
              <li key={slug}>
                <Link
                  href={links.topic(slug)}
                  className="flex items-center justify-between gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-brand"
                >
                  <span>
                    <span className="font-medium text-ink">{next.title}</span>
                    <span className="mt-1 block text-sm text-ink-muted">
                      {readingMinutesOf(next)} min read
                    </span>
                  </span>
                  <ArrowRight className="size-4 shrink-0 text-brand" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="sources" className="mt-10 border-t border-line pt-6">
        <h2 id="sources" className="text-lg font-semibold text-ink">
          Sources
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          This topic is written in our own words from these guidelines and studies.
        </p>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink">
          {topic.references.map((r) => (
            <Reference key={r.doi ?? r.pmid} reference={r} />
          ))}
        </ol>
      </section>

      <p className="mt-8 text-sm text-ink-muted">
        {DISCLAIMER} This page explains things in general and never diagnoses: if you're unsure
        what's right for you, please check with a clinician. Last reviewed {reviewed}.
      </p>
      {footer}
    </article>
  );
}
