import { OfferPage, offerMetadata } from "../offer-page";

export const metadata = offerMetadata("lifetime-bundle");

/** /lifetimebundle (public, issue #17): sold to a signed-in person or to a guest by email. */
export default function LifetimeBundlePage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OfferPage offerId="lifetime-bundle" searchParams={props.searchParams} />;
}
