import { CircleCheck, MailCheck } from "lucide-react";
import { headers } from "next/headers";
import Link from "next/link";
import { ConfirmationPoller } from "@/components/billing/confirmation-poller";
import { PurchaseTracker } from "@/components/billing/purchase-tracker";
import { buttonVariants } from "@/components/ui/button";
import { trackingIdOf } from "@/domain/billing/catalogue";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { confirmCheckout } from "@/server/billing/confirm-checkout";

type TSearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The body of /bundle-success and /affiliate-payment-success (issue #17): a bundle or promotion
 * paid, confirmed with the provider (never taken from the address). A guest buyer is told which
 * email to create the account with; a signed-in buyer finds it in their account at once.
 */
export async function GuestPaymentResult({
  searchParams,
  afterSignUp,
}: {
  searchParams: TSearchParams;
  /** Where a new account goes after signing up: the account page, or the affiliate's page. */
  afterSignUp: string;
}) {
  const params = await searchParams;
  const checkoutId =
    typeof params.checkout === "string" && /^[0-9a-f-]{36}$/.test(params.checkout)
      ? params.checkout
      : "";
  const session = await getCurrentSession();
  const confirmation = checkoutId
    ? await confirmCheckout({
        userId: session?.user.id ?? null,
        checkoutId,
        headers: await headers(),
      })
    : ({ status: "not-found" } as const);

  if (confirmation.status === "not-found")
    return (
      <Shell>
        <h1 className="text-title font-semibold text-ink">We couldn't find that payment</h1>
        <p className="mt-3 text-ink-muted">
          The link may be incomplete. If you paid, your receipt email has the details, and your
          purchase is waiting for the email you paid with.
        </p>
        <Link href="/bundle-offer" className={`${buttonVariants({ variant: "primary" })} mt-6`}>
          See the bundles
        </Link>
      </Shell>
    );
  if (confirmation.status === "pending")
    return (
      <Shell>
        <h1 className="text-title font-semibold text-ink">Confirming your payment</h1>
        <p className="mt-3 text-ink">
          {confirmation.product.name}: the payment service hasn't confirmed the payment yet. Nothing
          is lost; this page updates by itself.
        </p>
        <ConfirmationPoller />
      </Shell>
    );

  const { product, waitingFor } = confirmation;
  const signUpHref = `/signup?email=${encodeURIComponent(waitingFor ?? "")}&returnTo=${encodeURIComponent(afterSignUp)}`;
  return (
    <Shell>
      <PurchaseTracker
        checkoutId={checkoutId}
        kind="purchase"
        tier={trackingIdOf(product.product)}
        valueCents={confirmation.amountCents}
      />
      <div className="flex items-center gap-3">
        <CircleCheck className="size-8 shrink-0 text-success" aria-hidden />
        <h1 className="text-title font-semibold text-ink">Thank you: your payment went through</h1>
      </div>
      {waitingFor ? (
        <>
          <p className="mt-4 text-ink">
            {product.name} is yours. We've emailed your receipt to{" "}
            <strong className="break-all font-semibold">{waitingFor}</strong>.
          </p>
          <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
              <MailCheck className="size-5 shrink-0 text-brand" aria-hidden />
              One step left: your account
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink">
              <li>
                Create your free account with <span className="break-all">{waitingFor}</span> (the
                same email you paid with).
              </li>
              <li>Open the link in the email we send you, to confirm the address is yours.</li>
              <li>Your purchase joins your account within a few seconds.</li>
            </ol>
            <p className="mt-3 text-sm text-ink-muted">
              We ask you to confirm the address so that only you can receive what you bought. Your
              purchase waits for you, however long you take.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Link href={signUpHref} className={buttonVariants({ variant: "primary" })}>
                Create my account
              </Link>
              <Link
                href={`/login?returnTo=${encodeURIComponent(afterSignUp)}`}
                className={buttonVariants({ variant: "secondary" })}
              >
                I already have an account
              </Link>
            </div>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-ink">
            {product.name} is in your account now. We've emailed your receipt, and it's on your
            account page too.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              href={session ? "/account" : "/login?returnTo=%2Faccount"}
              className={buttonVariants({ variant: "primary" })}
            >
              {session ? "See it in my account" : "Sign in to see it"}
            </Link>
          </div>
        </>
      )}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">{children}</div>;
}
