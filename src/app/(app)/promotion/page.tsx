import { Clock } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { buttonVariants } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { findOffer, formatPrice, OFFERS } from "@/domain/billing/catalogue";
import { offerStatusOf } from "@/domain/billing/offer-status";
import { currentPlanOf } from "@/domain/billing/plan-change";
import { ERROR_MESSAGES } from "@/lib/errors";
import { formatDate } from "@/lib/format-date";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { requirePageAccess } from "@/server/access/require-page-access";
import { ownedProductIdsOf } from "@/server/billing/start-checkout";

export const metadata: Metadata = { title: "Offers for you" };

/**
 * /promotion (signed in, issue #17): the bundles and promotions this person can buy today, from
 * the catalogue, by the same rule the checkout applies: nothing that holds a plan they have, or a
 * smaller one, and no bundle of things they own already.
 */
export default async function PromotionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePageAccess("/promotion", searchParams);
  const asked = findOffer((await searchParams).offer);
  const access = await getCurrentAccess();
  if (!access) return null;
  const now = new Date();
  const current = currentPlanOf(access.profile?.subscription ?? null, now);
  const owned = await ownedProductIdsOf(access.session.user.id);
  const day = now.toISOString().slice(0, 10);
  const offers = OFFERS.map((offer) => ({
    offer,
    status: offerStatusOf({ offer, current, owned, day }),
  }))
    .filter((o) => o.status === "available" || o.status === "replaces-renewing")
    // The offer the person came from a public page to buy comes first.
    .sort((a, b) => Number(b.offer.id === asked?.id) - Number(a.offer.id === asked?.id));
  const askedStatus = asked ? offerStatusOf({ offer: asked, current, owned, day }) : null;
  const refusal =
    askedStatus === "ended"
      ? ERROR_MESSAGES["offer-ended"]
      : askedStatus === "already-owned"
        ? ERROR_MESSAGES["already-owned"]
        : askedStatus === "not-for-your-plan"
          ? ERROR_MESSAGES["offer-not-for-your-plan"]
          : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-title font-semibold text-ink">Offers for you</h1>
      <p className="mt-2 text-ink-muted">
        The bundles and offers that fit your plan today. Each is one payment, and nothing renews.
      </p>
      {asked && refusal ? (
        <FormAlert className="mt-6">
          {asked.name}: {refusal}
        </FormAlert>
      ) : null}
      {offers.length === 0 ? (
        <div className="mt-8 rounded-[var(--radius-card)] border border-line bg-surface p-6">
          <h2 className="text-lg font-semibold text-ink">Nothing to add right now</h2>
          <p className="mt-2 text-ink-muted">
            You already have everything our current offers include. When there's something new for
            your plan, it will be here.
          </p>
          <Link href="/account" className={`${buttonVariants({ variant: "secondary" })} mt-4`}>
            See my plan
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {offers.map(({ offer, status }) => (
            <li
              key={offer.id}
              className={`flex flex-col rounded-[var(--radius-card)] border bg-surface p-6 ${asked?.id === offer.id ? "border-brand ring-2 ring-brand" : "border-line"}`}
            >
              <h2 className="text-lg font-semibold text-ink">{offer.name}</h2>
              <p className="mt-2 text-ink-muted">{offer.pitch}</p>
              <p className="mt-4 text-ink">
                <span className="text-2xl font-semibold">{formatPrice(offer.priceCents)}</span>{" "}
                <span className="text-ink-muted">instead of {formatPrice(offer.valueCents)}</span>
              </p>
              {offer.endsOn ? (
                <p className="mt-2 flex items-center gap-2 text-sm text-ink">
                  <Clock className="size-4 shrink-0 text-brand" aria-hidden />
                  Until {formatDate(offer.endsOn)}
                </p>
              ) : null}
              {status === "replaces-renewing" ? (
                <p className="mt-2 text-sm text-ink-muted">
                  Your current plan stops renewing once this is paid; nothing more is charged for
                  it.
                </p>
              ) : null}
              <div className="mt-6 flex-1 content-end space-y-3">
                <CheckoutButton
                  offerId={offer.id}
                  source={asked?.id === offer.id ? offer.path.slice(1) : "promotion"}
                  valueCents={offer.priceCents}
                >
                  Buy for {formatPrice(offer.priceCents)}
                  <span className="sr-only">: {offer.name}</span>
                </CheckoutButton>
                <Link
                  href={offer.path}
                  className={`${buttonVariants({ variant: "ghost" })} w-full`}
                >
                  See what's included<span className="sr-only"> in the {offer.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <BillingDisclaimer />
      </div>
    </div>
  );
}
