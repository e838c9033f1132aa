import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("core");

/** /core (public, issue #18): one product of the catalogue, in the product template. */
export default function CorePage() {
  return <ProductRoute slug="core" />;
}
