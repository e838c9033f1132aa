import { CircleCheck, Clock } from "lucide-react";
import Link from "next/link";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { GuestCheckoutForm } from "@/components/billing/guest-checkout-form";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  findAddon,
  findPlan,
  formatPrice,
  isOfferOn,
  type TOffer,
  type TOfferId,
  type TPricedProduct,
} from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";

/** Each offer page's own words: who it suits and what happens after paying. */
const OFFER_COPY: Record<TOfferId, { lead: string; suits: string[] }> = {
  "lifetime-bundle": {
    lead: "Everything Wristwise makes, paid for once: Pro for life, the three mini courses and both ebooks. It suits you if your wrist or hand pain keeps coming back with work or sport and you want every tool to hand for the next flare-up, not only this one.",
    suits: [
      "You type, game, lift or play an instrument for hours and want a plan you can return to.",
      "You'd rather pay once than keep a subscription running.",
      "You want a hand therapist to look over your plan with you (expert consultations are part of Lifetime Pro).",
    ],
  },
  "learning-bundle": {
    lead: "The three mini courses and both ebooks, together for less than the five bought one by one. They work with the free program as well as with Pro: each takes one problem (your desk, your grip, a bad week) and walks you through it in short, practical steps.",
    suits: [
      "You want to understand your pain and what helps, at your own pace.",
      "You work at a desk and suspect your setup and breaks play a part.",
      "You've had flare-ups before and want a plan ready for the next one.",
    ],
  },
  "lifetime-promo": {
    lead: "Lifetime Pro at its launch price: every Pro feature and expert consultations, for life, for one payment. The program adapts as your pain changes, so what you buy today keeps fitting you next year.",
    suits: [
      "You've tried the free program and want logging, load tracking and progress charts.",
      "You'd rather pay once than keep a subscription running.",
      "Your pain comes and goes and you want a program that follows it.",
    ],
  },
  "pro-sale": {
    lead: "Six months of Pro for one payment at a sale price. Most people who stick with a graded program see the biggest change in the first three to six months; this covers that stretch, and nothing renews afterwards.",
    suits: [
      "You want Pro for a full course of rehab without a subscription to remember to cancel.",
      "You've used the free program and want the next step worked out for you after each set.",
      "You want to see your progress and your daily load on charts.",
    ],
  },
};

function blurbOf(product: TPricedProduct): string {
  const p = product.product;
  if (p.kind === "plan") return findPlan(p.tier)?.pitch ?? "";
  if (p.kind === "addon")
    return findAddon(p.addonType)?.items.find((i) => i.id === p.itemId)?.description ?? "";
  return "";
}

/** Until when a promotion is sold, or that it has ended; nothing for an offer without an end. */
export function OfferEndNote({
  endsOn,
  on,
  className,
}: {
  endsOn: string | null;
  on: boolean;
  className?: string;
}) {
  if (!endsOn) return null;
  return (
    <p className={`flex items-center gap-2 text-sm text-ink ${className ?? ""}`}>
      <Clock className="size-4 shrink-0 text-brand" aria-hidden />
      {on ? `On sale until ${formatDate(endsOn)}.` : `This offer ended on ${formatDate(endsOn)}.`}
    </p>
  );
}

/**
 * A bundle or promotion page (issue #17), static like every public page: what it holds and what
 * each part is worth, the price, until when it is sold, and the way to buy: an email (a guest
 * purchase that joins the account created and confirmed with it, or goes straight to the account
 * already proven for it), or, for someone with an account, the checkout inside the app.
 */
export function OfferView({ offer, today }: { offer: TOffer; today: string }) {
  const on = isOfferOn(offer, today);
  const copy = OFFER_COPY[offer.id];
  const saving = offer.valueCents - offer.priceCents;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand">
            {offer.endsOn ? "Limited-time offer" : "Bundle"}
          </p>
          <h1 className="mt-1 text-display font-semibold tracking-tight text-ink">{offer.name}</h1>
          <p className="mt-4 text-lg text-ink-muted">{copy.lead}</p>

          <h2 className="mt-10 text-title font-semibold text-ink">What's included</h2>
          <ul className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
            {offer.products.map((p) => (
              <li key={p.name} className="flex gap-3 p-4">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-medium text-ink">{p.name}</p>
                    <p className="text-sm text-ink-muted">{formatPrice(p.priceCents)} on its own</p>
                  </div>
                  <p className="mt-1 text-sm text-ink-muted">{blurbOf(p)}</p>
                </div>
              </li>
            ))}
          </ul>

          <h2 className="mt-10 text-title font-semibold text-ink">Who it suits</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-ink">
            {copy.suits.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>

          <h2 className="mt-10 text-title font-semibold text-ink">How it works</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
            <li>Pay once with just your email. Nothing renews.</li>
            <li>
              Create your free account with the same email and confirm the address from the email we
              send. Your purchase is waiting there. If you already have an account with that email,
              it goes straight in.
            </li>
            <li>
              Start with the free self-assessment, if you haven't yet: your program is built from
              your answers, and everything here fits around it.
            </li>
          </ol>
          <p className="mt-4 text-sm text-ink-muted">
            Wristwise is educational and does not diagnose. If your pain followed a fall or an
            injury, if your hand is numb most of the time, or if it is swollen, hot or getting worse
            quickly, please see a clinician first.
          </p>
        </div>

        <aside aria-labelledby="offer-price" className="lg:pt-8">
          <Card className="lg:sticky lg:top-24">
            <h2 id="offer-price" className="sr-only">
              Price
            </h2>
            <p className="text-4xl font-semibold text-ink">{formatPrice(offer.priceCents)}</p>
            <p className="mt-1 text-ink-muted">
              paid once, instead of {formatPrice(offer.valueCents)} bought separately. You save{" "}
              {formatPrice(saving)}.
            </p>
            <OfferEndNote endsOn={offer.endsOn} on={on} className="mt-3" />
            <div className="mt-5">
              {!on ? (
                <Link
                  href="/pricing"
                  className={`${buttonVariants({ variant: "primary" })} w-full`}
                >
                  See current plans
                </Link>
              ) : (
                <>
                  <GuestCheckoutForm
                    offerId={offer.id}
                    defaultSource={offer.path.slice(1)}
                    payLabel="Continue to payment"
                  />
                  <p className="mt-4 text-center text-sm text-ink-muted">
                    Have an account?{" "}
                    <Link
                      href={`/promotion?offer=${offer.id}`}
                      prefetch={false}
                      className="text-brand underline underline-offset-2"
                    >
                      Buy it in your account
                    </Link>
                    .
                  </p>
                </>
              )}
            </div>
          </Card>
          <div className="mt-4">
            <BillingDisclaimer />
          </div>
        </aside>
      </div>
    </div>
  );
}
