import type { Metadata } from "next";
import Link from "next/link";
import { CommunityTeaser } from "@/components/community/community-teaser";
import { WeekDoneButton } from "@/components/community/week-done-button";
import { Card } from "@/components/ui/card";
import { CURRICULUM_WEEKS } from "@/content/community/curriculum";
import { communitySectionOf } from "@/content/community/sections";
import { COURSE_TITLES, type TCourseId } from "@/content/courses";
import { findTopic } from "@/content/education";
import { findExercise } from "@/content/exercises";
import { getCurriculumProgress } from "@/server/community/community";
import { communityViewer } from "@/server/community/community-page";

export const metadata: Metadata = { title: "Curriculum · Community" };

const SECTION = communitySectionOf("/community-dashboard/curriculum");

function readingOf(reading: { kind: "topic" | "course"; slug: string }) {
  if (reading.kind === "course")
    return {
      href: `/wrist-pain-education/courses/${reading.slug}`,
      title: COURSE_TITLES[reading.slug as TCourseId] ?? reading.slug,
      note: "Mini course",
    };
  return {
    href: `/wrist-pain-education/${reading.slug}`,
    title: findTopic(reading.slug)?.title ?? reading.slug,
    note: "Pain education",
  };
}

/** /community-dashboard/curriculum (issue #20): eight weeks built from the program and the library. */
export default async function CurriculumPage() {
  const viewer = await communityViewer();
  if (viewer.kind !== "member")
    return <CommunityTeaser section={SECTION} signedIn={viewer.kind === "signed-in"} />;
  const done = new Set(await getCurriculumProgress(viewer.access.session.user.id));
  const next = CURRICULUM_WEEKS.find((w) => !done.has(w.week));
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-title font-semibold text-ink">{SECTION.title}</h1>
        <p className="mt-3 text-lg text-ink">{SECTION.lead}</p>
        <p className="mt-4 font-medium text-ink">
          {done.size} of {CURRICULUM_WEEKS.length} weeks done
          {next ? (
            <>
              {" · "}
              <a href={`#${next.slug}`} className="text-brand underline underline-offset-2">
                Go to week {next.week}
              </a>
            </>
          ) : (
            " · every week done: well done."
          )}
        </p>
        <progress
          className="mt-2 h-2 w-full accent-[var(--color-brand)]"
          max={CURRICULUM_WEEKS.length}
          value={done.size}
          aria-label="Curriculum progress"
        />
        <p className="mt-3 text-sm text-ink-muted">
          Go at your own pace: a week can take longer, and your program's pain rules always come
          first.
        </p>
      </header>
      <ol className="space-y-6">
        {CURRICULUM_WEEKS.map((week) => (
          <li key={week.slug} id={week.slug} className="scroll-mt-4">
            <Card>
              <p className="text-sm font-medium text-brand-strong">
                Week {week.week} · {week.focus}
              </p>
              <h2 className="mt-1 text-lg font-semibold text-ink">{week.title}</h2>
              <p className="mt-2 text-ink">{week.summary}</p>
              <h3 className="mt-4 text-sm font-semibold text-ink">This week's goals</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-ink">
                {week.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <div>
                  <h3 className="text-sm font-semibold text-ink">Exercises</h3>
                  <ul className="mt-1 space-y-1">
                    {week.exercises.map((slug) => (
                      <li key={slug}>
                        <Link
                          href={`/exercises/${slug}`}
                          className="text-brand underline underline-offset-2"
                        >
                          {findExercise(slug)?.name ?? slug}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="text-sm font-semibold text-ink">Reading</h3>
                  <ul className="mt-1 space-y-1">
                    {week.reading.map((reading) => {
                      const r = readingOf(reading);
                      return (
                        <li key={r.href}>
                          <Link href={r.href} className="text-brand underline underline-offset-2">
                            {r.title}
                          </Link>{" "}
                          <span className="text-sm text-ink-muted">({r.note})</span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </div>
              <h3 className="mt-4 text-sm font-semibold text-ink">Practice for daily life</h3>
              <p className="mt-1 text-ink">{week.practice}</p>
              <h3 className="mt-4 text-sm font-semibold text-ink">Check in with yourself</h3>
              <p className="mt-1 text-ink">{week.checkIn}</p>
              <div className="mt-5">
                <WeekDoneButton week={week.week} done={done.has(week.week)} />
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
