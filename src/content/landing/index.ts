// The public landing pages' content: every page parsed by ZLanding when this module loads, and the
// set checked as a whole (every slug exactly once), so a bad page fails the tests and the build.
import { z } from "zod";
import { CARPAL_TUNNEL_PAGE } from "./carpaltunnel";
import { FREE_GUIDES } from "./freeguides";
import { GIVEAWAY } from "./giveaway";
import { LANDING_SLUGS, type TLanding, ZLanding } from "./schema";
import { SIGNUP_GUIDE } from "./signupguide";
import { V2 } from "./v2";
import { WRIST_FLEXORS } from "./wristflexors";
import { WRIST_PAIN } from "./wristpain";

export { LANDING_SLUGS, type TLanding, type TLandingSlug, ZLanding } from "./schema";

export const ZLandings = z.array(ZLanding).superRefine((pages, ctx) => {
  for (const slug of LANDING_SLUGS) {
    const count = pages.filter((p) => p.slug === slug).length;
    if (count !== 1)
      ctx.addIssue({ code: "custom", message: `${slug} must appear exactly once, not ${count}` });
  }
});

export const LANDINGS: readonly TLanding[] = ZLandings.parse([
  V2,
  WRIST_PAIN,
  CARPAL_TUNNEL_PAGE,
  WRIST_FLEXORS,
  FREE_GUIDES,
  SIGNUP_GUIDE,
  GIVEAWAY,
]);

/** The landing page a slug names; null for anything else. */
export function findLanding(slug: unknown): TLanding | null {
  return LANDINGS.find((l) => l.slug === slug) ?? null;
}

/** Every visible text of a page, in reading order (not the <title>, description or eyebrow). */
export function landingTextsOf(landing: TLanding): string[] {
  return [
    landing.headline,
    landing.lead,
    landing.audience.heading,
    ...landing.audience.items,
    landing.how.heading,
    ...landing.how.items.flatMap((i) => [i.title, i.text]),
    ...landing.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    landing.evidence.heading,
    ...landing.evidence.items,
    landing.costLine,
    ...landing.safety,
    ...landing.faq.flatMap((f) => [f.q, f.a]),
  ];
}

/** Words a visitor reads on the page: for the 400-word floor. */
export function landingWordCount(landing: TLanding): number {
  return landingTextsOf(landing).join(" ").split(/\s+/).filter(Boolean).length;
}
