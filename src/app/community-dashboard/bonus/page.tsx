import type { Metadata } from "next";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { Card } from "@/components/ui/card";
import { BONUS_PIECES } from "@/content/community/bonus";
import { communitySectionOf } from "@/content/community/sections";
import { DISCLAIMER } from "@/lib/disclaimer";
import { communityViewer } from "@/server/community/community-page";

export const metadata: Metadata = { title: "Bonus material · Community" };

const SECTION = communitySectionOf("/community-dashboard/bonus");

/** /community-dashboard/bonus (issue #20): five practical pieces, each readable in minutes. */
export default async function BonusPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
      </header>
      <nav aria-label="Bonus pieces">
        <ul className="space-y-2">
          {BONUS_PIECES.map((piece) => (
            <li key={piece.slug}>
              <a
                href={`#${piece.slug}`}
                className="block rounded-[var(--radius-card)] border border-line bg-surface p-4 hover:border-brand"
              >
                <span className="font-medium text-ink">{piece.title}</span>
                <span className="mt-1 block text-sm text-ink-muted">
                  {piece.summary} · {piece.minutes} min read
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {BONUS_PIECES.map((piece) => (
        <article
          key={piece.slug}
          id={piece.slug}
          aria-labelledby={`${piece.slug}-title`}
          className="scroll-mt-4"
        >
          <Card>
            <h2 id={`${piece.slug}-title`} className="text-xl font-semibold text-ink">
              {piece.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{piece.minutes} min read</p>
            {piece.sections.map((section) => (
              <section key={section.heading} className="mt-5">
                <h3 className="font-semibold text-ink">{section.heading}</h3>
                {section.body.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)} className="mt-2 text-ink">
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
            <p className="mt-6 text-xs text-ink-muted">
              <a href="#main" className="text-brand underline underline-offset-2">
                Back to the top
              </a>
            </p>
          </Card>
        </article>
      ))}
      <p className="text-xs text-ink-muted">{DISCLAIMER}</p>
    </div>
  );
}
