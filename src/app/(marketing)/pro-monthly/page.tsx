import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("pro-monthly");

/** /pro-monthly (public, issue #18): one product of the catalogue, in the product template. */
export default function ProMonthlyPage() {
  return <ProductRoute slug="pro-monthly" />;
}
