import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { APP_EDUCATION_LINKS } from "@/components/education/links";
import { ReadMarker } from "@/components/education/read-marker";
import { TopicArticle } from "@/components/education/topic-article";
import { YourPlanAside } from "@/components/education/your-plan-aside";
import { findTopic } from "@/content/education";
import { formatDate } from "@/lib/format-date";
import type { TSearchParams } from "@/lib/search-of";
import { requirePageAccess } from "@/server/access/require-page-access";
import { getCurrentAssessment } from "@/server/assessment/get-current-assessment";
import { findEducationReads } from "@/server/education/education-reads";
import { getRequestTimeZone } from "@/server/get-request-time-zone";
import { getCurrentProgram } from "@/server/program/get-current-program";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ slug: string }>;
}): Promise<Metadata> {
  const topic = findTopic((await params).slug);
  return topic ? { title: topic.title, description: topic.description } : {};
}

/**
 * A topic of the library inside the app (spec 2's sub-pages imaging-results,
 * medication-injections, exercise-pain, flare-ups and carpal-tunnel, and the library's other
 * topics at the same kind of address, issue #16): the preview's text, with the person's own plan
 * and their read mark.
 */
export default async function EducationTopicPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { slug } = await params;
  await requirePageAccess(`/wrist-pain-education/${slug}`, searchParams);
  const topic = findTopic(slug);
  if (!topic) notFound();
  const current = await getCurrentAssessment();
  if (!current) return null;
  const userId = current.access.session.user.id;
  const [reads, timeZone, program] = await Promise.all([
    findEducationReads(userId),
    getRequestTimeZone(),
    current.record.assessmentCompleted
      ? getCurrentProgram({ userId, record: current.record, headers: await headers() })
      : null,
  ]);
  const readAt = reads.get(topic.slug);
  const programSlugs = program
    ? new Set(program.program.groups.flatMap((g) => g.items.map((i) => i.slug)))
    : null;
  return (
    <TopicArticle
      topic={topic}
      links={APP_EDUCATION_LINKS}
      aside={
        <>
          <YourPlanAside topic={topic} programSlugs={programSlugs} />
          <ReadMarker slug={topic.slug} readOn={readAt ? formatDate(readAt, timeZone) : null} />
        </>
      }
    />
  );
}
