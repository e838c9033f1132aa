"use client";

// The exercise library's families and cards, drawn as a client component for the payload's sake
// only (issue #15): as a server component every card's link, pictures and words went into the
// page's payload as well as its HTML, about 35 KB of /exercises' 94; now the payload holds each
// card's words and the height of its picture. It keeps no state.
import Link from "next/link";
import { DemoThumb } from "@/components/illustrations/rig/demo-figure";

/** One card: what the library shows of an exercise. */
export type TLibraryCard = { slug: string; name: string; purpose: string; pictureHeight: number };

/** One family's section: its heading, its blurb and its cards, in the catalogue's order. */
export type TLibraryFamily = {
  family: string;
  title: string;
  blurb: string;
  cards: TLibraryCard[];
};

export function ExerciseLibrary({ families }: { families: readonly TLibraryFamily[] }) {
  return (
    <>
      <nav aria-label="Exercise families" className="mt-6 flex flex-wrap gap-2">
        {families.map((f) => (
          <a
            key={f.family}
            href={`#${f.family}`}
            className="rounded-full border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-brand-soft"
          >
            {f.title}
          </a>
        ))}
      </nav>
      {families.map(({ family, title, blurb, cards }) => (
        <section
          key={family}
          id={family}
          aria-labelledby={`${family}-title`}
          className="mt-12 scroll-mt-20"
        >
          <h2 id={`${family}-title`} className="text-title font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-ink-muted">{blurb}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((e) => (
              <li key={e.slug}>
                <Link href={`/exercises/${e.slug}`} className="exercise-card">
                  <DemoThumb name={e.slug} height={e.pictureHeight} />
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
    </>
  );
}
