import Link from "next/link";
import { CheckoutButton } from "@/components/billing/checkout-button";
import { BillingDisclaimer } from "@/components/billing/disclaimer";
import { OrderSummary } from "@/components/billing/order-summary";
import { PlanCard } from "@/components/billing/plan-cards";
import { buttonVariants } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { addonStatusOf } from "@/domain/billing/addon-status";
import {
  FREE_TRIAL_DAYS,
  findPlan,
  isRecurring,
  PLANS,
  priceProduct,
  type TPricedProduct,
} from "@/domain/billing/catalogue";
import { currentPlanOf } from "@/domain/billing/plan-change";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { hasHadTrial } from "@/server/billing/start-checkout";
import { getRequestTimeZone } from "@/server/get-request-time-zone";

type TParams = Record<string, string | string[] | undefined>;
const text = (v: string | string[] | undefined) =>
  typeof v === "string" ? v.slice(0, 64) : undefined;

/**
 * The checkout entry pages (/appcheckout, /enhanced-checkout, /freetrialstart): the product the
 * address names, what is due today and after, and the way on: to the payment page for a
 * signed-in person, to sign-in (and back here) for a visitor. A planId we do not sell is said
 * plainly, with the plans to choose from.
 */
export async function CheckoutEntry({
  path,
  params,
  variant,
}: {
  path: string;
  params: TParams;
  variant: "compact" | "enhanced" | "trial";
}) {
  const trial = variant === "trial";
  const planId = text(params.planId) ?? (trial ? "annual" : undefined);
  const addonType = text(params.addonType);
  const itemId = text(params.itemId);
  const source = text(params.source) ?? path.slice(1);
  const priced: TPricedProduct | null =
    planId || addonType ? priceProduct({ planId, addonType, itemId }) : null;
  const [access, timeZone] = await Promise.all([getCurrentAccess(), getRequestTimeZone()]);
  const now = new Date();
  const query = new URLSearchParams(
    Object.entries({ planId, addonType, itemId, source: text(params.source) }).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    ),
  ).toString();
  const back = `${path}${query ? `?${query}` : ""}`;
  const trialPlans = PLANS.filter((p) => p.trial);

  if (!priced || (trial && !findPlan(planId)?.trial))
    return (
      <div className="space-y-6">
        <h1 className="text-title font-semibold text-ink">Choose your plan</h1>
        {planId || addonType ? (
          <FormAlert>
            {trial
              ? "The free trial is for the monthly, 3-month and annual plans. Please choose one of those."
              : "That plan isn't one we offer. Please choose a plan from the list."}
          </FormAlert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {(trial ? trialPlans : PLANS.filter(isRecurring)).map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              action={
                <Link
                  href={`${path}?planId=${plan.tier}`}
                  className={`${buttonVariants({ variant: plan.recommended ? "primary" : "secondary" })} w-full`}
                >
                  Choose {plan.name}
                </Link>
              }
            />
          ))}
        </div>
        <p className="text-ink-muted">
          Looking for lifetime plans and add-ons?{" "}
          <Link href="/pricing" className="text-brand underline underline-offset-2">
            See every plan
          </Link>
          .
        </p>
      </div>
    );

  const plan = priced.product.kind === "plan" ? findPlan(priced.product.tier) : null;
  let blocked: string | null = null;
  if (access && trial) {
    if (currentPlanOf(access.profile?.subscription ?? null, now))
      blocked = "The free trial is for people without a plan, and you already have one.";
    else if (await hasHadTrial(access.session.user.id, access.session.user.email))
      blocked = "You've already had your free trial. You can still choose any plan.";
  }
  // A monthly add-on the plan includes, or one already running, is not sold again (decision 0027).
  if (access && priced.product.kind === "addon" && !priced.product.itemId) {
    const status = addonStatusOf({
      addonType: priced.product.addonType,
      tier: access.tier,
      addons: access.profile?.addons ?? {},
      now,
    });
    if (status === "included-in-plan")
      blocked = "Your plan already includes this add-on, so there is nothing to buy.";
    else if (status === "active")
      blocked = "You already have this add-on. It's listed on your account page.";
  }

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-brand">
          {trial ? `${FREE_TRIAL_DAYS}-day free trial` : "Checkout"}
        </p>
        <h1 className="mt-1 text-title font-semibold text-ink">
          {trial ? `Start your free trial of ${priced.name}` : `You chose ${priced.name}`}
        </h1>
      </div>
      <OrderSummary
        product={priced}
        amountCents={priced.priceCents}
        trialDays={trial ? FREE_TRIAL_DAYS : null}
        now={now}
        timeZone={timeZone}
      />
      {variant === "enhanced" && plan ? <PlanCard plan={plan} highlight headingLevel={2} /> : null}
      {blocked ? (
        <FormAlert>
          {blocked}{" "}
          <Link href="/go-pro" className="underline underline-offset-2">
            See the plans
          </Link>
          .
        </FormAlert>
      ) : access ? (
        <CheckoutButton
          planId={priced.product.kind === "plan" ? priced.product.tier : undefined}
          addonType={priced.product.kind === "addon" ? priced.product.addonType : undefined}
          itemId={
            priced.product.kind === "addon" ? (priced.product.itemId ?? undefined) : undefined
          }
          trial={trial}
          source={source}
          valueCents={priced.priceCents}
        >
          {trial ? "Continue: add a card, pay nothing today" : "Continue to payment"}
        </CheckoutButton>
      ) : (
        <div className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
          <p className="text-ink">
            Sign in or create a free account to continue. You'll come straight back here; nothing is
            charged until you confirm.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              href={`/signup?returnTo=${encodeURIComponent(back)}&checkout=true`}
              className={buttonVariants({ variant: "primary" })}
            >
              Create an account
            </Link>
            <Link
              href={`/login?returnTo=${encodeURIComponent(back)}&checkout=true`}
              className={buttonVariants({ variant: "secondary" })}
            >
              Sign in
            </Link>
          </div>
        </div>
      )}
      {variant === "enhanced" ? (
        <ul className="space-y-2 text-sm text-ink-muted">
          <li>Cancel any time from your account page; you keep access to the end of the period.</li>
          <li>Your first subscription comes with a 14-day refund, no questions asked.</li>
          <li>Your program, assessment and logs stay yours whatever you choose.</li>
        </ul>
      ) : null}
      <BillingDisclaimer />
    </div>
  );
}
