import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("pro-lifetime");

/** /pro-lifetime (public, issue #18): one product of the catalogue, in the product template. */
export default function ProLifetimePage() {
  return <ProductRoute slug="pro-lifetime" />;
}
