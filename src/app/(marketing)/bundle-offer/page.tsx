import type { Metadata } from "next";
import Link from "next/link";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { buttonVariants } from "@/components/ui/button";
import { openGraphOf } from "@/content/og-pages";
import { formatPrice, isOfferOn, OFFERS } from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";

const DESCRIPTION =
  "Wristwise bundles and current offers: Lifetime Pro, mini courses and ebooks together for less, each paid once. Nothing renews.";

export const metadata: Metadata = {
  title: "Bundles and offers",
  description: DESCRIPTION,
  openGraph: openGraphOf("bundle-offer", { title: "Bundles and offers", description: DESCRIPTION }),
};

/** An hour: a promotion leaves the list within the hour after its last day. */
export const revalidate = 3600;

/** /bundle-offer (public, issue #17): every bundle and promotion on sale today, from the catalogue. */
export default function BundleOfferPage() {
  const today = new Date().toISOString().slice(0, 10);
  const offers = OFFERS.filter((o) => isOfferOn(o, today));
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-display font-semibold tracking-tight text-ink">Bundles and offers</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Each is one payment, for things bought together for less than one by one. Nothing renews.
          You can buy with just your email and create your account afterwards; your purchase waits
          for you.
        </p>
      </header>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {offers.map((offer) => (
          <li
            key={offer.id}
            className="flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-6"
          >
            <h2 className="text-title font-semibold text-ink">{offer.name}</h2>
            <p className="mt-2 text-ink-muted">{offer.pitch}</p>
            <p className="mt-4 text-ink">
              <span className="text-2xl font-semibold">{formatPrice(offer.priceCents)}</span>{" "}
              <span className="text-ink-muted">
                instead of {formatPrice(offer.valueCents)}
                {offer.endsOn ? `, until ${formatDate(offer.endsOn)}` : ""}
              </span>
            </p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink">
              {offer.products.map((p) => (
                <li key={p.name}>{p.name}</li>
              ))}
            </ul>
            <div className="mt-6 flex-1 content-end">
              <Link
                href={offer.path}
                className={`${buttonVariants({ variant: "primary" })} w-full`}
              >
                See what's included<span className="sr-only"> in the {offer.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-ink">
        Looking for a plan that renews, or the free trial?{" "}
        <Link href="/pricing" className="text-brand underline underline-offset-2">
          See every plan
        </Link>
        .
      </p>
      <div className="mt-6">
        <BillingDisclaimer />
      </div>
    </div>
  );
}
