import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("mini-courses");

/** /mini-courses (public, issue #18): one product of the catalogue, in the product template. */
export default function MiniCoursesPage() {
  return <ProductRoute slug="mini-courses" />;
}
