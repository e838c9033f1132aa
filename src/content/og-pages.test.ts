// Issue #18: each public marketing page has its own Open Graph image, named by a unique key.
import { describe, expect, it } from "vitest";
import { BODY_AREAS } from "@/domain/assessment/body-areas";
import { OFFERS } from "@/domain/billing/catalogue";
import { TOPICS } from "./education";
import { EXERCISES } from "./exercises";
import { LANDINGS } from "./landing";
import { CAMPAIGNS } from "./landing/campaigns";
import { findOgPage, ogPages, openGraphOf, withOpenGraph } from "./og-pages";
import { PRODUCT_PAGE_SLUGS } from "./product-pages-copy";

describe("Open Graph images", () => {
  const keys = ogPages().map((p) => p.key);

  it("names every image with a unique, address-safe key", () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9-]+$/);
  });

  it("has one for every landing, partner, promo (both variants), product, offer, exercise and library page", () => {
    const expected = [
      "home",
      "pricing",
      "bundle-offer",
      "free-trial",
      "signup",
      "login",
      "terms",
      "privacy",
      "exercises",
      "library",
      ...[
        "dashboard",
        "about-plan",
        "account",
        "go-pro",
        "switch-plan",
        "load-tracking",
        "progress-statistics",
      ].map((p) => `preview-${p}`),
      ...BODY_AREAS.map((a) => `preview-program-${a.toLowerCase()}`),
      ...LANDINGS.map((l) => l.slug),
      ...CAMPAIGNS.flatMap((c) => [`${c.kind}-${c.slug}`, `${c.kind}-${c.slug}-pro`]),
      ...PRODUCT_PAGE_SLUGS.map((s) => `product-${s}`),
      ...OFFERS.map((o) => `offer-${o.id}`),
      ...EXERCISES.map((e) => `exercise-${e.slug}`),
      ...TOPICS.map((t) => `library-${t.slug}`),
    ];
    expect([...keys].sort()).toEqual([...expected].sort());
  });

  it("gives every image a headline and a kicker", () => {
    for (const page of ogPages()) {
      expect(page.headline.trim().length, page.key).toBeGreaterThan(3);
      expect(page.kicker.trim().length, page.key).toBeGreaterThan(3);
    }
  });

  it.each([["nope"], [""], [null], [42], ["home.png"]])("findOgPage(%j) is null", (key) => {
    expect(findOgPage(key)).toBeNull();
  });

  it("puts the image, its size and the title as its text alternative in the metadata", () => {
    expect(openGraphOf("wristpain", { title: "T", description: "D" })).toEqual({
      title: "T",
      description: "D",
      type: "website",
      siteName: "Wristwise",
      images: [{ url: "/og/wristpain.png", width: 1200, height: 630, alt: "T" }],
    });
  });

  it("gives a page's metadata its own image, with the page's title and description", () => {
    expect(withOpenGraph("terms", { title: "Terms", description: "The terms." })).toEqual({
      title: "Terms",
      description: "The terms.",
      openGraph: openGraphOf("terms", { title: "Terms", description: "The terms." }),
    });
  });
});
