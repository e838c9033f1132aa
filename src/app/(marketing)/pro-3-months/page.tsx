import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("pro-3-months");

/** /pro-3-months (public, issue #18): one product of the catalogue, in the product template. */
export default function ProThreeMonthsPage() {
  return <ProductRoute slug="pro-3-months" />;
}
