import Link from "next/link";
import { MaskIcon, type TMaskIconName } from "@/components/ui/mask-icon";
import type { TDashboardCard } from "@/domain/dashboard/dashboard-model";

const ICONS = {
  exercises: "dumbbell",
  load: "calendar-check",
  progress: "chart-line",
  learn: "book-open",
} as const satisfies Record<TDashboardCard["key"], TMaskIconName>;

/** The dashboard's four action cards (spec 2): exercises, load, progress and learning. */
export function ActionCards({ cards }: { cards: readonly TDashboardCard[] }) {
  return (
    <ul
      className="grid gap-4 sm:grid-cols-2"
      aria-label="What you can do"
      data-tour="dashboard-actions"
    >
      {cards.map((card) => (
        <li key={card.key}>
          <Link
            href={card.href}
            className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[0_1px_2px_rgba(28,38,41,0.06)] transition-colors hover:border-brand hover:bg-brand-soft/40"
          >
            <span className="flex items-center gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
                <MaskIcon name={ICONS[card.key]} className="size-5" />
              </span>
              <span className="text-lg font-semibold text-ink group-hover:underline">
                {card.title}
              </span>
              {card.proOnly ? (
                <span className="ml-auto rounded-full border border-brand px-2 py-0.5 text-xs font-semibold text-brand-strong">
                  Pro
                </span>
              ) : null}
            </span>
            <span className="mt-3 text-ink">{card.status}</span>
            {card.detail ? (
              <span className="mt-2 block text-sm text-ink-muted">{card.detail}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
