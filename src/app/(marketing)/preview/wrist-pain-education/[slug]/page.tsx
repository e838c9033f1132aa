import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PREVIEW_EDUCATION_LINKS } from "@/components/education/links";
import { TopicArticle } from "@/components/education/topic-article";
import { findTopic, TOPICS } from "@/content/education";
import { openGraphOf } from "@/content/og-pages";

export const dynamicParams = false;

export function generateStaticParams() {
  return TOPICS.map((t) => ({ slug: t.slug }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ slug: string }>;
}): Promise<Metadata> {
  const topic = findTopic((await params).slug);
  if (!topic) return {};
  return {
    title: topic.title,
    description: topic.description,
    alternates: { canonical: `/preview/wrist-pain-education/${topic.slug}` },
    openGraph: openGraphOf(`library-${topic.slug}`, {
      title: topic.title,
      description: topic.description,
      type: "article",
    }),
  };
}

/** A topic of the library for anyone (spec 2's education previews, issue #16). */
export default async function EducationPreviewTopicPage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const topic = findTopic((await params).slug);
  if (!topic) notFound();
  return (
    <TopicArticle
      topic={topic}
      links={PREVIEW_EDUCATION_LINKS}
      footer={
        <div className="mt-8 rounded-[var(--radius-card)] bg-brand p-6 text-white">
          <h2 className="text-lg font-semibold">Put it into practice</h2>
          <p className="mt-1 text-white/90">
            A 10 to 15 minute assessment builds an exercise program for your hands, with a safe
            starting dose and a plan for flare-ups.
          </p>
          <Link
            href="/signup"
            className="mt-4 inline-flex h-11 items-center rounded-[var(--radius-control)] bg-white px-5 font-semibold text-brand-strong hover:bg-brand-soft"
          >
            Start your free assessment
          </Link>
        </div>
      }
    />
  );
}
