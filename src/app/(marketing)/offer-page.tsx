import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferView } from "@/components/billing/offer-view";
import { openGraphOf } from "@/content/og-pages";
import { findOffer, formatPrice, type TOfferId } from "@/domain/billing/catalogue";

/** An offer page's title and description, from the catalogue. */
export function offerMetadata(offerId: TOfferId): Metadata {
  const offer = findOffer(offerId);
  if (!offer) return {};
  const title = `${offer.name}: ${formatPrice(offer.priceCents)}`;
  return {
    title,
    description: offer.pitch,
    openGraph: openGraphOf(`offer-${offer.id}`, { title, description: offer.pitch }),
  };
}

/**
 * The body of the bundle and promotion pages (/lifetimebundle, /50-bundle, /lifetimepromo,
 * /prosale): static, rebuilt every hour (each page exports `revalidate`), so a promotion reads as
 * ended within the hour after its last day; the checkout refuses it from that day on anyway.
 */
export function OfferPage({ offerId }: { offerId: TOfferId }) {
  const offer = findOffer(offerId);
  if (!offer) notFound();
  return <OfferView offer={offer} today={new Date().toISOString().slice(0, 10)} />;
}
