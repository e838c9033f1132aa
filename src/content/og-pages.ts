// The Open Graph image of each public marketing page (issue #18): one picture per page with its
// own headline, drawn at build time by app/og/[image] and named in the page's metadata.
import type { Metadata } from "next";
import { BODY_AREA_NAMES, BODY_AREAS } from "@/domain/assessment/body-areas";
import { OFFERS } from "@/domain/billing/catalogue";
import { TOPICS } from "./education";
import { EXERCISES } from "./exercises";
import { LANDINGS } from "./landing";
import { CAMPAIGNS } from "./landing/campaigns";
import { findProductCopy, PRODUCT_PAGE_SLUGS } from "./product-pages-copy";

export type TOgPage = { key: string; kicker: string; headline: string };

export const OG_SIZE = { width: 1200, height: 630 } as const;

/** Every page that has its own image, by key (the image's file name without .png). */
export function ogPages(): TOgPage[] {
  const pages: TOgPage[] = [
    {
      key: "home",
      kicker: "Wrist and hand pain",
      headline: "Calm, guided rehab for wrist and hand pain",
    },
    {
      key: "pricing",
      kicker: "Plans and prices",
      headline: "Free to start. Pro when you want it.",
    },
    { key: "bundle-offer", kicker: "Bundles and offers", headline: "Bundles and offers" },
    {
      key: "free-trial",
      kicker: "Wristwise Pro",
      headline: "Try Pro free for 7 days: logging, load and progress",
    },
    {
      key: "signup",
      kicker: "Free to start",
      headline: "Create your account and start the assessment",
    },
    { key: "login", kicker: "Welcome back", headline: "Sign in to your program" },
    { key: "terms", kicker: "Wristwise", headline: "Terms and conditions" },
    {
      key: "privacy",
      kicker: "Wristwise",
      headline: "Privacy notice: your health data stays yours",
    },
    {
      key: "exercises",
      kicker: "Exercise library",
      headline: "Exercises for wrist and hand pain, explained",
    },
    {
      key: "library",
      kicker: "The wrist pain library",
      headline: "Short, plain reads on wrist and hand pain",
    },
    ...(
      [
        ["dashboard", "Your dashboard: today, the next step and your week"],
        ["about-plan", "Why your plan works: the structures and the science"],
        ["account", "Your account: plan, data and preferences"],
        ["go-pro", "What Pro adds: logging, load tracking and progress"],
        ["switch-plan", "Switching plans, simply"],
        ["load-tracking", "Daily load tracking: what helps, what hurts"],
        ["progress-statistics", "Progress you can see, week by week"],
      ] as const
    ).map(([page, headline]) => ({ key: `preview-${page}`, kicker: "A look inside", headline })),
    ...BODY_AREAS.map((area) => ({
      key: `preview-program-${area.toLowerCase()}`,
      kicker: "Sample exercise program",
      headline: `For pain in the ${BODY_AREA_NAMES[area].toLowerCase()}`,
    })),
    ...LANDINGS.map((l) => ({ key: l.slug, kicker: l.eyebrow, headline: l.headline })),
    ...CAMPAIGNS.flatMap((c) => [
      { key: `${c.kind}-${c.slug}`, kicker: c.eyebrow, headline: c.headline },
      { key: `${c.kind}-${c.slug}-pro`, kicker: "Wristwise Pro", headline: c.pro.headline },
    ]),
    ...PRODUCT_PAGE_SLUGS.flatMap((slug) => {
      const copy = findProductCopy(slug);
      return copy ? [{ key: `product-${slug}`, kicker: "Wristwise", headline: copy.headline }] : [];
    }),
    ...EXERCISES.map((e) => ({ key: `exercise-${e.slug}`, kicker: "Exercise", headline: e.name })),
    ...TOPICS.map((t) => ({
      key: `library-${t.slug}`,
      kicker: "The wrist pain library",
      headline: t.title,
    })),
    ...OFFERS.map((o) => ({
      key: `offer-${o.id}`,
      kicker: o.endsOn ? "Limited-time offer" : "Bundle",
      headline: o.name,
    })),
  ];
  return pages;
}

/** The page an image key names; null for anything else. */
export function findOgPage(key: unknown): TOgPage | null {
  return ogPages().find((p) => p.key === key) ?? null;
}

/** A page's Open Graph metadata with its own image. */
export function openGraphOf(
  key: string,
  og: { title: string; description: string; type?: "website" | "article" },
): NonNullable<Metadata["openGraph"]> {
  return {
    title: og.title,
    description: og.description,
    type: og.type ?? "website",
    siteName: "Wristwise",
    images: [{ url: `/og/${key}.png`, ...OG_SIZE, alt: og.title }],
  };
}

/** A page's metadata with its own Open Graph image, titled and described as the page is. */
export function withOpenGraph(
  key: string,
  metadata: Metadata & { title: string; description?: string },
): Metadata {
  return {
    ...metadata,
    openGraph: openGraphOf(key, {
      title: metadata.title,
      description: metadata.description ?? "",
    }),
  };
}
