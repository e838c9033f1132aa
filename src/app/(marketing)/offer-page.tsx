import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferView } from "@/components/billing/offer-view";
import { findOffer, formatPrice, type TOfferId } from "@/domain/billing/catalogue";

type TSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** An offer page's title and description, from the catalogue. */
export function offerMetadata(offerId: TOfferId): Metadata {
  const offer = findOffer(offerId);
  if (!offer) return {};
  return {
    title: `${offer.name}: ${formatPrice(offer.priceCents)}`,
    description: offer.pitch,
  };
}

/**
 * The body of the bundle and promotion pages (/lifetimebundle, /50-bundle, /lifetimepromo,
 * /prosale): the offer the catalogue lists for the address. `?source=affiliate` (spec 2) sends a
 * guest buyer to /affiliate-payment-success afterwards.
 */
export async function OfferPage({
  offerId,
  searchParams,
}: {
  offerId: TOfferId;
  searchParams: TSearchParams;
}) {
  const offer = findOffer(offerId);
  if (!offer) notFound();
  const params = await searchParams;
  const source =
    typeof params.source === "string" && /^[a-z0-9_-]{1,64}$/i.test(params.source)
      ? params.source
      : offer.path.slice(1);
  return <OfferView offer={offer} source={source} cancelled={params.cancelled === "1"} />;
}
