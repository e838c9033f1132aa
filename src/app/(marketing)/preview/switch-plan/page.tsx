import type { Metadata } from "next";
import Link from "next/link";
import { SwitchPlanView } from "@/components/billing/switch-plan-view";
import { buttonVariants } from "@/components/ui/button";
import { withOpenGraph } from "@/content/og-pages";
import { DEFAULT_TIME_ZONE } from "@/lib/day";

export const metadata: Metadata = withOpenGraph("preview-switch-plan", {
  title: "Sample: switch plan",
  description:
    "How switching plans works in Wristwise: bigger plans start today with the difference credited, smaller ones when your period ends.",
});

/** /preview/switch-plan (public): the page as a monthly subscriber sees it, with sample dates. */
export default function SwitchPlanPreviewPage() {
  return (
    <SwitchPlanView
      timeZone={DEFAULT_TIME_ZONE}
      model={{
        current: { tier: "1month", status: "active", currentPeriodEnd: "2026-12-14T09:00:00.000Z" },
        focus: null,
        upgradesOnly: false,
        addonType: null,
        staleFromPlan: false,
      }}
      notice={
        <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-ink">
          This is a preview with a sample monthly plan. Sign in to see and change your own.
        </p>
      }
      action={(plan) => (
        <Link
          href={`/pricing#plan-${plan.tier}`}
          prefetch={false}
          className={`${buttonVariants({ variant: "secondary" })} w-full`}
        >
          About {plan.name}
        </Link>
      )}
      addonAction={() => null}
    />
  );
}
