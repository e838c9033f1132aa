import { CircleCheck, Clock, Lock } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { findCourse, stepWordOf } from "@/content/courses";
import { findOffer, formatPrice, priceProduct } from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";
import type { TSearchParams } from "@/lib/search-of";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { findLearningAccess } from "@/server/courses/course-progress";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string }>;
}): Promise<Metadata> {
  const course = findCourse((await params).id);
  return course ? { title: course.title, description: course.subtitle } : {};
}

/**
 * A mini course (issue #17): what it covers and who it suits, its days with the person's progress,
 * and the way on (the next day, or buying it). Its days open only for the person who owns it.
 */
export default async function CoursePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const { id } = await params;
  await requirePageAccess(`/wrist-pain-education/courses/${id}`, searchParams);
  const course = findCourse(id);
  if (!course) notFound();
  const access = await getCurrentAccess();
  if (!access) return null;
  const learning = await findLearningAccess(access.session.user.id);
  const owned = learning.ownsCourse(course.id);
  const done = learning.daysDone(course.id);
  const next = course.days.find((d) => !done.has(d.day));
  const priced = priceProduct({ addonType: "miniCourses", itemId: course.id });
  const bundle = findOffer("learning-bundle");
  const base = `/wrist-pain-education/courses/${course.id}`;
  const step = stepWordOf(course);
  const steps = `${step.toLowerCase()}s`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/wrist-pain-education" className="text-brand underline underline-offset-2">
          Library
        </Link>{" "}
        <span className="text-ink-muted">/ Mini courses</span>
      </p>
      <h1 className="mt-2 text-title font-semibold text-ink">{course.title}</h1>
      <p className="mt-2 text-lg text-ink-muted">{course.subtitle}</p>

      {owned ? (
        <div className="mt-6 rounded-[var(--radius-card)] bg-brand-soft p-5">
          <p className="font-medium text-ink" role="status">
            {done.size === course.days.length
              ? `You've finished all ${course.days.length} ${steps}. Come back to any of them whenever you need.`
              : `${done.size} of ${course.days.length} ${steps} done.`}
          </p>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-surface"
            role="progressbar"
            aria-label="Course progress"
            aria-valuemin={0}
            aria-valuemax={course.days.length}
            aria-valuenow={done.size}
          >
            <div
              className="h-full rounded-full bg-brand"
              style={{ width: `${(100 * done.size) / course.days.length}%` }}
            />
          </div>
          {next ? (
            <Link
              href={`${base}/${next.day}`}
              className={`${buttonVariants({ variant: "primary" })} mt-4`}
            >
              {done.size === 0
                ? `Start ${step.toLowerCase()} 1`
                : `Continue with ${step.toLowerCase()} ${next.day}`}
            </Link>
          ) : null}
        </div>
      ) : null}

      <div className="mt-8 space-y-3 text-ink">
        {course.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <h2 className="mt-8 text-lg font-semibold text-ink">Who it's for</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
        {course.whoFor.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>

      <h2 className="mt-8 text-lg font-semibold text-ink">The {steps}</h2>
      <ol className="mt-3 space-y-3">
        {course.days.map((d) => (
          <li
            key={d.day}
            className="flex gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4"
          >
            {done.has(d.day) ? (
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-label="Done" />
            ) : owned ? (
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-line-strong text-xs text-ink-muted">
                {d.day}
              </span>
            ) : (
              <Lock className="mt-0.5 size-5 shrink-0 text-ink-muted" aria-hidden />
            )}
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {owned ? (
                  <Link href={`${base}/${d.day}`} className="underline-offset-2 hover:underline">
                    {step} {d.day}: {d.title}
                  </Link>
                ) : (
                  `${step} ${d.day}: ${d.title}`
                )}
              </p>
              <p className="mt-1 text-sm text-ink-muted">{d.summary}</p>
              <p className="mt-1 flex items-center gap-1 text-xs text-ink-muted">
                <Clock className="size-3.5" aria-hidden /> About {d.minutes} minutes
              </p>
            </div>
          </li>
        ))}
      </ol>

      {!owned && priced ? (
        <Card className="mt-8">
          <h2 className="text-lg font-semibold text-ink">Get this course</h2>
          <p className="mt-2 text-ink-muted">
            {formatPrice(priced.priceCents)}, paid once and yours to keep, with every{" "}
            {step.toLowerCase()} open straight away.
            {bundle
              ? ` Or all three courses and both ebooks for ${formatPrice(bundle.priceCents)} in the learning bundle.`
              : ""}
          </p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <CheckoutButton
              addonType="miniCourses"
              itemId={course.id}
              source="course-page"
              valueCents={priced.priceCents}
            >
              Buy for {formatPrice(priced.priceCents)}
            </CheckoutButton>
            {bundle ? (
              <Link href={bundle.path} className={buttonVariants({ variant: "secondary" })}>
                See the learning bundle
              </Link>
            ) : null}
          </div>
        </Card>
      ) : null}

      <aside
        aria-label="Safety"
        className="mt-8 rounded-[var(--radius-card)] border border-line p-5 text-sm text-ink"
      >
        <h2 className="font-semibold">When to stop and see a clinician</h2>
        <p className="mt-2">{course.safety}</p>
      </aside>
      <p className="mt-6 text-sm text-ink-muted">Last reviewed {formatDate(course.reviewedOn)}.</p>
    </div>
  );
}
