import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { ConfirmationPoller } from "@/components/billing/confirmation-poller";
import { PurchaseTracker } from "@/components/billing/purchase-tracker";
import { buttonVariants } from "@/components/ui/button";
import { FEATURE_NAMES } from "@/domain/access/features";
import {
  FREE_TRIAL_DAYS,
  findPlan,
  formatPrice,
  PERIOD_WORDS,
  trackingIdOf,
} from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";
import type { TCheckoutConfirmation } from "@/server/billing/confirm-checkout";

/** What /payment-success, /payment-confirmation and /free-trial-success show for a checkout. */
export function PaymentResult({
  checkoutId,
  confirmation,
  trialEnd,
  timeZone,
}: {
  checkoutId: string;
  confirmation: TCheckoutConfirmation;
  trialEnd: string | null;
  /** The person's time zone: the trial ends on the day it is for them. */
  timeZone: string;
}) {
  if (confirmation.status === "not-found")
    return (
      <div>
        <h1 className="text-title font-semibold text-ink">We couldn't find that payment</h1>
        <p className="mt-3 text-ink-muted">
          The link may be incomplete or belong to another account. If you paid, your plan and
          receipt are on your account page.
        </p>
        <Link href="/account" className={`${buttonVariants({ variant: "primary" })} mt-6`}>
          Go to my account
        </Link>
      </div>
    );
  if (confirmation.status === "pending")
    return (
      <div>
        <h1 className="text-title font-semibold text-ink">Confirming your payment</h1>
        <p className="mt-3 text-ink">
          {confirmation.product.name}: the payment service hasn't confirmed the payment yet. Nothing
          is lost; this page updates by itself.
        </p>
        <ConfirmationPoller />
      </div>
    );
  const { product, trial } = confirmation;
  const plan = product.product.kind === "plan" ? findPlan(product.product.tier) : null;
  const kind = trial ? "trial" : product.mode === "subscription" ? "subscribe" : "purchase";
  return (
    <div>
      <PurchaseTracker
        checkoutId={checkoutId}
        kind={kind}
        tier={trackingIdOf(product.product)}
        valueCents={confirmation.amountCents}
      />
      <div className="flex items-center gap-3">
        <CircleCheck className="size-8 shrink-0 text-success" aria-hidden />
        <h1 className="text-title font-semibold text-ink">
          {trial ? "Your free trial has started" : "Thank you: you're all set"}
        </h1>
      </div>
      <p className="mt-4 text-ink">
        {trial
          ? `${product.name} is yours free for ${FREE_TRIAL_DAYS} days${trialEnd ? `, until ${formatDate(trialEnd, timeZone)}` : ""}. After that it's ${formatPrice(product.priceCents)} ${PERIOD_WORDS[product.period]} unless you cancel from your account page before then. Nothing has been charged.`
          : `${product.name} is active now. We've emailed your receipt, and it's on your account page too.`}
      </p>
      {plan ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-ink">What you can do now</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-muted">
            {plan.features.map((f) => (
              <li key={f}>{FEATURE_NAMES[f]}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/exercise-program" className={buttonVariants({ variant: "primary" })}>
          Log today's exercises
        </Link>
        <Link href="/dashboard" className={buttonVariants({ variant: "secondary" })}>
          Go to my dashboard
        </Link>
        <Link href="/account" className={buttonVariants({ variant: "ghost" })}>
          See my plan and receipt
        </Link>
      </div>
    </div>
  );
}
