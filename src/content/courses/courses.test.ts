import { describe, expect, it } from "vitest";
import { TOPICS } from "../education";
import { EXERCISES } from "../exercises";
import { DESK_SETUP } from "./desk-setup";
import { FLARE_UP_PLAN } from "./flare-up-plan";
import { GRIP_STRENGTH } from "./grip-strength";
import { COURSES, courseWordCount, dayWordCount, findCourse, ZCourses } from "./index";
import { COURSE_IDS, ZCourse } from "./schema";

const EXERCISE_SLUGS = new Set(EXERCISES.map((e) => e.slug));
const TOPIC_SLUGS = new Set<string>(TOPICS.map((t) => t.slug));

const TABLE = [
  ["desk-setup", DESK_SETUP, "Set up your desk in a week", 7],
  ["grip-strength", GRIP_STRENGTH, "Rebuilding grip strength", 6],
  ["flare-up-plan", FLARE_UP_PLAN, "Your flare-up plan", 5],
] as const;

describe("the mini courses", () => {
  it("has each course id once, in catalogue order", () => {
    expect(COURSES.map((c) => c.id)).toEqual([...COURSE_IDS]);
  });

  describe.each(TABLE)("%s", (id, source, title, dayCount) => {
    const course = ZCourse.parse(source);

    it("parses", () => {
      expect(ZCourse.safeParse(source).success).toBe(true);
      expect(findCourse(id)).toEqual(course);
    });

    it("has the catalogue's title", () => {
      expect(course.title).toBe(title);
    });

    it(`has ${dayCount} days numbered 1..n in order`, () => {
      expect(course.days.map((d) => d.day)).toEqual(
        Array.from({ length: dayCount }, (_, i) => i + 1),
      );
    });

    it("links only to exercises in the catalogue", () => {
      for (const day of course.days)
        for (const slug of day.exerciseSlugs) expect(EXERCISE_SLUGS.has(slug), slug).toBe(true);
      expect(course.days.some((d) => d.exerciseSlugs.length > 0)).toBe(true);
    });

    it("links only to library topics", () => {
      for (const day of course.days)
        for (const slug of day.readSlugs) expect(TOPIC_SLUGS.has(slug), slug).toBe(true);
    });

    it.each(course.days.map((d) => [d.day, d] as const))(
      "day %d has at least 180 words of reading and task",
      (_, day) => {
        expect(dayWordCount(day)).toBeGreaterThanOrEqual(180);
      },
    );

    it("has a safety note naming the warning signs and a clinician", () => {
      const safety = course.safety.toLowerCase();
      for (const word of [
        "numb",
        "clinician",
        "weak",
        "dropping",
        "swelling",
        "redness",
        "fall",
        "night",
        "fever",
      ])
        expect(safety, word).toContain(word);
    });

    it("counts its words", () => {
      const daysOnly = course.days.reduce((n, d) => n + dayWordCount(d), 0);
      expect(courseWordCount(course)).toBeGreaterThan(daysOnly);
    });
  });

  it("links the topics each course is about", () => {
    const reads = (id: string) => new Set(findCourse(id)?.days.flatMap((d) => d.readSlugs) ?? []);
    expect([...reads("desk-setup")]).toEqual(
      expect.arrayContaining(["posture-ergonomics", "pain-beliefs"]),
    );
    expect([...reads("grip-strength")]).toEqual(
      expect.arrayContaining(["tendon-loading", "tendon-response", "exercise-pain"]),
    );
    expect([...reads("flare-up-plan")]).toEqual(
      expect.arrayContaining(["flare-ups", "exercise-pain", "pain-science"]),
    );
  });

  it("finds nothing for an unknown id or a non-string", () => {
    expect(findCourse("nope")).toBeNull();
    expect(findCourse(undefined)).toBeNull();
    expect(findCourse(42)).toBeNull();
  });

  it("rejects an unknown exercise, days out of order and a wrong title", () => {
    const badExercise = {
      ...DESK_SETUP,
      days: DESK_SETUP.days.map((d, i) =>
        i === 0 ? { ...d, exerciseSlugs: ["not-an-exercise"] } : d,
      ),
    };
    const outOfOrder = { ...GRIP_STRENGTH, days: [...GRIP_STRENGTH.days].reverse() };
    const wrongTitle = { ...FLARE_UP_PLAN, title: "Flare-ups" };
    expect(ZCourses.safeParse([badExercise, GRIP_STRENGTH, FLARE_UP_PLAN]).success).toBe(false);
    expect(ZCourses.safeParse([DESK_SETUP, outOfOrder, FLARE_UP_PLAN]).success).toBe(false);
    expect(ZCourses.safeParse([DESK_SETUP, GRIP_STRENGTH, wrongTitle]).success).toBe(false);
    expect(ZCourses.safeParse([DESK_SETUP, GRIP_STRENGTH, FLARE_UP_PLAN]).success).toBe(true);
  });

  it("rejects a topic that is not in the library", () => {
    const bad = {
      ...FLARE_UP_PLAN,
      days: FLARE_UP_PLAN.days.map((d, i) => (i === 0 ? { ...d, readSlugs: ["nope"] } : d)),
    };
    expect(ZCourse.safeParse(bad).success).toBe(false);
  });
});
