import { OfferPage, offerMetadata } from "../offer-page";

export const metadata = offerMetadata("pro-sale");

/** /prosale (public, issue #17): sold to a signed-in person or to a guest by email. */
export default function ProSalePage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OfferPage offerId="pro-sale" searchParams={props.searchParams} />;
}
