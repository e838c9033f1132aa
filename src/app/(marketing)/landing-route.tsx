import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LandingPage } from "@/components/landing/landing-page";
import { findLanding, type TLandingSlug } from "@/content/landing";
import { openGraphOf } from "@/content/og-pages";

/** A landing page's own title and description, and its address as the canonical one. */
export function landingMetadata(slug: TLandingSlug): Metadata {
  const landing = findLanding(slug);
  if (!landing) return {};
  return {
    title: landing.title,
    description: landing.description,
    alternates: { canonical: `/${slug}` },
    openGraph: openGraphOf(slug, { title: landing.title, description: landing.description }),
  };
}

/** The body of every content-driven landing page (issue #18). */
export function LandingRoute({ slug }: { slug: TLandingSlug }) {
  const landing = findLanding(slug);
  if (!landing) notFound();
  return <LandingPage landing={landing} />;
}
