import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { OfferEndNote } from "@/components/billing/offer-view";
import { buttonVariants } from "@/components/ui/button";
import type { TCampaign } from "@/content/landing/campaign-schema";
import { FEATURE_NAMES } from "@/domain/access/features";
import {
  FREE_TRIAL_DAYS,
  findOffer,
  findPlan,
  formatPrice,
  isOfferOn,
  PERIOD_WORDS,
} from "@/domain/billing/catalogue";

/**
 * The pro variant's block (issue #18): the page's own words on what Pro adds for its audience,
 * what Pro includes and costs (from the catalogue), and the way to choose it.
 */
export function ProBlock({ campaign, source }: { campaign: TCampaign; source: string }) {
  const annual = findPlan("annual");
  const monthly = findPlan("1month");
  const lifetime = findPlan("lifetime");
  return (
    <section
      aria-labelledby="pro-adds"
      className="grid gap-8 rounded-[var(--radius-card)] border border-line bg-surface p-6 sm:p-8 lg:grid-cols-[1fr_20rem]"
    >
      <div className="max-w-2xl">
        <h2 id="pro-adds" className="text-title font-semibold text-ink">
          {campaign.pro.heading}
        </h2>
        <div className="mt-4 space-y-4 text-ink">
          {campaign.pro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {annual ? (
          <>
            <h3 className="mt-6 font-semibold text-ink">Every Pro plan includes</h3>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {annual.features
                .filter((f) => f !== "expertConsults")
                .map((f) => (
                  <li key={f} className="flex gap-2 text-ink">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                    {FEATURE_NAMES[f]}
                  </li>
                ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="rounded-[var(--radius-card)] bg-brand-soft p-5">
        <p className="font-semibold text-ink">Pro prices</p>
        <dl className="mt-3 space-y-2 text-ink">
          {[monthly, annual, lifetime].flatMap((plan) =>
            plan
              ? [
                  <div key={plan.tier} className="flex items-baseline justify-between gap-3">
                    <dt>{plan.name}</dt>
                    <dd className="text-right">
                      <span className="font-semibold">{formatPrice(plan.priceCents)}</span>{" "}
                      <span className="text-sm text-ink-muted">
                        {plan.period === "one-time" ? "paid once" : PERIOD_WORDS[plan.period]}
                      </span>
                    </dd>
                  </div>,
                ]
              : [],
          )}
        </dl>
        <p className="mt-3 text-sm text-ink-muted">
          The monthly, 3-month and annual plans can be tried free for {FREE_TRIAL_DAYS} days. Prices
          in US dollars.
        </p>
        <Link
          href={`/go-pro?source=${source}`}
          prefetch={false}
          className={`${buttonVariants({ variant: "primary" })} mt-4 w-full`}
        >
          Choose a Pro plan
        </Link>
        <p className="mt-3 text-sm text-ink-muted">
          You create a free account first; the assessment stays free either way.
        </p>
      </div>
    </section>
  );
}

/**
 * A promo page's offer (issue #18): its name, price and worth, and until when it is sold, from the
 * catalogue; once it has ended the page says so and points to the current plans.
 */
export function OfferBox({ campaign, today }: { campaign: TCampaign; today: string }) {
  const offer = campaign.offerId ? findOffer(campaign.offerId) : null;
  if (!offer) return null;
  const on = isOfferOn(offer, today);
  return (
    <section
      aria-labelledby="the-offer"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="the-offer" className="font-semibold text-ink text-xl">
          {offer.name}
        </h2>
        <p className="mt-1 text-ink">
          <span className="font-semibold text-2xl">{formatPrice(offer.priceCents)}</span>{" "}
          <span className="text-ink-muted">
            paid once, instead of {formatPrice(offer.valueCents)}. Nothing renews.
          </span>
        </p>
        <OfferEndNote endsOn={offer.endsOn} on={on} className="mt-2" />
      </div>
      <Link
        href={on ? offer.path : "/pricing"}
        prefetch={false}
        className={`${buttonVariants({ variant: on ? "primary" : "secondary", size: "lg" })} shrink-0`}
      >
        {on ? "See the offer" : "See current plans"}
      </Link>
    </section>
  );
}
