import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("pro-6-months");

/** /pro-6-months (public, issue #18): one product of the catalogue, in the product template. */
export default function ProSixMonthsPage() {
  return <ProductRoute slug="pro-6-months" />;
}
