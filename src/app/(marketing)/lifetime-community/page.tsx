import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("lifetime-community");

/** /lifetime-community (public, issue #18): one product of the catalogue, in the product template. */
export default function LifetimeCommunityPage() {
  return <ProductRoute slug="lifetime-community" />;
}
