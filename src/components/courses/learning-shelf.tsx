import { CircleCheck, Download, GraduationCap, Lock } from "lucide-react";
import Link from "next/link";
import { COURSES, stepWordOf } from "@/content/courses";
import { EBOOKS } from "@/content/ebooks";
import { findOffer, formatPrice, priceProduct } from "@/domain/billing/catalogue";

/**
 * The library's mini courses and ebooks (issue #17): a person's own with their progress and
 * downloads, the others with their price and the bundle that holds them all.
 */
export function LearningShelf({
  ownsCourse,
  ownsEbook,
  daysDone,
}: {
  ownsCourse: (id: string) => boolean;
  ownsEbook: (id: string) => boolean;
  daysDone: (id: string) => ReadonlySet<number>;
}) {
  const bundle = findOffer("learning-bundle");
  const ownsAll = COURSES.every((c) => ownsCourse(c.id)) && EBOOKS.every((e) => ownsEbook(e.id));
  const card =
    "flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[0_1px_2px_rgba(28,38,41,0.06)]";
  return (
    <section aria-labelledby="shelf" className="mt-12">
      <h2 id="shelf" className="text-xl font-semibold text-ink">
        Mini courses and ebooks
      </h2>
      <p className="mt-1 text-ink-muted">
        Short courses that take one problem day by day, and handbooks to keep, built from this
        library and your exercises.
        {!ownsAll && bundle ? (
          <>
            {" "}
            All of them together:{" "}
            <Link href={bundle.path} className="text-brand underline underline-offset-2">
              the learning bundle, {formatPrice(bundle.priceCents)}
            </Link>
            .
          </>
        ) : null}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {COURSES.map((course) => {
          const owned = ownsCourse(course.id);
          const done = daysDone(course.id).size;
          const price = priceProduct({ addonType: "miniCourses", itemId: course.id });
          return (
            <li key={course.id}>
              <Link
                href={`/wrist-pain-education/courses/${course.id}`}
                className={`${card} hover:border-brand`}
              >
                <span className="flex items-center gap-2 text-sm text-ink-muted">
                  <GraduationCap className="size-4 text-brand" aria-hidden />
                  Mini course, {course.days.length} {stepWordOf(course).toLowerCase()}s
                </span>
                <span className="mt-2 font-semibold text-ink">{course.title}</span>
                <span className="mt-2 flex-1 text-sm text-ink-muted">{course.subtitle}</span>
                <span className="mt-4 inline-flex items-center gap-1.5 text-sm">
                  {owned ? (
                    done === course.days.length ? (
                      <span className="inline-flex items-center gap-1.5 font-medium text-success">
                        <CircleCheck className="size-4" aria-hidden /> Finished
                      </span>
                    ) : (
                      <span className="text-ink">
                        {done} of {course.days.length} {stepWordOf(course).toLowerCase()}s done
                      </span>
                    )
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-ink-muted">
                      <Lock className="size-4" aria-hidden />
                      {price ? formatPrice(price.priceCents) : ""}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
        {EBOOKS.map((ebook) => {
          const owned = ownsEbook(ebook.id);
          const price = priceProduct({ addonType: "ebooks", itemId: ebook.id });
          return (
            <li key={ebook.id} className={card}>
              <span className="flex items-center gap-2 text-sm text-ink-muted">
                <Download className="size-4 text-brand" aria-hidden />
                Ebook (PDF)
              </span>
              <span className="mt-2 font-semibold text-ink">{ebook.title}</span>
              <span className="mt-2 flex-1 text-sm text-ink-muted">{ebook.subtitle}</span>
              <span className="mt-4 text-sm">
                {owned ? (
                  <a
                    href={`/api/ebooks/${ebook.id}`}
                    download
                    className="font-medium text-brand underline underline-offset-2"
                  >
                    Download the PDF<span className="sr-only">: {ebook.title}</span>
                  </a>
                ) : (
                  <Link
                    href={`/go-pro?addonType=ebooks&source=library`}
                    className="text-brand underline underline-offset-2"
                  >
                    {price
                      ? `${formatPrice(price.priceCents)}: see the add-ons`
                      : "See the add-ons"}
                    <span className="sr-only"> for {ebook.title}</span>
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
