"use client";

// A client component for its payload, not for any state (issue #15): a server component's every
// element goes into the page's payload as well as its HTML, eight cards about 22 KB of /pricing's;
// as a client component the payload holds only each plan's data.
import type * as React from "react";
import { MaskIcon } from "@/components/ui/mask-icon";
import { FEATURE_NAMES } from "@/domain/access/features";
import type { TPlan } from "@/domain/billing/catalogue";
import {
  FREE_TRIAL_DAYS,
  formatPrice,
  monthlyEquivalentCents,
  PERIOD_WORDS,
} from "@/domain/billing/price-words";
import { cn } from "@/lib/cn";

/** One plan: its price, what it includes (the feature table's row) and the action under it. */
export function PlanCard({
  plan,
  action,
  note,
  highlight = plan.recommended,
  headingLevel = 3,
}: {
  plan: TPlan;
  action?: React.ReactNode;
  /** A line above the action: what choosing this plan does for this person. */
  note?: React.ReactNode;
  highlight?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const perMonth = monthlyEquivalentCents(plan);
  return (
    <article
      aria-labelledby={`plan-${plan.tier}`}
      className={cn(
        "flex flex-col rounded-[var(--radius-card)] border bg-surface p-5 shadow-[0_1px_2px_rgba(28,38,41,0.06)]",
        highlight ? "border-brand ring-1 ring-brand" : "border-line",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={`plan-${plan.tier}`} className="text-lg font-semibold text-ink">
          {plan.name}
        </Heading>
        {plan.recommended ? (
          <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
            Most chosen
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-ink">
        <span className="text-3xl font-semibold tracking-tight">
          {formatPrice(plan.priceCents)}
        </span>{" "}
        <span className="text-ink-muted">{PERIOD_WORDS[plan.period]}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-ink-muted">
        {perMonth !== null && plan.period !== "monthly"
          ? `${formatPrice(perMonth)} a month`
          : plan.accessMonths
            ? `${plan.accessMonths} months, no renewal`
            : plan.period === "one-time"
              ? "For life, no renewal"
              : plan.trial
                ? `${FREE_TRIAL_DAYS}-day free trial available`
                : "Cancel any time"}
      </p>
      <p className="mt-3 text-sm text-ink">{plan.pitch}</p>
      <ul className="mt-4 flex-1 space-y-1.5 text-sm" aria-label={`${plan.name} includes`}>
        {plan.features.map((f) => (
          <li key={f} className="flex items-start gap-2 text-ink-muted">
            <MaskIcon name="check" className="mt-0.5 size-4 bg-brand" />
            {FEATURE_NAMES[f]}
          </li>
        ))}
      </ul>
      {note ? <p className="mt-4 text-sm text-ink-muted">{note}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </article>
  );
}
