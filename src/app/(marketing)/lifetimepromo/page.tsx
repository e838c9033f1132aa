import { OfferPage, offerMetadata } from "../offer-page";

export const metadata = offerMetadata("lifetime-promo");

/** /lifetimepromo (public, issue #17): sold to a signed-in person or to a guest by email. */
export default function LifetimePromoPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OfferPage offerId="lifetime-promo" searchParams={props.searchParams} />;
}
