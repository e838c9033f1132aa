import { Check } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { GoProLink } from "@/components/pro/go-pro-link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import type { TPlanPeriod, TPlanSummary } from "@/domain/access/plan-summary";
import { formatDate } from "@/lib/format-date";

function periodText(period: TPlanPeriod, timeZone: string): string {
  switch (period.kind) {
    case "renews":
      return `Renews on ${formatDate(period.date, timeZone)}`;
    case "ends":
      return `Ends on ${formatDate(period.date, timeZone)}`;
    case "ended":
      return `Ended on ${formatDate(period.date, timeZone)}`;
    case "lifetime":
      return "Lifetime access: nothing to renew";
  }
}

/** The person's plan, its dates, what it includes, add-ons, and the way to change it. */
export function PlanSummaryCard({
  summary,
  children,
  switchPlanHref = "/switch-plan",
  addonControls = {},
  timeZone,
}: {
  summary: TPlanSummary;
  /** The person's time zone: a renewal is an instant, written as the day it falls on for them. */
  timeZone: string;
  /** Each running monthly add-on's cancel or resume, beside it (the account page only). */
  addonControls?: Partial<Record<TPlanSummary["addons"][number]["type"], React.ReactNode>>;
  /** Managing the plan (cancel, resume, payment history), below what it includes. */
  children?: React.ReactNode;
  /** Where "Change or switch plan" leads: the signed-in page, or its public preview. */
  switchPlanHref?: string;
}) {
  return (
    <Card>
      <CardTitle>Plan</CardTitle>
      <dl className="mt-4 divide-y divide-line">
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-ink">Your plan</dt>
          <dd className="text-ink">
            {summary.planName}
            {summary.status ? (
              <span className="ml-2 rounded-full bg-brand-soft px-2 py-0.5 text-sm text-ink">
                {summary.status}
              </span>
            ) : null}
          </dd>
        </div>
        {summary.period ? (
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium text-ink">
              {summary.period.kind === "renews" || summary.period.kind === "lifetime"
                ? "Renewal"
                : "End date"}
            </dt>
            <dd className="text-ink-muted">{periodText(summary.period, timeZone)}</dd>
          </div>
        ) : null}
        <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-ink">Add-ons</dt>
          <dd className="text-ink-muted">
            {summary.addons.length === 0 ? (
              "None"
            ) : (
              <ul className="space-y-3">
                {summary.addons.map((a) => (
                  <li key={a.type}>
                    <span className="text-ink">{a.name}</span>
                    {a.detail ? `: ${a.detail}` : ""}
                    {a.period ? ` · ${periodText(a.period, timeZone)}` : ""}
                    {addonControls[a.type] ?? null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>

      <h3 className="mt-4 font-medium text-ink">What your plan includes</h3>
      <ul className="mt-2 space-y-1.5">
        {summary.includes.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-ink-muted">
            <Check className="mt-1 size-4 shrink-0 text-brand" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>

      {children ? <div className="mt-5 space-y-5">{children}</div> : null}

      <div className="mt-5">
        {summary.subscribed ? (
          <Link
            href={switchPlanHref}
            prefetch={false}
            className={buttonVariants({ variant: "secondary" })}
          >
            Change or switch plan
          </Link>
        ) : (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <GoProLink source="account">Go Pro</GoProLink>
            <p className="text-sm text-ink-muted">
              Pro adds logging, load tracking and progress charts.
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
