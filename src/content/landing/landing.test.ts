import { describe, expect, it } from "vitest";
import { PLANS } from "@/domain/billing/catalogue";
import { EDUCATION_SLUGS } from "../education/schema";
import { findLanding, LANDINGS, landingTextsOf, landingWordCount } from "./index";
import { LANDING_SLUGS, ZLanding } from "./schema";

/** Every string a page holds, including the <title>, description and eyebrow. */
function allTextOf(page: (typeof LANDINGS)[number]): string[] {
  return [page.title, page.description, page.eyebrow, ...landingTextsOf(page)];
}

const EXPECTED_CTA = {
  v2: "signup",
  wristpain: "signup",
  carpaltunnel: "signup",
  wristflexors: "signup",
  freeguides: "guide",
  signupguide: "signup",
  giveaway: "giveaway",
} as const;

describe("landing pages", () => {
  it("has exactly one page per slug", () => {
    expect(LANDINGS.map((p) => p.slug).sort()).toEqual([...LANDING_SLUGS].sort());
  });

  it.each(LANDING_SLUGS)("%s has a page that findLanding returns", (slug) => {
    expect(findLanding(slug)?.slug).toBe(slug);
  });

  it.each([["nope"], [""], [null], [undefined], [42], [{ slug: "v2" }]])(
    "findLanding(%j) is null",
    (value) => {
      expect(findLanding(value)).toBeNull();
    },
  );

  it("has unique titles, descriptions and headlines", () => {
    for (const key of ["title", "description", "headline"] as const) {
      const values = LANDINGS.map((p) => p[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  describe.each(LANDINGS.map((p) => [p.slug, p] as const))("%s", (slug, page) => {
    it("parses", () => {
      expect(ZLanding.safeParse(page).success).toBe(true);
    });

    it("has at least 400 words", () => {
      expect(landingWordCount(page)).toBeGreaterThanOrEqual(400);
    });

    it("has a meta description of 80 to 160 characters", () => {
      expect(page.description.length).toBeGreaterThanOrEqual(80);
      expect(page.description.length).toBeLessThanOrEqual(160);
    });

    it("writes no prices and no percentage claims", () => {
      for (const text of allTextOf(page)) {
        expect(text, text).not.toContain("$");
        expect(text, text).not.toMatch(/\d+\s?%/);
      }
    });

    it("promises no cure", () => {
      for (const text of allTextOf(page)) expect(text, text).not.toMatch(/\bcur(e|es|ed|ing)\b/i);
    });

    it("claims no testimonials, ratings or user counts", () => {
      for (const text of allTextOf(page))
        expect(text, text).not.toMatch(/\b(stars?|rated|testimonials?|\d[\d,]* (users|people))\b/i);
    });

    it("sends people to a clinician or doctor in its safety list", () => {
      expect(page.safety.some((s) => /clinician|doctor/i.test(s))).toBe(true);
    });

    it("links only to library topics that exist, each once", () => {
      for (const s of page.readSlugs) expect(EDUCATION_SLUGS).toContain(s);
      expect(new Set(page.readSlugs).size).toBe(page.readSlugs.length);
    });

    it("has the call to action its page asks for", () => {
      expect(page.cta).toBe(EXPECTED_CTA[slug]);
    });
  });

  it("counts the visible words", () => {
    const page = findLanding("v2");
    if (!page) throw new Error("no v2 page");
    const words = landingTextsOf(page).join(" ").trim().split(/\s+/).length;
    expect(landingWordCount(page)).toBe(words);
  });

  it("names the plans with a free trial as the catalogue does: monthly, 3-month and annual", () => {
    expect(PLANS.filter((p) => p.trial).map((p) => p.tier)).toEqual(["1month", "3month", "annual"]);
  });

  it("never says the app diagnoses carpal tunnel syndrome", () => {
    const page = findLanding("carpaltunnel");
    const text = page ? allTextOf(page).join(" ") : "";
    expect(text).toMatch(/does not diagnose carpal tunnel syndrome/);
  });
});
