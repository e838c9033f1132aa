import Link from "next/link";
import type * as React from "react";
import { AddonList } from "@/components/billing/addon-list";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { PlanCard } from "@/components/billing/plan-cards";
import { FormAlert } from "@/components/ui/form-alert";
import { findPlan, PLANS, type TAddon, type TPlan } from "@/domain/billing/catalogue";
import {
  describePlanChange,
  planChangeOf,
  type TCurrentPlan,
  type TPlanChange,
} from "@/domain/billing/plan-change";
import { formatDate } from "@/lib/format-date";

export type TSwitchPlanModel = {
  current: TCurrentPlan | null;
  /** planId from the address: shown first. */
  focus: string | null;
  /** isUpgrade=true: only the plans that are an upgrade are offered. */
  upgradesOnly: boolean;
  addonType: string | null;
  /** fromPlan from the address, when it no longer matches the person's plan. */
  staleFromPlan: boolean;
};

const UPGRADES: TPlanChange["kind"][] = [
  "upgrade-now",
  "buy-then-cancel",
  "pay-difference",
  "change-trial",
];

/** /switch-plan and its preview: each plan with what switching to it does, before anything is paid. */
export function SwitchPlanView({
  model,
  action,
  addonAction,
  notice,
  timeZone,
}: {
  model: TSwitchPlanModel;
  /** The person's time zone: the current period's end is written as the day it is for them. */
  timeZone: string;
  action: (plan: TPlan, change: TPlanChange, summary: string) => React.ReactNode;
  addonAction: (addon: TAddon, itemId: string | null) => React.ReactNode;
  notice?: React.ReactNode;
}) {
  const current = model.current;
  const currentPlan = current ? findPlan(current.tier) : null;
  const options = PLANS.map((plan) => {
    const change = planChangeOf(current, plan.tier);
    return {
      plan,
      change,
      summary: describePlanChange(change, plan, current?.currentPeriodEnd ?? null, timeZone),
    };
  })
    .filter((o) => o.change.kind !== "same")
    .filter((o) => !model.upgradesOnly || UPGRADES.includes(o.change.kind))
    .sort((a, b) => Number(b.plan.tier === model.focus) - Number(a.plan.tier === model.focus));
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-title font-semibold text-ink">
          {model.upgradesOnly ? "Upgrade your plan" : "Switch plan"}
        </h1>
        <p className="mt-2 text-ink-muted">
          Every option says what happens before you confirm. A bigger plan starts today and you pay
          only the difference; a smaller one starts when your current period ends.
        </p>
      </header>
      {notice}
      {model.staleFromPlan ? (
        <FormAlert tone="success">
          Your plan has changed since that link was made; the options below are for the plan you
          have now.
        </FormAlert>
      ) : null}
      <section
        aria-labelledby="current-plan"
        className="rounded-[var(--radius-card)] bg-brand-soft p-5"
      >
        <h2 id="current-plan" className="font-semibold text-ink">
          Your plan now: {currentPlan?.name ?? "Free"}
        </h2>
        <p className="mt-1 text-ink">
          {current?.status === "trialing"
            ? `Free trial${current.currentPeriodEnd ? ` until ${formatDate(current.currentPeriodEnd, timeZone)}` : ""}.`
            : current?.currentPeriodEnd
              ? `${currentPlan?.period === "one-time" ? "Paid up to" : "Current period ends on"} ${formatDate(current.currentPeriodEnd, timeZone)}.`
              : currentPlan
                ? "Lifetime access."
                : "No paid plan."}{" "}
          <Link href="/account" className="text-brand underline underline-offset-2">
            Manage it on your account page
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="options">
        <h2 id="options" className="text-lg font-semibold text-ink">
          {model.upgradesOnly ? "Upgrades" : "Other plans"}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {options.map(({ plan, change, summary }) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              highlight={plan.tier === model.focus}
              note={summary}
              action={action(plan, change, summary)}
            />
          ))}
        </div>
        {model.upgradesOnly ? (
          <p className="mt-4 text-sm">
            <Link href="/switch-plan" className="text-brand underline underline-offset-2">
              See every plan, including smaller ones
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="addons">
        <h2 id="addons" className="text-lg font-semibold text-ink">
          Add-ons
        </h2>
        <div className="mt-4">
          <AddonList highlight={model.addonType} action={addonAction} />
        </div>
      </section>
      <BillingDisclaimer />
    </div>
  );
}
