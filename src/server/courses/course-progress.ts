import "server-only";
import { and, eq } from "drizzle-orm";
import { findCourse } from "@/content/courses";
import { AppError } from "@/lib/errors";
import { ownedProductIdsOf } from "../billing/start-checkout";
import { getDb } from "../db/client";
import { courseProgress } from "../db/schema";

/**
 * The mini courses and ebooks a person owns (issue #17: bought alone or in a bundle), and the
 * days of each course they have done.
 */
export async function findLearningAccess(userId: string) {
  const owned = await ownedProductIdsOf(userId);
  const rows = await getDb()
    .select({ courseId: courseProgress.courseId, day: courseProgress.day })
    .from(courseProgress)
    .where(eq(courseProgress.userId, userId));
  const done = new Map<string, Set<number>>();
  for (const row of rows)
    done.set(row.courseId, (done.get(row.courseId) ?? new Set()).add(row.day));
  return {
    ownsCourse: (id: string) => owned.has(`miniCourses:${id}`),
    ownsEbook: (id: string) => owned.has(`ebooks:${id}`),
    daysDone: (id: string): ReadonlySet<number> => done.get(id) ?? new Set(),
  };
}

/** Marks a day of a course the person owns as done; again changes nothing (the first date stays). */
export async function completeCourseDay(input: {
  userId: string;
  courseId: string;
  day: number;
}): Promise<void> {
  const course = findCourse(input.courseId);
  const day = course?.days.find((d) => d.day === input.day);
  if (!course || !day) throw new AppError("course-not-found");
  if (!(await ownedProductIdsOf(input.userId)).has(`miniCourses:${course.id}`))
    throw new AppError("course-not-owned");
  await getDb()
    .insert(courseProgress)
    .values({ userId: input.userId, courseId: course.id, day: input.day })
    .onConflictDoNothing();
}

/** Clears a day the person marked done by mistake. */
export async function undoCourseDay(input: {
  userId: string;
  courseId: string;
  day: number;
}): Promise<void> {
  await getDb()
    .delete(courseProgress)
    .where(
      and(
        eq(courseProgress.userId, input.userId),
        eq(courseProgress.courseId, input.courseId),
        eq(courseProgress.day, input.day),
      ),
    );
}
