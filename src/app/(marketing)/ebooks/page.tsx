import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("ebooks");

/** /ebooks (public, issue #18): one product of the catalogue, in the product template. */
export default function EbooksPage() {
  return <ProductRoute slug="ebooks" />;
}
