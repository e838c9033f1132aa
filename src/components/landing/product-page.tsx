import { ArrowRight, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { DISCLAIMER } from "@/components/site/site-footer";
import { buttonVariants } from "@/components/ui/button";
import type { TProductCopy } from "@/content/product-pages-copy";
import {
  FREE_TRIAL_DAYS,
  findAddon,
  findPlan,
  formatPrice,
  PERIOD_WORDS,
} from "@/domain/billing/catalogue";
import { CheckList, FaqList } from "./page-parts";

/** The price line of a product, from the catalogue: "$99 per year", "from $9.99 each". */
function priceOf(copy: TProductCopy): { price: string; note: string; trial: boolean } | null {
  if ("planId" in copy.product) {
    const plan = findPlan(copy.product.planId);
    if (!plan) return null;
    return {
      price: formatPrice(plan.priceCents),
      note: plan.period === "one-time" ? "paid once; nothing renews" : PERIOD_WORDS[plan.period],
      trial: plan.trial,
    };
  }
  const addon = findAddon(copy.product.addonType);
  if (!addon) return null;
  if (addon.priceCents !== null)
    return {
      price: formatPrice(addon.priceCents),
      note: PERIOD_WORDS[addon.period],
      trial: false,
    };
  const cheapest = Math.min(...addon.items.map((i) => i.priceCents));
  return { price: `From ${formatPrice(cheapest)}`, note: "each, paid once", trial: false };
}

/** Where buying it starts: the upgrade page inside the app (a visitor signs up first, and comes back). */
function buyHref(copy: TProductCopy): string {
  const query =
    "planId" in copy.product
      ? `planId=${copy.product.planId}`
      : `addonType=${copy.product.addonType}`;
  return `/go-pro?${query}&source=${copy.slug}`;
}

const ASSESSMENT_STEPS =
  "About you, where it hurts, a medical safety screen, nerve symptoms, gentle mobility and nerve-mobility checks, light endurance holds, and the QuickDASH questionnaire.";

/**
 * A product's own page (issue #18's /{product}, one per product in the catalogue): its words from
 * content/product-pages-copy, its price from the catalogue, what the free assessment does, when to
 * see a clinician, and the disclaimer. Static.
 */
export function ProductPage({ copy }: { copy: TProductCopy }) {
  const price = priceOf(copy);
  const name =
    "planId" in copy.product
      ? findPlan(copy.product.planId)?.name
      : findAddon(copy.product.addonType)?.name;
  const section = "mx-auto max-w-5xl px-4 sm:px-6";
  return (
    <div className="pb-16">
      <header className="bg-brand-soft">
        <div className={`${section} grid gap-8 py-14 md:grid-cols-[1fr_20rem] sm:py-20`}>
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-brand">
              {"planId" in copy.product ? "Wristwise plan" : "Wristwise add-on"}: {name}
            </p>
            <h1 className="mt-2 text-display font-semibold tracking-tight text-ink">
              {copy.headline}
            </h1>
            <div className="mt-5 space-y-4 text-lg text-ink">
              {copy.intro.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          {price ? (
            <div className="self-start rounded-[var(--radius-card)] border border-line bg-surface p-6">
              <p className="text-sm text-ink-muted">{name}</p>
              <p className="mt-1 text-4xl font-semibold text-ink">{price.price}</p>
              <p className="text-ink-muted">{price.note}</p>
              {price.trial ? (
                <p className="mt-2 text-sm text-ink">
                  Try it free for {FREE_TRIAL_DAYS} days; nothing is charged if you cancel before
                  the trial ends.
                </p>
              ) : null}
              <Link
                href={buyHref(copy)}
                prefetch={false}
                className={`${buttonVariants({ variant: "primary" })} mt-5 w-full`}
              >
                Choose {name}
                <ArrowRight aria-hidden />
              </Link>
              <p className="mt-3 text-xs text-ink-muted">
                Prices in US dollars. You'll create a free account first if you don't have one.
              </p>
            </div>
          ) : null}
        </div>
      </header>

      <div className={`${section} mt-14 grid gap-10 md:grid-cols-2`}>
        <section aria-labelledby="who">
          <h2 id="who" className="text-title font-semibold text-ink">
            Who it's for
          </h2>
          <CheckList items={copy.whoFor} className="mt-4 space-y-3" />
        </section>
        <section aria-labelledby="get">
          <h2 id="get" className="text-title font-semibold text-ink">
            What you get
          </h2>
          <CheckList items={copy.whatYouGet} className="mt-4 space-y-3" />
        </section>
      </div>

      <section aria-labelledby="assessment" className={`${section} mt-14`}>
        <div className="max-w-3xl">
          <h2 id="assessment" className="text-title font-semibold text-ink">
            It starts with the free assessment
          </h2>
          <p className="mt-3 text-ink">
            Whatever you choose, your program is built from an eight-step self-assessment that takes
            about 10 to 15 minutes: {ASSESSMENT_STEPS} The assessment and the program it builds,
            with every instruction, are free and stay free.
          </p>
          <Link
            href={`/signup?source=${copy.slug}`}
            prefetch={false}
            className={`${buttonVariants({ variant: "secondary" })} mt-5`}
          >
            Start the free assessment
          </Link>
        </div>
      </section>

      <section aria-labelledby="faq" className={`${section} mt-14`}>
        <h2 id="faq" className="text-title font-semibold text-ink">
          Questions people ask
        </h2>
        <FaqList items={copy.faq} />
        <p className="mt-5 text-ink">
          <Link
            href="/pricing"
            prefetch={false}
            className="text-brand underline underline-offset-2"
          >
            Compare every plan and add-on
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="safety" className={`${section} mt-14`}>
        <div className="max-w-3xl rounded-[var(--radius-card)] border border-line bg-surface p-6">
          <h2 id="safety" className="flex items-center gap-2 text-xl font-semibold text-ink">
            <ShieldCheck className="size-6 shrink-0 text-brand" aria-hidden />
            When to see a clinician first
          </h2>
          <p className="mt-3 text-ink">
            Wristwise is educational and never diagnoses. Get medical help the same day if your pain
            followed a fall or injury, or a joint is hot, red and swollen (with or without a fever).
            See a doctor within a few days, before starting, if your hand is numb all the time or
            getting weaker, or if pain at night is always there and doesn't ease when you rest or
            change position. The assessment's safety screen asks about these and tells you when to
            get checked.
          </p>
        </div>
        <p className="mt-10 max-w-3xl text-sm text-ink-muted">{DISCLAIMER}</p>
      </section>
    </div>
  );
}
