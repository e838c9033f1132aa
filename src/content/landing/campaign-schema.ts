// Partner and promo landing pages (spec 2: "a set of partner and promo landing pages, each with a
// pro variant"; issue #18). Each is a landing page in the same template as /wristpain, plus what
// its pro variant adds: /partners/{slug} and /partners/{slug}/pro, /promos/{slug} and
// /promos/{slug}/pro. The base page leads to the free assessment; the pro variant leads to Pro (a
// promo page's to its offer). Prices are never written here: the template renders them from the
// billing catalogue, and a promotion's end date comes from its offer.
import { z } from "zod";
import { OFFER_IDS } from "@/domain/billing/catalogue";
import { ZLanding } from "./schema";

/** Partner pages: for people a kind of partner (a clinic, an employer, a community) sends here. */
export const PARTNER_SLUGS = ["physio", "workplace", "musicians", "climbers", "gamers"] as const;
/** Promo pages: a campaign around one of the catalogue's offers. */
export const PROMO_SLUGS = ["winter-reset", "lifetime-launch"] as const;
export const CAMPAIGN_SLUGS = [...PARTNER_SLUGS, ...PROMO_SLUGS] as const;
export type TCampaignSlug = (typeof CAMPAIGN_SLUGS)[number];
export type TCampaignKind = "partner" | "promo";

const ZText = z.string().trim().min(20).max(700);

export const ZCampaign = ZLanding.extend({
  slug: z.enum(CAMPAIGN_SLUGS),
  kind: z.enum(["partner", "promo"]),
  /** For a promo page: the offer it promotes (its price and end date come from the catalogue). */
  offerId: z.enum(OFFER_IDS).nullable(),
  /** Shown on the pro variant only, after the lead: what Pro adds for this audience. */
  pro: z.object({
    /** The pro variant's <title>, without the brand. */
    title: z.string().min(10).max(65),
    /** The pro variant's meta description. */
    description: z.string().min(80).max(160),
    headline: z.string().min(10).max(90),
    heading: z.string().min(3).max(80),
    paragraphs: z.array(ZText).min(2).max(3),
  }),
  cta: z.literal("signup"),
});
export type TCampaign = z.infer<typeof ZCampaign>;
