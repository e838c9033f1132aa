import type { Metadata } from "next";
import Link from "next/link";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { RESOURCE_SECTIONS, type TResource } from "@/content/community/resources";
import { communitySectionOf } from "@/content/community/sections";
import { communityViewer } from "@/server/community/community-page";

export const metadata: Metadata = { title: "Resources · Community" };

const SECTION = communitySectionOf("/community-dashboard/resources");

const KIND_LABELS: Record<TResource["kind"], string> = {
  guide: "Guide",
  ebook: "Ebook",
  course: "Mini course",
  topic: "Pain education",
  "exercise-sheet": "Exercise page",
};

/** /community-dashboard/resources (issue #20): guides, exercise pages, ebooks and courses. */
export default async function ResourcesPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
        <nav aria-label="Resource sections" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {RESOURCE_SECTIONS.map((s) => (
              <li key={s.slug}>
                <a
                  href={`#${s.slug}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line-strong px-4 text-sm font-medium text-ink hover:border-brand"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {RESOURCE_SECTIONS.map((section) => (
        <section
          key={section.slug}
          id={section.slug}
          aria-labelledby={`${section.slug}-heading`}
          className="scroll-mt-4"
        >
          <h2 id={`${section.slug}-heading`} className="text-xl font-semibold text-ink">
            {section.title}
          </h2>
          <p className="mt-1 text-ink-muted">{section.intro}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <li key={`${item.href}-${item.title}`}>
                <Link
                  href={item.href}
                  className="block h-full rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-brand"
                >
                  <span className="text-xs font-medium tracking-wide text-brand-strong uppercase">
                    {KIND_LABELS[item.kind]}
                  </span>
                  <span className="mt-1 block font-medium text-ink">{item.title}</span>
                  <span className="mt-1 block text-sm text-ink-muted">{item.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
