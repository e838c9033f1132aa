// The mini courses' shape: three short, day-by-day courses sold in the catalogue ("Mini courses").
// Every course is parsed by ZCourse when the courses module loads, so a bad entry (a day that is
// too short, a link to a topic or exercise that does not exist) fails the build and the tests,
// not a person's page.
import { z } from "zod";
import { EDUCATION_SLUGS } from "../education/schema";

/** The catalogue's mini-course ids (src/domain/billing/catalogue.ts). */
export const COURSE_IDS = ["desk-setup", "grip-strength", "flare-up-plan"] as const;
export type TCourseId = (typeof COURSE_IDS)[number];

/** The catalogue's name for each course: a course's title must match it exactly. */
export const COURSE_TITLES: Record<TCourseId, string> = {
  "desk-setup": "Set up your desk in a week",
  "grip-strength": "Rebuilding grip strength",
  "flare-up-plan": "Your flare-up plan",
};

export const ZCourseDay = z.object({
  /** 1, 2, 3 ... in order. In the grip course a "day" is a stage spread over the weeks. */
  day: z.number().int().min(1),
  title: z.string().min(5).max(80),
  /** One sentence: what today is about. */
  summary: z.string().min(20).max(200),
  /** The day's reading, as paragraphs. */
  body: z.array(z.string().min(40).max(1200)).min(3).max(8),
  /** Today's one practical thing to do. */
  task: z.string().min(20).max(400),
  /** Library topics to read alongside the day. */
  readSlugs: z.array(z.enum(EDUCATION_SLUGS)).max(2).default([]),
  /** Catalogue exercises for the day (checked against EXERCISES when the courses load). */
  exerciseSlugs: z.array(z.string()).max(3).default([]),
  /** About how long the day takes: reading plus the task. */
  minutes: z.number().int().min(3).max(30),
});
export type TCourseDay = z.infer<typeof ZCourseDay>;

export const ZCourse = z.object({
  id: z.enum(COURSE_IDS),
  /** The catalogue name, exactly: "Set up your desk in a week". */
  title: z.string(),
  subtitle: z.string(),
  intro: z.array(z.string()).min(2).max(4),
  whoFor: z.array(z.string()).min(2).max(4),
  /** When to stop and see a clinician. */
  safety: z.string().min(80),
  /** When a clinician last reviewed the text (YYYY-MM-DD). */
  reviewedOn: z.iso.date(),
  days: z.array(ZCourseDay).min(5).max(10),
});
/** A course as written in its file (readSlugs and exerciseSlugs may be left out). */
export type TCourseInput = z.input<typeof ZCourse>;
/** A course after parsing. */
export type TCourse = z.infer<typeof ZCourse>;
