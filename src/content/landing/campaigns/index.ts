// The partner and promo landing pages (issue #18): every page parsed by ZCampaign when this module
// loads, and the set checked as a whole, so a bad page fails the tests and the build, not a visit:
// every slug exactly once, a kind that matches the slug's list, and an offer on promo pages only.
import { z } from "zod";
import { CAMPAIGN_SLUGS, PROMO_SLUGS, type TCampaign, ZCampaign } from "../campaign-schema";
import { CLIMBERS } from "./climbers";
import { GAMERS } from "./gamers";
import { LIFETIME_LAUNCH } from "./lifetime-launch";
import { MUSICIANS } from "./musicians";
import { PHYSIO } from "./physio";
import { WINTER_RESET } from "./winter-reset";
import { WORKPLACE } from "./workplace";

export {
  CAMPAIGN_SLUGS,
  PARTNER_SLUGS,
  PROMO_SLUGS,
  type TCampaign,
  type TCampaignKind,
  type TCampaignSlug,
  ZCampaign,
} from "../campaign-schema";

/** Which variant of a page is shown: the base page, or its /pro variant. */
export type TCampaignVariant = "base" | "pro";

const isPromoSlug = (slug: string) => (PROMO_SLUGS as readonly string[]).includes(slug);

export const ZCampaigns = z.array(ZCampaign).superRefine((pages, ctx) => {
  for (const slug of CAMPAIGN_SLUGS) {
    const count = pages.filter((p) => p.slug === slug).length;
    if (count !== 1)
      ctx.addIssue({ code: "custom", message: `${slug} must appear exactly once, not ${count}` });
  }
  for (const page of pages) {
    const kind = isPromoSlug(page.slug) ? "promo" : "partner";
    if (page.kind !== kind)
      ctx.addIssue({ code: "custom", message: `${page.slug} is a ${kind} page, not ${page.kind}` });
    if ((page.offerId !== null) !== (kind === "promo"))
      ctx.addIssue({
        code: "custom",
        message: `${page.slug}: a promo page names its offer, and a partner page names none`,
      });
  }
});

export const CAMPAIGNS: readonly TCampaign[] = ZCampaigns.parse([
  PHYSIO,
  WORKPLACE,
  MUSICIANS,
  CLIMBERS,
  GAMERS,
  WINTER_RESET,
  LIFETIME_LAUNCH,
]);

/** The partner or promo page a slug names; null for anything else. */
export function findCampaign(slug: unknown): TCampaign | null {
  return CAMPAIGNS.find((c) => c.slug === slug) ?? null;
}

/**
 * Every visible text of a variant, in reading order (not the <title>, description or eyebrow).
 * The base variant reads as landingTextsOf does; the pro variant has its own headline and shows
 * its pro block after the lead. (landingTextsOf takes a TLanding, whose slug list a campaign's
 * slugs are not in, so the same fields are read here.)
 */
export function campaignTextsOf(campaign: TCampaign, variant: TCampaignVariant): string[] {
  const top =
    variant === "pro"
      ? [campaign.pro.headline, campaign.lead, campaign.pro.heading, ...campaign.pro.paragraphs]
      : [campaign.headline, campaign.lead];
  return [
    ...top,
    campaign.audience.heading,
    ...campaign.audience.items,
    campaign.how.heading,
    ...campaign.how.items.flatMap((i) => [i.title, i.text]),
    ...campaign.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    campaign.evidence.heading,
    ...campaign.evidence.items,
    campaign.costLine,
    ...campaign.safety,
    ...campaign.faq.flatMap((f) => [f.q, f.a]),
  ];
}

/** Words a visitor reads on a variant: for the 400-word floor. */
export function campaignWordCount(campaign: TCampaign, variant: TCampaignVariant): number {
  return campaignTextsOf(campaign, variant).join(" ").split(/\s+/).filter(Boolean).length;
}
