import { ShieldCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrderSummary } from "@/components/billing/order-summary";
import { TestCheckoutForm } from "@/components/billing/test-checkout-form";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { findOffer, formatPrice, productOfKey, trackingIdOf } from "@/domain/billing/catalogue";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { findLocalCheckout } from "@/server/billing/local-provider";
import { guestSuccessPathOf } from "@/server/billing/start-guest-checkout";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-lg px-4 py-10 sm:px-6">{children}</div>;
}

/**
 * /test-checkout: the local payment provider's hosted checkout (issue #13), used when no Stripe key
 * is configured. It takes Stripe's test cards; no money moves.
 */
export default async function TestCheckoutPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const sessionId = typeof params.session === "string" ? params.session.slice(0, 128) : "";
  const session = await getCurrentSession();
  // A guest checkout (issue #17) opens by its id alone; an account's needs its owner signed in.
  const checkout = sessionId
    ? await findLocalCheckout({ userId: session?.user.id ?? null, sessionId })
    : null;
  if (!checkout && !session) {
    const back = `/test-checkout?session=${encodeURIComponent(sessionId)}`;
    redirect(`/login?returnTo=${encodeURIComponent(back)}&checkout=true`);
  }
  const product = checkout ? productOfKey(checkout.productKey) : null;
  if (!checkout || !product)
    return (
      <Shell>
        <h1 className="text-title font-semibold text-ink">We couldn't find that checkout</h1>
        <p className="mt-3 text-ink-muted">
          The link may be incomplete, or it belongs to another account. Nothing was charged.
        </p>
        <Link href="/go-pro" className={`${buttonVariants({ variant: "primary" })} mt-6`}>
          Choose a plan
        </Link>
      </Shell>
    );
  if (checkout.status === "complete")
    redirect(
      `${checkout.guestCheckout ? guestSuccessPathOf(checkout.source) : (checkout.trialDays ?? 0) > 0 ? "/free-trial-success" : "/payment-success"}?checkout=${checkout.id}`,
    );
  const offer = product.product.kind === "offer" ? findOffer(product.product.offerId) : null;
  const choose = offer
    ? offer.path
    : product.product.kind === "plan"
      ? `/go-pro?planId=${product.product.tier}`
      : "/go-pro";
  const now = new Date();
  if (checkout.status === "expired" || checkout.expiresAt.getTime() <= now.getTime())
    return (
      <Shell>
        <h1 className="text-title font-semibold text-ink">This checkout has expired</h1>
        <p className="mt-3 text-ink-muted">
          Checkouts stay open for 2 hours. Nothing was charged. Your choice is one click away.
        </p>
        <Link href={choose} className={`${buttonVariants({ variant: "primary" })} mt-6`}>
          Choose again
        </Link>
      </Shell>
    );
  const trial = (checkout.trialDays ?? 0) > 0;
  return (
    <Shell>
      <p className="text-sm font-medium uppercase tracking-wide text-brand">Wristwise checkout</p>
      <h1 className="mt-1 text-title font-semibold text-ink">
        {trial ? "Start your free trial" : "Pay securely"}
      </h1>
      <div className="mt-6">
        <OrderSummary
          product={product}
          amountCents={checkout.amountCents}
          trialDays={checkout.trialDays}
          now={now}
          timeZone={await getRequestTimeZone()}
        />
      </div>
      <Card className="mt-6">
        <div className="mb-4 flex items-start gap-2 rounded-[var(--radius-control)] bg-calm p-3 text-sm text-ink">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden />
          <p>
            Test mode: no real payment is taken here. Use the card 4242 4242 4242 4242 with any
            future expiry date and any 3-digit code. The card 4000 0000 0000 0002 shows a decline.
          </p>
        </div>
        <TestCheckoutForm
          session={sessionId}
          planId={trackingIdOf(product.product)}
          valueCents={checkout.amountCents}
          declinedBefore={checkout.declined}
          payLabel={trial ? "Start free trial" : `Pay ${formatPrice(checkout.amountCents)}`}
        />
      </Card>
      <p className="mt-6 text-center">
        <Link
          href={offer ? `${offer.path}?cancelled=1` : "/go-pro?cancelled=1"}
          className="text-brand underline underline-offset-2"
        >
          Cancel and go back
        </Link>
      </p>
    </Shell>
  );
}
