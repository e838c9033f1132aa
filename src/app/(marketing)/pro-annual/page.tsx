import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("pro-annual");

/** /pro-annual (public, issue #18): one product of the catalogue, in the product template. */
export default function ProAnnualPage() {
  return <ProductRoute slug="pro-annual" />;
}
