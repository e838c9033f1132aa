import { describe, expect, it } from "vitest";
import { isPublicPath } from "@/domain/access/public-routes";
import { ADDON_TYPES, PLANS } from "@/domain/billing/catalogue";
import {
  countProductCopyWords,
  findProductCopy,
  PRODUCT_COPY,
  PRODUCT_PAGE_SLUGS,
  parseProductCopy,
  type TProductCopy,
} from "./product-pages-copy";

function allText(copy: TProductCopy): string {
  return [
    copy.headline,
    ...copy.intro,
    ...copy.whoFor,
    ...copy.whatYouGet,
    ...copy.faq.flatMap((f) => [f.q, f.a]),
  ].join("\n");
}

describe("product page copy", () => {
  it("has every slug exactly once, in slug order", () => {
    expect(PRODUCT_COPY.map((c) => c.slug)).toEqual([...PRODUCT_PAGE_SLUGS]);
  });

  it("parses with the schema", () => {
    expect(() => parseProductCopy(PRODUCT_COPY)).not.toThrow();
  });

  it("rejects copy out of slug order", () => {
    expect(() => parseProductCopy([...PRODUCT_COPY].reverse())).toThrow();
  });

  it.each(PRODUCT_COPY.map((c) => [c.slug, c] as const))("%s has at least 200 words", (_, c) => {
    expect(countProductCopyWords(c)).toBeGreaterThanOrEqual(200);
  });

  it.each(PRODUCT_COPY.map((c) => [c.slug, c] as const))(
    "%s has no prices, percentages or cure claims",
    (_, c) => {
      const text = allText(c);
      expect(text).not.toContain("$");
      expect(text).not.toMatch(/\d+\s?%/);
      expect(text).not.toMatch(/cure/i);
    },
  );

  it("points every page at a product that exists in the catalogue", () => {
    const planIds = PLANS.map((p) => p.tier as string);
    for (const c of PRODUCT_COPY) {
      if ("planId" in c.product) expect(planIds).toContain(c.product.planId);
      else expect(ADDON_TYPES as readonly string[]).toContain(c.product.addonType);
    }
  });

  it("maps each slug to its product", () => {
    expect(Object.fromEntries(PRODUCT_COPY.map((c) => [c.slug, c.product]))).toEqual({
      core: { planId: "core" },
      "pro-monthly": { planId: "1month" },
      "pro-3-months": { planId: "3month" },
      "pro-6-months": { planId: "6month" },
      "pro-annual": { planId: "annual" },
      "pro-lifetime": { planId: "lifetime" },
      "lifetime-community": { planId: "lifetime_community" },
      "community-chat": { addonType: "discordRole" },
      "expert-calls": { addonType: "expertVideoCalls" },
      "mini-courses": { addonType: "miniCourses" },
      ebooks: { addonType: "ebooks" },
    });
  });

  it("promises expert consultations and the community dashboard only where included", () => {
    const withConsults = ["pro-annual", "pro-lifetime", "lifetime-community"];
    for (const c of PRODUCT_COPY) {
      const gets = c.whatYouGet.join(" ");
      expect(/expert consultations/i.test(gets)).toBe(withConsults.includes(c.slug));
      expect(/community dashboard/i.test(gets)).toBe(c.slug === "lifetime-community");
    }
  });

  it("finds the copy of each slug", () => {
    for (const slug of PRODUCT_PAGE_SLUGS) expect(findProductCopy(slug).slug).toBe(slug);
  });
});

describe("the product pages' addresses", () => {
  it.each(PRODUCT_PAGE_SLUGS)("/%s is a public route", (slug) => {
    expect(isPublicPath(`/${slug}`)).toBe(true);
  });
});
