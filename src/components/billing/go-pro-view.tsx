import Link from "next/link";
import type * as React from "react";
import { AddonList } from "@/components/billing/addon-list";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { PlanCard } from "@/components/billing/plan-cards";
import { PricingFaq } from "@/components/billing/pricing-faq";
import { FormAlert } from "@/components/ui/form-alert";
import {
  FREE_TRIAL_DAYS,
  formatPrice,
  isRecurring,
  PLANS,
  type TAddon,
  type TPlan,
} from "@/domain/billing/catalogue";

export type TGoProModel = {
  /** The plan the address chose (planId), shown first; null when none or not one we sell. */
  chosen: TPlan | null;
  /** A planId was given but is not one we sell (tampered or stale link). */
  unknownPlan: boolean;
  /** The add-on the address chose (addonType), highlighted. */
  addonType: string | null;
  /** The person may start the free trial (no plan, never had one). */
  trialEligible: boolean;
  /** The person came back from the payment page without paying. */
  cancelled: boolean;
};

/**
 * /go-pro and its preview: the upgrade page every Go Pro link opens. `planAction` and
 * `addonAction` render each choice's button (a checkout for a signed-in person, a link in the
 * preview); `notice` goes above the plans.
 */
export function GoProView({
  model,
  planAction,
  addonAction,
  notice,
}: {
  model: TGoProModel;
  planAction: (plan: TPlan, options: { trial: boolean }) => React.ReactNode;
  addonAction: (addon: TAddon, itemId: string | null) => React.ReactNode;
  notice?: React.ReactNode;
}) {
  const { chosen } = model;
  const trialPlan = PLANS.find((p) => p.recommended && p.trial) ?? null;
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-title font-semibold text-ink">Go Pro</h1>
        <p className="mt-2 text-ink-muted">
          Your program stays free. Pro works out your next step from every set you log, tracks your
          daily load, charts your progress and builds a new program when your pain areas change.
        </p>
      </header>

      {notice}
      {model.cancelled ? (
        <p role="status" className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-ink">
          You left the payment page, so nothing was charged. Your choice is still here whenever
          you're ready.
        </p>
      ) : null}
      {model.unknownPlan ? (
        <FormAlert>
          That plan isn't one we offer. Please choose a plan from the list below.
        </FormAlert>
      ) : null}

      {chosen ? (
        <section aria-labelledby="your-choice" className="max-w-xl">
          <h2 id="your-choice" className="text-lg font-semibold text-ink">
            Your choice
          </h2>
          <div className="mt-3">
            <PlanCard
              plan={chosen}
              highlight
              action={planAction(chosen, { trial: false })}
              note={
                chosen.trial && model.trialEligible
                  ? `Or try it free for ${FREE_TRIAL_DAYS} days first: see below.`
                  : undefined
              }
            />
          </div>
        </section>
      ) : null}

      {model.trialEligible && trialPlan ? (
        <section
          aria-labelledby="trial"
          className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-brand-soft p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="trial" className="text-lg font-semibold text-ink">
              Try Pro free for {FREE_TRIAL_DAYS} days
            </h2>
            <p className="mt-1 text-ink">
              {trialPlan.name}: nothing today, then {formatPrice(trialPlan.priceCents)} a year
              unless you cancel before the trial ends. One trial per person.
            </p>
          </div>
          <div className="sm:w-64">{planAction(trialPlan, { trial: true })}</div>
        </section>
      ) : null}

      <section aria-labelledby="renewing">
        <h2 id="renewing" className="text-lg font-semibold text-ink">
          Plans that renew
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.filter(isRecurring).map((plan) => (
            <PlanCard key={plan.tier} plan={plan} action={planAction(plan, { trial: false })} />
          ))}
        </div>
      </section>

      <section aria-labelledby="once">
        <h2 id="once" className="text-lg font-semibold text-ink">
          Pay once
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.filter((p) => !isRecurring(p)).map((plan) => (
            <PlanCard key={plan.tier} plan={plan} action={planAction(plan, { trial: false })} />
          ))}
        </div>
        <p className="mt-4 text-sm text-ink-muted">
          Want every plan side by side?{" "}
          <Link href="/pricing#compare" className="text-brand underline underline-offset-2">
            Compare plans
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="addons">
        <h2 id="addons" className="text-lg font-semibold text-ink">
          Add-ons
        </h2>
        <div className="mt-4">
          <AddonList highlight={model.addonType} action={addonAction} />
        </div>
      </section>

      <section aria-labelledby="faq" className="max-w-3xl">
        <h2 id="faq" className="text-lg font-semibold text-ink">
          Before you decide
        </h2>
        <div className="mt-4">
          <PricingFaq />
        </div>
      </section>
      <BillingDisclaimer />
    </div>
  );
}
