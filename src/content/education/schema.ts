// The pain-education library's shape (issue #16). Every topic is parsed by ZTopic when the library
// module loads, so a bad entry (a missing reference id, a link to an exercise that does not exist)
// fails the build and the tests, not a person's page.
import { z } from "zod";

export const EDUCATION_GROUPS = [
  "understanding-pain",
  "tendons-and-nerves",
  "living-with-it",
  "stories",
] as const;
export type TEducationGroup = (typeof EDUCATION_GROUPS)[number];

export const EDUCATION_SLUGS = [
  "pain-science",
  "pain-education",
  "pain-beliefs",
  "kinesiophobia",
  "exercise-pain",
  "tendon-response",
  "tendon-loading",
  "carpal-tunnel",
  "flare-ups",
  "imaging-results",
  "medication-injections",
  "bracing",
  "posture-ergonomics",
  "case-study-1",
  "case-study-2",
  "case-study-3",
] as const;
export type TEducationSlug = (typeof EDUCATION_SLUGS)[number];

/** The anatomy drawings a topic can show (drawn in the product's figure style). */
export const EDUCATION_FIGURES = ["carpal-tunnel", "tendon-load", "pain-system"] as const;

const ZText = z.string().trim().min(2).max(1200);

/** A reference a reader can check: a DOI (10.xxxx/...) or a PubMed id, or both. */
export const ZReference = z
  .object({
    /** "Graham B, Peljovich AE, Afra R, et al." */
    authors: z.string().trim().min(3).max(200),
    title: z.string().trim().min(10).max(300),
    /** Journal or publisher with volume and pages: "J Bone Joint Surg Am. 2016;98(20):1750-1754". */
    source: z.string().trim().min(3).max(200),
    year: z.number().int().min(1950).max(2026),
    doi: z
      .string()
      .regex(/^10\.\d{4,9}\/\S+$/)
      .optional(),
    pmid: z
      .string()
      .regex(/^\d{6,9}$/)
      .optional(),
  })
  .refine((r) => r.doi !== undefined || r.pmid !== undefined, {
    message: "A reference needs a DOI or a PubMed id",
  });
export type TReference = z.infer<typeof ZReference>;

export const ZBlock = z.discriminatedUnion("type", [
  z.object({ type: z.literal("p"), text: ZText }),
  z.object({ type: z.literal("list"), items: z.array(ZText).min(2).max(10) }),
  z.object({
    type: z.literal("myths"),
    items: z
      .array(z.object({ myth: ZText, fact: ZText }))
      .min(1)
      .max(6),
  }),
  z.object({
    type: z.literal("figure"),
    figure: z.enum(EDUCATION_FIGURES),
    /** What the drawing shows, in words: the caption and its text alternative. */
    caption: ZText,
  }),
  /** A short aside set apart from the text: a tip, or what to try today. */
  z.object({ type: z.literal("tip"), text: ZText }),
]);
export type TBlock = z.infer<typeof ZBlock>;

export const ZTopic = z.object({
  slug: z.enum(EDUCATION_SLUGS),
  group: z.enum(EDUCATION_GROUPS),
  /** The page heading, plain and calm: "Why exercise can hurt a little, and why that's OK". */
  title: z.string().trim().min(5).max(90),
  /** Meta description and the hub card's line: at most 160 characters. */
  description: z.string().trim().min(50).max(160),
  /** Key takeaways, shown first. */
  takeaways: z.array(ZText).min(3).max(5),
  sections: z
    .array(z.object({ heading: z.string().trim().min(3).max(90), blocks: z.array(ZBlock).min(1) }))
    .min(3),
  /** "When to see a clinician": every topic has it. */
  seeAClinician: z.array(ZText).min(2).max(8),
  /** Catalogue slugs of exercises this topic relates to (checked against the catalogue). */
  relatedExercises: z.array(z.string()).max(6),
  /** What to read next, in order (other topics' slugs). */
  readNext: z.array(z.enum(EDUCATION_SLUGS)).min(1).max(3),
  /** Case studies: composite stories, labelled as illustrative on the page. */
  illustrative: z.boolean().default(false),
  references: z.array(ZReference).min(3),
  /** When a clinician last reviewed the text (YYYY-MM-DD). */
  reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type TTopic = z.input<typeof ZTopic>;
