import { OfferPage, offerMetadata } from "../offer-page";

export const metadata = offerMetadata("learning-bundle");

/** An hour: an offer's end date shows within the hour (see OfferPage). */
export const revalidate = 3600;

/** /50-bundle (public, issue #17): sold with an email, or inside the app to someone signed in. */
export default function LearningBundlePage() {
  return <OfferPage offerId="learning-bundle" />;
}
