// The mini courses: every course parsed by ZCourse when this module loads, and the set checked as a
// whole (each id once, titles as the catalogue names them, days numbered 1..n in order, exercise
// links that lead somewhere), so a bad entry fails the build and the tests rather than reaching a
// reader.
import { z } from "zod";
import { EXERCISES } from "../exercises";
import { DESK_SETUP } from "./desk-setup";
import { FLARE_UP_PLAN } from "./flare-up-plan";
import { GRIP_STRENGTH } from "./grip-strength";
import { COURSE_IDS, COURSE_TITLES, type TCourse, type TCourseDay, ZCourse } from "./schema";

export type { TCourse, TCourseDay, TCourseId } from "./schema";
export { COURSE_IDS, COURSE_TITLES } from "./schema";

const EXERCISE_SLUGS = new Set(EXERCISES.map((e) => e.slug));

export const ZCourses = z.array(ZCourse).superRefine((courses, ctx) => {
  const ids = courses.map((c) => c.id);
  for (const id of COURSE_IDS)
    if (ids.filter((i) => i === id).length !== 1)
      ctx.addIssue({ code: "custom", message: `${id} must appear exactly once` });
  for (const [i, course] of courses.entries()) {
    if (course.title !== COURSE_TITLES[course.id])
      ctx.addIssue({
        code: "custom",
        path: [i, "title"],
        message: `${course.id}: the title must be "${COURSE_TITLES[course.id]}"`,
      });
    for (const [d, day] of course.days.entries()) {
      if (day.day !== d + 1)
        ctx.addIssue({
          code: "custom",
          path: [i, "days", d, "day"],
          message: `${course.id}: day ${day.day} is in place ${d + 1}`,
        });
      for (const slug of day.exerciseSlugs)
        if (!EXERCISE_SLUGS.has(slug))
          ctx.addIssue({
            code: "custom",
            path: [i, "days", d, "exerciseSlugs"],
            message: `${course.id} day ${day.day}: no exercise ${slug}`,
          });
    }
  }
});

export const COURSES: readonly TCourse[] = ZCourses.parse([
  DESK_SETUP,
  GRIP_STRENGTH,
  FLARE_UP_PLAN,
]);

/** The course with this id, or null for anything else (an unknown id, a non-string). */
export function findCourse(id: unknown): TCourse | null {
  if (typeof id !== "string") return null;
  return COURSES.find((c) => c.id === id) ?? null;
}

function countWords(texts: readonly string[]): number {
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** The words of one day's reading and task (the floor is 180). */
export function dayWordCount(day: TCourseDay): number {
  return countWords([...day.body, day.task]);
}

/** Every word a reader reads in a course: headings, intro, who it's for, safety and every day. */
export function courseWordCount(course: TCourse): number {
  return countWords([
    course.title,
    course.subtitle,
    ...course.intro,
    ...course.whoFor,
    course.safety,
    ...course.days.flatMap((d) => [d.title, d.summary, ...d.body, d.task]),
  ]);
}

/** What a course calls one of its steps: the grip course's are stages over weeks, the others days. */
export function stepWordOf(course: Pick<TCourse, "id">): "Stage" | "Day" {
  return course.id === "grip-strength" ? "Stage" : "Day";
}
