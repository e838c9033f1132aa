import type { Metadata } from "next";
import Link from "next/link";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { PlanCard } from "@/components/billing/plan-cards";
import { buttonVariants } from "@/components/ui/button";
import { withOpenGraph } from "@/content/og-pages";
import { FREE_TRIAL_DAYS, PLANS } from "@/domain/billing/catalogue";

export const metadata: Metadata = withOpenGraph("free-trial", {
  title: "Try Pro free for 7 days",
  description:
    "Seven days of Wristwise Pro at no cost: log your sets, track your daily load and see your progress. Cancel before the trial ends and you pay nothing.",
});

const STEPS = [
  {
    title: "Choose the plan to try",
    body: "Monthly, 3-month or annual. You can change it during the trial.",
  },
  {
    title: "Add a card, pay nothing today",
    body: `Nothing is charged for ${FREE_TRIAL_DAYS} days. Your checkout shows the exact day the trial ends.`,
  },
  {
    title: "Use everything in Pro",
    body: "Log sets and get the next step worked out, track your daily load, and watch your progress.",
  },
  {
    title: "Keep it, or cancel in two clicks",
    body: "Cancel from your account page before the trial ends and you are never charged.",
  },
];

/** /free-trial (public): how the 7-day trial works, and the plans it can start. */
export default function FreeTrialPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-display font-semibold tracking-tight text-ink">
          Try Pro free for {FREE_TRIAL_DAYS} days
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          Recovery from wrist and hand pain is built one sensible dose at a time. Pro keeps track of
          each dose for you, so you can see what helps. Try it for a week before deciding.
        </p>
      </header>
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, i) => (
          <li
            key={step.title}
            className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
          >
            <p className="text-sm font-semibold text-brand">Step {i + 1}</p>
            <h2 className="mt-1 font-semibold text-ink">{step.title}</h2>
            <p className="mt-1 text-ink-muted">{step.body}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="trial-plans">
        <h2 id="trial-plans" className="text-title font-semibold text-ink">
          Plans you can try
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {PLANS.filter((p) => p.trial).map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              action={
                <Link
                  href={`/freetrialstart?planId=${plan.tier}`}
                  prefetch={false}
                  className={`${buttonVariants({ variant: plan.recommended ? "primary" : "secondary" })} w-full`}
                >
                  Try {plan.name} free
                </Link>
              }
            />
          ))}
        </div>
        <p className="mt-4 text-sm text-ink-muted">
          One free trial per person. Already had yours? Every plan is on the{" "}
          <Link href="/pricing" className="text-brand underline underline-offset-2">
            pricing page
          </Link>
          .
        </p>
      </section>
      <BillingDisclaimer />
    </div>
  );
}
