import { CircleCheck, Clock } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { DISCLAIMER } from "@/components/site/site-footer";
import { EDUCATION_GROUP_NAMES, readingMinutesOf, TOPICS, topicsIn } from "@/content/education";
import { EDUCATION_GROUPS, type TEducationSlug } from "@/content/education/schema";
import type { TEducationLinks } from "./topic-article";

/**
 * The pain-education library's hub (issue #16): the topics in their four groups, each with its
 * reading time, and for a signed-in person what they have read (`read`; null for a visitor).
 */
export function LibraryHub({
  links,
  read,
  notice,
  shelf,
}: {
  links: TEducationLinks;
  read: ReadonlySet<TEducationSlug> | null;
  notice?: React.ReactNode;
  /** The signed-in library's mini courses and ebooks (issue #17), after the topics. */
  shelf?: React.ReactNode;
}) {
  const readCount = read ? TOPICS.filter((t) => read.has(t.slug)).length : 0;
  const nextUp = read ? TOPICS.find((t) => !read.has(t.slug)) : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      {notice}
      <header className="max-w-3xl">
        <h1 className="text-title font-semibold text-ink">Pain-education library</h1>
        <p className="mt-2 text-ink-muted">
          Short, plain reads on why wrists and hands hurt, how they recover, and what helps. Each
          topic starts with its key points, says when to see a clinician, and ends with the sources
          it draws on.
        </p>
        {read ? (
          <p className="mt-4 text-ink" role="status">
            {readCount === TOPICS.length
              ? `You've read all ${TOPICS.length} topics. They're here whenever you want a reminder.`
              : `You've read ${readCount} of ${TOPICS.length} topics.`}
            {nextUp ? (
              <>
                {" "}
                <Link
                  href={links.topic(nextUp.slug)}
                  className="font-medium text-brand underline underline-offset-2"
                >
                  {readCount === 0 ? "Start with" : "Next up"}: {nextUp.title}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </header>

      {EDUCATION_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="mt-10">
          <h2 id={`group-${group}`} className="text-xl font-semibold text-ink">
            {EDUCATION_GROUP_NAMES[group].title}
          </h2>
          <p className="mt-1 text-ink-muted">{EDUCATION_GROUP_NAMES[group].summary}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {topicsIn(group).map((topic) => {
              const done = read?.has(topic.slug) ?? false;
              return (
                <li key={topic.slug}>
                  <Link
                    href={links.topic(topic.slug)}
                    className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[0_1px_2px_rgba(28,38,41,0.06)] hover:border-brand"
                  >
                    <span className="font-semibold text-ink">{topic.title}</span>
                    <span className="mt-2 flex-1 text-sm text-ink-muted">{topic.description}</span>
                    <span className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
                      <span className="inline-flex items-center gap-1.5">
                        <Clock className="size-4" aria-hidden />
                        {readingMinutesOf(topic)} min read
                      </span>
                      {done ? (
                        <span className="inline-flex items-center gap-1.5 font-medium text-success">
                          <CircleCheck className="size-4" aria-hidden />
                          Read
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}

      {shelf}

      <p className="mt-12 max-w-3xl text-sm text-ink-muted">
        {DISCLAIMER} The library explains things in general and never diagnoses; a clinician who
        examines you can tell what is going on in your own hands.
      </p>
    </div>
  );
}
