import { describe, expect, it } from "vitest";
import { findFeaturesOf } from "@/domain/access/features";
import { findOffer } from "@/domain/billing/catalogue";
import { EDUCATION_SLUGS } from "../../education/schema";
import { LANDINGS, landingTextsOf, landingWordCount } from "../index";
import {
  CAMPAIGN_SLUGS,
  CAMPAIGNS,
  campaignTextsOf,
  campaignWordCount,
  findCampaign,
  PARTNER_SLUGS,
  PROMO_SLUGS,
  type TCampaign,
  type TCampaignVariant,
  ZCampaign,
  ZCampaigns,
} from "./index";

const VARIANTS: readonly TCampaignVariant[] = ["base", "pro"];

/** Every string a variant holds, including its <title>, description and the eyebrow. */
function allTextOf(page: TCampaign, variant: TCampaignVariant): string[] {
  const meta =
    variant === "pro" ? [page.pro.title, page.pro.description] : [page.title, page.description];
  return [...meta, page.eyebrow, ...campaignTextsOf(page, variant)];
}

const EXPECTED_OFFER = {
  physio: null,
  workplace: null,
  musicians: null,
  climbers: null,
  gamers: null,
  "winter-reset": "pro-sale",
  "lifetime-launch": "lifetime-promo",
} as const;

/** Whether a page's offer (a promo page's) includes expert consultations, per the feature table. */
function offerIncludesConsults(page: TCampaign): boolean {
  const offer = findOffer(page.offerId);
  if (!offer) return false;
  return offer.products.some(
    (p) => p.product.kind === "plan" && findFeaturesOf(p.product.tier).includes("expertConsults"),
  );
}

describe("partner and promo pages", () => {
  it("has exactly one page per slug", () => {
    expect(CAMPAIGNS.map((p) => p.slug).sort()).toEqual([...CAMPAIGN_SLUGS].sort());
  });

  it.each(CAMPAIGN_SLUGS)("%s has a page that findCampaign returns", (slug) => {
    expect(findCampaign(slug)?.slug).toBe(slug);
  });

  it.each([["nope"], [""], [null], [undefined], [42], ["physio/pro"], [{ slug: "physio" }]])(
    "findCampaign(%j) is null",
    (value) => {
      expect(findCampaign(value)).toBeNull();
    },
  );

  it.each(PARTNER_SLUGS)("%s is a partner page with no offer", (slug) => {
    const page = findCampaign(slug);
    expect(page?.kind).toBe("partner");
    expect(page?.offerId).toBeNull();
  });

  it.each(PROMO_SLUGS)("%s is a promo page for its offer, which has an end date", (slug) => {
    const page = findCampaign(slug);
    expect(page?.kind).toBe("promo");
    expect(page?.offerId).toBe(EXPECTED_OFFER[slug]);
    expect(findOffer(page?.offerId)?.endsOn).not.toBeNull();
  });

  it("has unique titles, descriptions and headlines across both variants of every page", () => {
    const titles = CAMPAIGNS.flatMap((p) => [p.title, p.pro.title]);
    const descriptions = CAMPAIGNS.flatMap((p) => [p.description, p.pro.description]);
    const headlines = CAMPAIGNS.flatMap((p) => [p.headline, p.pro.headline]);
    for (const [key, values] of [
      ["title", titles],
      ["description", descriptions],
      ["headline", headlines],
    ] as const) {
      expect(values, key).toHaveLength(CAMPAIGN_SLUGS.length * 2);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("shares no title, description or headline with the other landing pages", () => {
    const ours = new Set(
      CAMPAIGNS.flatMap((p) => [
        p.title,
        p.pro.title,
        p.description,
        p.pro.description,
        p.headline,
        p.pro.headline,
      ]),
    );
    for (const landing of LANDINGS)
      for (const text of [landing.title, landing.description, landing.headline])
        expect(ours.has(text), text).toBe(false);
  });

  describe.each(CAMPAIGNS.map((p) => [p.slug, p] as const))("%s", (slug, page) => {
    it("parses", () => {
      expect(ZCampaign.safeParse(page).success).toBe(true);
    });

    it.each(VARIANTS)("has at least 400 words on its %s variant", (variant) => {
      expect(campaignWordCount(page, variant)).toBeGreaterThanOrEqual(400);
    });

    it("counts the pro block's words on the pro variant", () => {
      const extra = [page.pro.headline, page.pro.heading, ...page.pro.paragraphs]
        .join(" ")
        .split(/\s+/)
        .filter(Boolean).length;
      const headline = page.headline.split(/\s+/).filter(Boolean).length;
      expect(campaignWordCount(page, "pro")).toBe(
        campaignWordCount(page, "base") - headline + extra,
      );
    });

    it("reads its base variant as landingTextsOf reads a landing page", () => {
      const asLanding = { ...page, slug: "v2" as const };
      expect(campaignTextsOf(page, "base")).toEqual(landingTextsOf(asLanding));
      expect(campaignWordCount(page, "base")).toBe(landingWordCount(asLanding));
    });

    it("has meta descriptions of 80 to 160 characters", () => {
      for (const d of [page.description, page.pro.description]) {
        expect(d.length, d).toBeGreaterThanOrEqual(80);
        expect(d.length, d).toBeLessThanOrEqual(160);
      }
    });

    it.each(VARIANTS)("writes no prices, dates or percentage claims (%s)", (variant) => {
      for (const text of allTextOf(page, variant)) {
        expect(text, text).not.toContain("$");
        expect(text, text).not.toMatch(/\d+\s?%/);
        expect(text, text).not.toMatch(/\b20\d\d\b/);
      }
    });

    it.each(VARIANTS)("promises no cure (%s)", (variant) => {
      for (const text of allTextOf(page, variant))
        expect(text, text).not.toMatch(/\bcur(e|es|ed|ing)\b/i);
    });

    it.each(VARIANTS)("claims no testimonials, ratings or user counts (%s)", (variant) => {
      for (const text of allTextOf(page, variant))
        expect(text, text).not.toMatch(/\b(stars?|rated|testimonials?|\d[\d,]* (users|people))\b/i);
    });

    it("sends people to a clinician or doctor in its safety list", () => {
      expect(page.safety.some((s) => /clinician|doctor/i.test(s))).toBe(true);
    });

    it("links only to library topics that exist, each once", () => {
      for (const s of page.readSlugs) expect(EDUCATION_SLUGS).toContain(s);
      expect(new Set(page.readSlugs).size).toBe(page.readSlugs.length);
    });

    it("leads to signup", () => {
      expect(page.cta).toBe("signup");
    });

    it("has the kind and offer its slug asks for", () => {
      expect(page.offerId).toBe(EXPECTED_OFFER[slug]);
      expect(page.kind).toBe(EXPECTED_OFFER[slug] === null ? "partner" : "promo");
    });

    it("promises expert consultations only where its offer includes them", () => {
      const text = VARIANTS.flatMap((v) => allTextOf(page, v)).join(" ");
      expect(/expert consultation/i.test(text)).toBe(offerIncludesConsults(page));
    });
  });

  it("tells physio visitors to follow their clinician where the two differ", () => {
    const text =
      findCampaign("physio")
        ?.how.items.map((i) => i.text)
        .join(" ") ?? "";
    expect(text).toMatch(/follow theirs/);
  });

  it("tells workplace visitors their employer gets nothing", () => {
    const page = findCampaign("workplace");
    expect(page?.faq.map((f) => f.a).join(" ")).toMatch(/shares nothing with your employer/);
  });

  it("sends climbers with a sudden pop in a finger to a clinician", () => {
    const page = findCampaign("climbers");
    expect(page?.safety.some((s) => /pop/.test(s) && /clinician/.test(s))).toBe(true);
  });
});

describe("ZCampaigns", () => {
  const pages = () => CAMPAIGNS.map((p) => ({ ...p }));

  it("accepts the pages as they are", () => {
    expect(ZCampaigns.safeParse(pages()).success).toBe(true);
  });

  it("refuses a missing or repeated slug", () => {
    const [first, ...rest] = pages();
    expect(ZCampaigns.safeParse(rest).success).toBe(false);
    expect(ZCampaigns.safeParse([first, first, ...rest]).success).toBe(false);
  });

  it("refuses a partner page marked as a promo, or given an offer", () => {
    const wrongKind = pages().map((p) => (p.slug === "gamers" ? { ...p, kind: "promo" } : p));
    const withOffer = pages().map((p) => (p.slug === "gamers" ? { ...p, offerId: "pro-sale" } : p));
    expect(ZCampaigns.safeParse(wrongKind).success).toBe(false);
    expect(ZCampaigns.safeParse(withOffer).success).toBe(false);
  });

  it("refuses a promo page without an offer", () => {
    const noOffer = pages().map((p) => (p.slug === "winter-reset" ? { ...p, offerId: null } : p));
    expect(ZCampaigns.safeParse(noOffer).success).toBe(false);
  });
});
