import { Check } from "lucide-react";
import Link from "next/link";
import {
  ONBOARDING_PATH,
  ONBOARDING_STEPS,
  type TOnboardingSlug,
} from "@/domain/onboarding/onboarding-steps";
import { cn } from "@/lib/cn";

/** The guide's four steps, each a link, with the ones read ticked and the current one marked. */
export function OnboardingStepsNav({
  done,
  current,
  compact = false,
}: {
  done: readonly string[];
  current?: TOnboardingSlug;
  /** On a step's page: on a phone only the numbers show, in one row (titles for screen readers). */
  compact?: boolean;
}) {
  return (
    <nav aria-label="Getting started">
      <ol className={cn("grid gap-2 sm:grid-cols-4", compact && "grid-cols-4")}>
        {ONBOARDING_STEPS.map((step, i) => {
          const read = done.includes(step.slug);
          const here = step.slug === current;
          return (
            <li key={step.slug}>
              <Link
                href={`${ONBOARDING_PATH}/${step.slug}`}
                aria-current={here ? "step" : undefined}
                className={cn(
                  "flex h-full min-h-11 items-start gap-2 rounded-[var(--radius-control)] border p-3 text-sm",
                  compact &&
                    "items-center justify-center p-2 sm:items-start sm:justify-start sm:p-3",
                  here
                    ? "border-brand bg-brand-soft text-ink"
                    : "border-line bg-surface text-ink hover:border-brand",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                    read ? "bg-brand text-white" : "border border-line-strong text-ink",
                  )}
                >
                  {read ? <Check aria-hidden className="size-3.5" /> : i + 1}
                </span>
                <span className={cn(compact && "sr-only sm:not-sr-only")}>
                  {step.title}
                  {read ? <span className="sr-only"> (read)</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
