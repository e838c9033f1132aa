import { ProductRoute, productMetadata } from "../product-route";

export const metadata = productMetadata("community-chat");

/** /community-chat (public, issue #18): one product of the catalogue, in the product template. */
export default function CommunityChatPage() {
  return <ProductRoute slug="community-chat" />;
}
