// The public landing pages' content (issue: landing pages as data). Every page is parsed by ZLanding
// when the landing module loads, so a page that is too short, too long or links to a library topic
// that does not exist fails the tests and the build, not a visitor's page. Prices are never written
// here: the page template renders them from the billing catalogue.
import { z } from "zod";
import { EDUCATION_SLUGS } from "../education/schema";

export const LANDING_SLUGS = [
  "v2",
  "wristpain",
  "carpaltunnel",
  "wristflexors",
  "freeguides",
  "signupguide",
  "giveaway",
] as const;
export type TLandingSlug = (typeof LANDING_SLUGS)[number];

/** What the page's button or form does: sign up, ask for the starter guide, or the giveaway's form. */
export const LANDING_CTAS = ["signup", "guide", "giveaway"] as const;
export type TLandingCta = (typeof LANDING_CTAS)[number];

const ZText = z.string().trim().min(20).max(700);

export const ZLanding = z.object({
  slug: z.enum(LANDING_SLUGS),
  /** The <title>, without the brand. */
  title: z.string().min(10).max(65),
  /** The meta description. */
  description: z.string().min(80).max(160),
  /** The small line above the headline. */
  eyebrow: z.string().min(3).max(40),
  headline: z.string().min(10).max(90),
  lead: z.string().min(80).max(420),
  /** Who the page is for. */
  audience: z.object({ heading: z.string(), items: z.array(ZText).min(3).max(5) }),
  /** What happens, or what the assessment does. */
  how: z.object({
    heading: z.string(),
    items: z
      .array(z.object({ title: z.string().min(3).max(60), text: ZText }))
      .min(3)
      .max(4),
  }),
  /** The page's own substance. */
  sections: z
    .array(
      z.object({
        heading: z.string().min(3).max(80),
        paragraphs: z.array(ZText).min(1).max(4),
      }),
    )
    .min(1)
    .max(3),
  /** How the approach follows guidelines and research, in plain words: no testimonials or figures. */
  evidence: z.object({ heading: z.string(), items: z.array(ZText).min(2).max(4) }),
  /** One or two sentences shown before the template's price table. */
  costLine: ZText,
  /** When to see a clinician instead of, or before, using the app. */
  safety: z.array(ZText).min(3).max(6),
  faq: z
    .array(z.object({ q: z.string().min(10).max(140), a: ZText }))
    .min(3)
    .max(6),
  /** Library topics for "Read more". */
  readSlugs: z.array(z.enum(EDUCATION_SLUGS)).min(1).max(3),
  cta: z.enum(LANDING_CTAS),
});
export type TLanding = z.infer<typeof ZLanding>;
