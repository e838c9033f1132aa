import { describe, expect, it } from "vitest";
import { COURSES } from "../courses";
import { TOPICS } from "../education";
import { EXERCISES } from "../exercises";
import { CURRICULUM_WEEKS, curriculumWeekOf, type TCurriculumWeek } from "./curriculum";

const EXERCISE_SLUGS = new Set(EXERCISES.map((e) => e.slug));
const TOPIC_SLUGS = new Set<string>(TOPICS.map((t) => t.slug));
const COURSE_SLUGS = new Set<string>(COURSES.map((c) => c.id));

const FORBIDDEN = [/lorem/i, /TODO/, /coming soon/i];

/** Every piece of text a reader sees in a week. */
function textsOf(week: TCurriculumWeek): string[] {
  return [week.title, week.focus, week.summary, ...week.goals, week.practice, week.checkIn];
}

describe("the community curriculum", () => {
  it("has exactly eight weeks, numbered 1 to 8 in order, with slugs week-1 to week-8", () => {
    expect(CURRICULUM_WEEKS.map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(CURRICULUM_WEEKS.map((w) => w.slug)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `week-${n}`),
    );
  });

  describe.each(CURRICULUM_WEEKS.map((w) => [w.slug, w] as const))("%s", (_slug, week) => {
    it("links only to exercises in the catalogue, each once, 2 to 4 of them", () => {
      for (const slug of week.exercises) expect(EXERCISE_SLUGS.has(slug), slug).toBe(true);
      expect(new Set(week.exercises).size).toBe(week.exercises.length);
      expect(week.exercises.length).toBeGreaterThanOrEqual(2);
      expect(week.exercises.length).toBeLessThanOrEqual(4);
    });

    it("links only to library topics and mini courses that exist, 1 to 3 of them", () => {
      for (const r of week.reading) {
        const known = r.kind === "topic" ? TOPIC_SLUGS : COURSE_SLUGS;
        expect(known.has(r.slug), `${r.kind} ${r.slug}`).toBe(true);
      }
      expect(week.reading.length).toBeGreaterThanOrEqual(1);
      expect(week.reading.length).toBeLessThanOrEqual(3);
    });

    it("has 2 to 4 goals and no empty or placeholder text", () => {
      expect(week.goals.length).toBeGreaterThanOrEqual(2);
      expect(week.goals.length).toBeLessThanOrEqual(4);
      for (const text of textsOf(week)) {
        expect(text.trim()).not.toBe("");
        for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
      }
    });
  });

  it("finds each week by its slug and nothing for a week that does not exist", () => {
    for (const week of CURRICULUM_WEEKS) expect(curriculumWeekOf(week.slug)).toBe(week);
    expect(curriculumWeekOf("week-9")).toBeUndefined();
    expect(curriculumWeekOf("")).toBeUndefined();
  });
});
