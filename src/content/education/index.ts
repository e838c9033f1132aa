// The pain-education library (issue #16): every topic parsed by ZTopic when this module loads, and
// the library checked as a whole (every slug once, links that lead somewhere), so a bad entry
// fails the build and the tests rather than reaching a reader.
import { z } from "zod";
import { formatDate } from "@/lib/format-date";
import { EXERCISES } from "../exercises";
import { EDUCATION_SLUGS, type TEducationGroup, type TEducationSlug, ZTopic } from "./schema";
import { BRACING } from "./topics/bracing";
import { CARPAL_TUNNEL } from "./topics/carpal-tunnel";
import { CASE_STUDY_1 } from "./topics/case-study-1";
import { CASE_STUDY_2 } from "./topics/case-study-2";
import { CASE_STUDY_3 } from "./topics/case-study-3";
import { EXERCISE_PAIN } from "./topics/exercise-pain";
import { FLARE_UPS } from "./topics/flare-ups";
import { IMAGING_RESULTS } from "./topics/imaging-results";
import { KINESIOPHOBIA } from "./topics/kinesiophobia";
import { MEDICATION_INJECTIONS } from "./topics/medication-injections";
import { PAIN_BELIEFS } from "./topics/pain-beliefs";
import { PAIN_EDUCATION } from "./topics/pain-education";
import { PAIN_SCIENCE } from "./topics/pain-science";
import { POSTURE_ERGONOMICS } from "./topics/posture-ergonomics";
import { TENDON_LOADING } from "./topics/tendon-loading";
import { TENDON_RESPONSE } from "./topics/tendon-response";

const EXERCISE_SLUGS = new Set(EXERCISES.map((e) => e.slug));

export const ZLibrary = z.array(ZTopic).superRefine((topics, ctx) => {
  const slugs = topics.map((t) => t.slug);
  for (const slug of EDUCATION_SLUGS)
    if (slugs.filter((s) => s === slug).length !== 1)
      ctx.addIssue({ code: "custom", message: `${slug} must appear exactly once` });
  for (const [i, t] of topics.entries()) {
    for (const slug of t.relatedExercises)
      if (!EXERCISE_SLUGS.has(slug))
        ctx.addIssue({
          code: "custom",
          path: [i, "relatedExercises"],
          message: `${t.slug}: no exercise ${slug}`,
        });
    if (t.readNext.includes(t.slug))
      ctx.addIssue({
        code: "custom",
        path: [i, "readNext"],
        message: `${t.slug} suggests itself`,
      });
    if ((t.group === "stories") !== t.illustrative)
      ctx.addIssue({
        code: "custom",
        path: [i, "illustrative"],
        message: `${t.slug}: case studies, and only they, are illustrative`,
      });
  }
});

export type TEducationTopic = z.infer<typeof ZTopic>;

export const TOPICS: readonly TEducationTopic[] = ZLibrary.parse([
  PAIN_SCIENCE,
  PAIN_EDUCATION,
  PAIN_BELIEFS,
  KINESIOPHOBIA,
  EXERCISE_PAIN,
  TENDON_RESPONSE,
  TENDON_LOADING,
  CARPAL_TUNNEL,
  FLARE_UPS,
  IMAGING_RESULTS,
  MEDICATION_INJECTIONS,
  BRACING,
  POSTURE_ERGONOMICS,
  CASE_STUDY_1,
  CASE_STUDY_2,
  CASE_STUDY_3,
]);

export function getTopic(slug: TEducationSlug): TEducationTopic {
  const topic = TOPICS.find((t) => t.slug === slug);
  if (!topic) throw new Error(`no education topic ${slug}`);
  return topic;
}

/** The topic at this address's slug, or undefined for anything else. */
export function findTopic(slug: string): TEducationTopic | undefined {
  return TOPICS.find((t) => t.slug === slug);
}

/** Every word a reader reads (not the references): for the 600-word floor and reading time. */
export function wordsOf(topic: TEducationTopic): number {
  const texts = [
    topic.title,
    ...topic.takeaways,
    ...topic.seeAClinician,
    ...topic.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        b.type === "list"
          ? b.items
          : b.type === "myths"
            ? b.items.flatMap((m) => [m.myth, m.fact])
            : b.type === "figure"
              ? [b.caption]
              : [b.text],
      ),
    ]),
  ];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Minutes to read at about 200 words a minute, never less than 1. */
export function readingMinutesOf(topic: TEducationTopic): number {
  return Math.max(1, Math.round(wordsOf(topic) / 200));
}

/** The hub's four groups, in order, with the line under each heading. */
export const EDUCATION_GROUP_NAMES: Record<TEducationGroup, { title: string; summary: string }> = {
  "understanding-pain": {
    title: "Understanding pain",
    summary: "Why pain happens, why it can linger, and why it doesn't always mean damage.",
  },
  "tendons-and-nerves": {
    title: "Your tendons and nerves",
    summary: "What is going on in the wrist and hand, and how loading helps them recover.",
  },
  "living-with-it": {
    title: "Living with it",
    summary: "Flare-ups, scans, medicines, braces and your desk: the everyday questions.",
  },
  stories: {
    title: "Stories",
    summary: "Illustrative recoveries, each a composite of common experiences, setbacks included.",
  },
};

/** The topics of one group, in library order. */
export function topicsIn(group: TEducationGroup): readonly TEducationTopic[] {
  return TOPICS.filter((t) => t.group === group);
}

/** The reviewed date as the page says it: "23 November 2026". */
export function reviewedOn(topic: TEducationTopic): string {
  return formatDate(topic.reviewed);
}
