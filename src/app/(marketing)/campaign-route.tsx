import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferBox, ProBlock } from "@/components/landing/campaign-parts";
import { LandingPage } from "@/components/landing/landing-page";
import {
  PARTNER_SLUGS,
  PROMO_SLUGS,
  type TCampaign,
  type TCampaignKind,
} from "@/content/landing/campaign-schema";
import { findCampaign } from "@/content/landing/campaigns";
import { openGraphOf } from "@/content/og-pages";

// The partner and promo landing pages and their pro variants (spec 2, issue #18):
// /partners/{slug}, /partners/{slug}/pro, /promos/{slug}, /promos/{slug}/pro. All static, from
// content/landing/campaigns in the landing template; a promo page is rebuilt hourly (its route
// exports `revalidate`) so its offer reads as ended within the hour after its last day.

export type TCampaignVariant = "base" | "pro";

const FOLDER: Record<TCampaignKind, string> = { partner: "partners", promo: "promos" };

/** The address of a campaign page's variant. */
export function campaignPath(
  campaign: Pick<TCampaign, "kind" | "slug">,
  variant: TCampaignVariant,
) {
  const base = `/${FOLDER[campaign.kind]}/${campaign.slug}`;
  return variant === "pro" ? `${base}/pro` : base;
}

/** The static params of a kind's pages. */
export function campaignParams(kind: TCampaignKind): { slug: string }[] {
  return (kind === "partner" ? PARTNER_SLUGS : PROMO_SLUGS).map((slug) => ({ slug }));
}

function campaignOf(kind: TCampaignKind, slug: string): TCampaign | null {
  const campaign = findCampaign(slug);
  return campaign && campaign.kind === kind ? campaign : null;
}

export async function campaignMetadata(
  kind: TCampaignKind,
  params: Promise<{ slug: string }>,
  variant: TCampaignVariant,
): Promise<Metadata> {
  const campaign = campaignOf(kind, (await params).slug);
  if (!campaign) return {};
  const title = variant === "pro" ? campaign.pro.title : campaign.title;
  const description = variant === "pro" ? campaign.pro.description : campaign.description;
  return {
    title,
    description,
    alternates: { canonical: campaignPath(campaign, variant) },
    openGraph: openGraphOf(`${kind}-${campaign.slug}${variant === "pro" ? "-pro" : ""}`, {
      title,
      description,
    }),
  };
}

/** The page: the landing template with the variant's headline, block and buttons. */
export async function CampaignRoute({
  kind,
  params,
  variant,
}: {
  kind: TCampaignKind;
  params: Promise<{ slug: string }>;
  variant: TCampaignVariant;
}) {
  const campaign = campaignOf(kind, (await params).slug);
  if (!campaign) notFound();
  const source = `${FOLDER[kind]}-${campaign.slug}${variant === "pro" ? "-pro" : ""}`;
  const today = new Date().toISOString().slice(0, 10);
  const offer = kind === "promo" ? <OfferBox campaign={campaign} today={today} /> : null;
  return (
    <LandingPage
      landing={campaign}
      variant={
        variant === "pro"
          ? {
              source,
              headline: campaign.pro.headline,
              afterHeader: (
                <div className="space-y-8">
                  {offer}
                  <ProBlock campaign={campaign} source={source} />
                </div>
              ),
              secondary: { href: `/go-pro?source=${source}`, label: "Choose a Pro plan" },
            }
          : {
              source,
              afterHeader: offer,
              secondary: { href: campaignPath(campaign, "pro"), label: "What Pro adds" },
            }
      }
    />
  );
}
