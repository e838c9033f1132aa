import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductPage } from "@/components/landing/product-page";
import { openGraphOf } from "@/content/og-pages";
import { findProductCopy, type TProductPageSlug } from "@/content/product-pages-copy";

/** A product page's title and description, from its copy. */
export function productMetadata(slug: TProductPageSlug): Metadata {
  const copy = findProductCopy(slug);
  if (!copy) return {};
  const description = copy.intro[0]?.slice(0, 157) ?? copy.headline;
  return {
    title: copy.headline,
    description: description.length === copy.intro[0]?.length ? description : `${description}…`,
    alternates: { canonical: `/${slug}` },
    openGraph: openGraphOf(`product-${slug}`, { title: copy.headline, description }),
  };
}

/** The body of each product's page (issue #18: /{product}). */
export function ProductRoute({ slug }: { slug: TProductPageSlug }) {
  const copy = findProductCopy(slug);
  if (!copy) notFound();
  return <ProductPage copy={copy} />;
}
