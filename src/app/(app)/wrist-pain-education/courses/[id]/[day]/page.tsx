import { BookOpen, Clock, Dumbbell } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { DayDoneButton } from "@/components/courses/day-done-button";
import { findCourse, stepWordOf } from "@/content/courses";
import { findTopic } from "@/content/education";
import { findExercise } from "@/content/exercises";
import type { TSearchParams } from "@/lib/search-of";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { findLearningAccess } from "@/server/courses/course-progress";

type TParams = Promise<{ id: string; day: string }>;

async function dayOf(params: TParams) {
  const { id, day } = await params;
  const course = findCourse(id);
  const number = /^\d{1,2}$/.test(day) ? Number(day) : Number.NaN;
  const found = course?.days.find((d) => d.day === number);
  return course && found ? { course, day: found } : null;
}

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  const found = await dayOf(params);
  return found ? { title: `${stepWordOf(found.course)} ${found.day.day}: ${found.day.title}` } : {};
}

/**
 * One day of a mini course (issue #17): the reading, today's task, the library topics and
 * exercises it builds on, and "done" (which takes the person to the next day). Only for the
 * course's owner; anyone else is sent to the course's page, which says how to get it.
 */
export default async function CourseDayPage({
  params,
  searchParams,
}: {
  params: TParams;
  searchParams: Promise<TSearchParams>;
}) {
  const { id, day: dayParam } = await params;
  await requirePageAccess(`/wrist-pain-education/courses/${id}/${dayParam}`, searchParams);
  const found = await dayOf(params);
  if (!found) notFound();
  const { course, day } = found;
  const access = await getCurrentAccess();
  if (!access) return null;
  const learning = await findLearningAccess(access.session.user.id);
  const base = `/wrist-pain-education/courses/${course.id}`;
  if (!learning.ownsCourse(course.id)) redirect(base);
  const step = stepWordOf(course);
  const previous = course.days.find((d) => d.day === day.day - 1);
  const next = course.days.find((d) => d.day === day.day + 1);
  const topics = day.readSlugs.map((s) => findTopic(s)).filter((t) => t !== undefined);
  const exercises = day.exerciseSlugs.map((s) => findExercise(s)).filter((e) => e !== undefined);
  return (
    <article className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href={base} className="text-brand underline underline-offset-2">
          {course.title}
        </Link>{" "}
        <span className="text-ink-muted">
          / {step} {day.day} of {course.days.length}
        </span>
      </p>
      <h1 className="mt-2 text-title font-semibold text-ink">{day.title}</h1>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
        <Clock className="size-4" aria-hidden /> About {day.minutes} minutes
      </p>
      <p className="mt-4 text-lg text-ink">{day.summary}</p>
      <div className="mt-6 space-y-4 text-ink">
        {day.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <section
        aria-labelledby="task"
        className="mt-8 rounded-[var(--radius-card)] bg-brand-soft p-5"
      >
        <h2 id="task" className="font-semibold text-ink">
          Today's task
        </h2>
        <p className="mt-2 text-ink">{day.task}</p>
      </section>
      {topics.length > 0 || exercises.length > 0 ? (
        <section aria-labelledby="more" className="mt-8">
          <h2 id="more" className="font-semibold text-ink">
            To go with today
          </h2>
          <ul className="mt-3 space-y-2">
            {topics.map((t) => (
              <li key={t.slug} className="flex items-start gap-2">
                <BookOpen className="mt-1 size-4 shrink-0 text-brand" aria-hidden />
                <Link
                  href={`/wrist-pain-education/${t.slug}`}
                  className="text-brand underline underline-offset-2"
                >
                  Read: {t.title}
                </Link>
              </li>
            ))}
            {exercises.map((e) => (
              <li key={e.slug} className="flex items-start gap-2">
                <Dumbbell className="mt-1 size-4 shrink-0 text-brand" aria-hidden />
                <Link
                  href={`/exercises/${e.slug}`}
                  className="text-brand underline underline-offset-2"
                >
                  Exercise: {e.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 border-t border-line pt-6">
        <DayDoneButton
          courseId={course.id}
          day={day.day}
          initialDone={learning.daysDone(course.id).has(day.day)}
          nextHref={next ? `${base}/${next.day}` : base}
          last={!next}
          stepWord={step.toLowerCase()}
        />
      </div>
      <nav
        aria-label={`Course ${step.toLowerCase()}s`}
        className="mt-8 flex justify-between gap-4 text-sm"
      >
        {previous ? (
          <Link
            href={`${base}/${previous.day}`}
            className="text-brand underline underline-offset-2"
          >
            {step} {previous.day}: {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            href={`${base}/${next.day}`}
            className="text-right text-brand underline underline-offset-2"
          >
            {step} {next.day}: {next.title}
          </Link>
        ) : null}
      </nav>
      <p className="mt-8 text-sm text-ink-muted">
        Educational, not medical advice. Stop and see a clinician if your hand goes numb or weak,
        swells, or hurts after a fall;{" "}
        <Link href={base} className="text-brand underline underline-offset-2">
          the course page
        </Link>{" "}
        lists every warning sign.
      </p>
    </article>
  );
}
