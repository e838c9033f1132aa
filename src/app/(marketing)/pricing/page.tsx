import type { Metadata } from "next";
import Link from "next/link";
import { AddonList } from "@/components/billing/addon-list";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { FeatureTable } from "@/components/billing/feature-table";
import { PlanCard } from "@/components/billing/plan-cards";
import { PricingFaq } from "@/components/billing/pricing-faq";
import { buttonVariants } from "@/components/ui/button";
import { openGraphOf } from "@/content/og-pages";
import { FREE_TRIAL_DAYS, isRecurring, PLANS } from "@/domain/billing/catalogue";
import { cn } from "@/lib/cn";

const DESCRIPTION = `Wristwise plans side by side: a free program for everyone, Pro from $8.25 a month, lifetime plans paid once, and a ${FREE_TRIAL_DAYS}-day free trial. Cancel any time.`;

export const metadata: Metadata = {
  title: "Plans and pricing",
  description: DESCRIPTION,
  openGraph: openGraphOf("pricing", { title: "Plans and pricing", description: DESCRIPTION }),
};

const planHref = (tier: string) => `/go-pro?planId=${tier}&source=pricing`;

/** /pricing (public): every plan, what it includes, the trial, and honest answers. */
export default function PricingPage() {
  const renewing = PLANS.filter(isRecurring);
  const once = PLANS.filter((p) => !isRecurring(p));
  const choose = (tier: string, name: string) => (
    <Link
      href={planHref(tier)}
      prefetch={false}
      className={cn(buttonVariants({ variant: "primary" }), "w-full")}
      aria-label={`Choose ${name}`}
    >
      Choose
    </Link>
  );
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-display font-semibold tracking-tight text-ink">Plans and pricing</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Your assessment and your personalised exercise program are free, with every instruction.
          Pro adds what helps you keep going: logging each set with the next step worked out for
          you, daily load tracking, progress charts and a new program when your pain changes.
        </p>
        <div className="mt-6 flex flex-col gap-3 rounded-[var(--radius-card)] bg-brand-soft p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">
            <strong className="font-semibold">Try Pro free for {FREE_TRIAL_DAYS} days.</strong>{" "}
            Nothing is charged during the trial; cancel before it ends and you pay nothing.
          </p>
          <Link
            href="/free-trial"
            prefetch={false}
            className={buttonVariants({ variant: "primary" })}
          >
            Start the free trial
          </Link>
        </div>
      </header>

      <section aria-labelledby="renewing">
        <h2 id="renewing" className="text-title font-semibold text-ink">
          Plans that renew
        </h2>
        <p className="mt-1 text-ink-muted">Cancel any time from your account page.</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {renewing.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} action={choose(plan.tier, plan.name)} />
          ))}
        </div>
      </section>

      <section aria-labelledby="once">
        <h2 id="once" className="text-title font-semibold text-ink">
          Pay once
        </h2>
        <p className="mt-1 text-ink-muted">No renewals, nothing to remember to cancel.</p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {once.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} action={choose(plan.tier, plan.name)} />
          ))}
        </div>
      </section>

      <section aria-labelledby="compare">
        <h2 id="compare" className="text-title font-semibold text-ink">
          Compare what each plan includes
        </h2>
        <div className="mt-6">
          <FeatureTable />
        </div>
      </section>

      <section aria-labelledby="addons">
        <h2 id="addons" className="text-title font-semibold text-ink">
          Add-ons
        </h2>
        <p className="mt-1 text-ink-muted">Optional extras, on top of any plan.</p>
        <div className="mt-6">
          <AddonList
            action={(addon, itemId) => (
              <Link
                href={`/go-pro?addonType=${addon.addonType}${itemId ? `&itemId=${itemId}` : ""}&source=pricing`}
                prefetch={false}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
              >
                Add to my account
              </Link>
            )}
          />
        </div>
      </section>

      <section aria-labelledby="faq" className="max-w-3xl">
        <h2 id="faq" className="text-title font-semibold text-ink">
          Questions people ask before paying
        </h2>
        <div className="mt-6">
          <PricingFaq />
        </div>
      </section>

      <BillingDisclaimer />
    </div>
  );
}
