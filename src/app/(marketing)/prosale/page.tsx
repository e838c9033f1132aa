import { OfferPage, offerMetadata } from "../offer-page";

export const metadata = offerMetadata("pro-sale");

/** An hour: an offer's end date shows within the hour (see OfferPage). */
export const revalidate = 3600;

/** /prosale (public, issue #17): sold with an email, or inside the app to someone signed in. */
export default function ProSalePage() {
  return <OfferPage offerId="pro-sale" />;
}
