import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("expert-calls");

/** /expert-calls (public, issue #18): one product of the catalogue, in the product template. */
export default function ExpertCallsPage() {
  return <ProductRoute slug="expert-calls" />;
}
