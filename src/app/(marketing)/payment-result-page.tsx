import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { PaymentResult } from "@/components/billing/payment-result";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { confirmCheckout } from "@/server/billing/confirm-checkout";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

/**
 * The body of the three confirmation pages (/payment-success, /payment-confirmation,
 * /free-trial-success): the checkout named by `?checkout=` is confirmed with the provider, never
 * taken from the address; a visitor signs in first and comes back here.
 */
export async function PaymentResultPage({
  path,
  searchParams,
}: {
  path: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const checkoutId =
    typeof params.checkout === "string" && /^[0-9a-f-]{36}$/.test(params.checkout)
      ? params.checkout
      : "";
  const signedIn = await getCurrentAccess();
  if (!signedIn)
    redirect(`/login?returnTo=${encodeURIComponent(`${path}?checkout=${checkoutId}`)}`);
  const confirmation = checkoutId
    ? await confirmCheckout({
        userId: signedIn.session.user.id,
        checkoutId,
        headers: await headers(),
      })
    : ({ status: "not-found" } as const);
  // Read after confirming: the plan's trial end as the records now have it.
  const fresh = confirmation.status === "complete" ? await getCurrentAccess() : signedIn;
  const trialEnd =
    fresh?.profile?.subscription?.status === "trialing"
      ? fresh.profile.subscription.expiresAt
      : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <PaymentResult
        checkoutId={checkoutId}
        confirmation={confirmation}
        trialEnd={trialEnd}
        timeZone={await getRequestTimeZone()}
      />
    </div>
  );
}
