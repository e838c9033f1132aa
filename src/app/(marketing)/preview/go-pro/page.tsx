import type { Metadata } from "next";
import Link from "next/link";
import { GoProView } from "@/components/billing/go-pro-view";
import { buttonVariants } from "@/components/ui/button";
import { withOpenGraph } from "@/content/og-pages";
import { cn } from "@/lib/cn";

export const metadata: Metadata = withOpenGraph("preview-go-pro", {
  title: "Sample: Go Pro",
  description:
    "What the Wristwise upgrade page looks like: every plan with its price and what it includes, the 7-day free trial and the add-ons.",
});

/** /preview/go-pro (public): the upgrade page as a free member sees it; each choice leads to sign-in. */
export default function GoProPreviewPage() {
  return (
    <GoProView
      model={{
        chosen: null,
        unknownPlan: false,
        addonType: null,
        trialEligible: true,
        cancelled: false,
      }}
      notice={
        <p className="rounded-[var(--radius-control)] bg-calm px-4 py-3 text-ink">
          This is a preview of the page a member sees. Choosing a plan asks you to sign in or create
          a free account first; nothing is charged until you confirm.
        </p>
      }
      planAction={(plan, { trial }) => (
        <Link
          href={
            trial
              ? `/freetrialstart?planId=${plan.tier}`
              : `/go-pro?planId=${plan.tier}&source=preview`
          }
          prefetch={false}
          className={cn(
            buttonVariants({ variant: trial || plan.recommended ? "primary" : "secondary" }),
            "w-full",
          )}
        >
          {trial ? "Start my free trial" : `Choose ${plan.name}`}
        </Link>
      )}
      addonAction={(addon, itemId) => (
        <Link
          href={`/go-pro?addonType=${addon.addonType}${itemId ? `&itemId=${itemId}` : ""}&source=preview`}
          prefetch={false}
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          {itemId ? "Buy" : `Add ${addon.name}`}
        </Link>
      )}
    />
  );
}
