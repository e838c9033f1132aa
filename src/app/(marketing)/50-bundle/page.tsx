import { OfferPage, offerMetadata } from "../offer-page";

export const metadata = offerMetadata("learning-bundle");

/** /50-bundle (public, issue #17): sold to a signed-in person or to a guest by email. */
export default function LearningBundlePage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OfferPage offerId="learning-bundle" searchParams={props.searchParams} />;
}
