import { Sprout } from "lucide-react";
import type * as React from "react";

/**
 * Where a person's own numbers go before there are any: a calm empty state that says why it is
 * empty and what a good first step is, never a grid of zeros that reads like failure.
 */
export function FirstStep({
  title,
  children,
  action,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[0_1px_2px_rgba(28,38,41,0.06)]">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        <Sprout className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink">{title}</p>
        <div className="mt-1 space-y-2 text-ink-muted">{children}</div>
        {action ? <div className="mt-4 flex flex-wrap items-center gap-3">{action}</div> : null}
      </div>
    </div>
  );
}
