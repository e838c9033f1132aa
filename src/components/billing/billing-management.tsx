import type * as React from "react";
import { AddonControls } from "@/components/billing/addon-controls";
import { SubscriptionControls } from "@/components/billing/subscription-controls";
import type { TPastDue } from "@/domain/access/plan-summary";
import type { TSubscriptionTier } from "@/domain/access/tiers";
import {
  addonRenewalOf,
  planIncludesCommunityRole,
  RENEWING_ADDON_TYPES,
} from "@/domain/billing/addon-status";
import { findPlan } from "@/domain/billing/catalogue";
import { isBilled } from "@/domain/billing/subscription-state";
import { formatDate } from "@/lib/format-date";
import type { TProfileRow } from "@/server/access/get-access-facts";
import type { findBillingOverview } from "@/server/billing/find-billing-overview";

type TBilling = Awaited<ReturnType<typeof findBillingOverview>>;

/** A subscription the provider still bills: one that can be cancelled or resumed. */
function isLive(record: TBilling["subscriptions"][number] | undefined): boolean {
  return record !== undefined && isBilled(record.providerStatus);
}

/** What renews and so can fall past due or be ended at once: the plan, and each monthly add-on. */
const RENEWING: readonly TPastDue[] = ["plan", ...RENEWING_ADDON_TYPES];

/** The provider's status of the person's plan ("plan") or monthly add-on; undefined without one. */
function providerStatusOf(profile: TProfileRow | null, billing: TBilling, what: TPastDue) {
  const id = what === "plan" ? profile?.subscription?.id : profile?.addons[what]?.id;
  return id === undefined
    ? undefined
    : billing.subscriptions.find((s) => s.id === id)?.providerStatus;
}

/** The person's plan and monthly add-ons whose renewal payment failed (past due at the provider). */
export function pastDueOf(profile: TProfileRow | null, billing: TBilling): TPastDue[] {
  return RENEWING.filter((what) => providerStatusOf(profile, billing, what) === "past_due");
}

/**
 * Whether `what` (an address's `ended`: "plan" or an add-on's type) names the person's plan or
 * add-on and it has been cancelled, so "it has ended" is never said of one that runs on.
 */
export function hasEnded(profile: TProfileRow | null, billing: TBilling, what: string): boolean {
  const known = RENEWING.find((w) => w === what);
  return known !== undefined && providerStatusOf(profile, billing, known) === "canceled";
}

/**
 * Cancel or resume for each monthly add-on that is running (the chat role, expert calls), keyed
 * for the plan card's add-on list; a past-due one's failed payment is said beside it. An add-on
 * past its period end, or no longer billed, has none.
 */
export function addonControlsOf(
  profile: TProfileRow | null,
  billing: TBilling,
  tier: TSubscriptionTier,
  now: Date,
  timeZone: string,
): Partial<Record<(typeof RENEWING_ADDON_TYPES)[number], React.ReactNode>> {
  const controls: ReturnType<typeof addonControlsOf> = {};
  const pastDue = pastDueOf(profile, billing);
  for (const type of RENEWING_ADDON_TYPES) {
    const addon = profile?.addons[type];
    const state = addonRenewalOf(addon, now);
    if (!addon || state === "none") continue;
    if (!isLive(billing.subscriptions.find((s) => s.id === addon.id))) continue;
    controls[type] = (
      <AddonControls
        addonType={type}
        state={state}
        endsOn={addon.currentPeriodEnd ? formatDate(addon.currentPeriodEnd, timeZone) : null}
        includedInPlan={type === "discordRole" && planIncludesCommunityRole(tier)}
        pastDue={pastDue.includes(type)}
      />
    );
  }
  return controls;
}

/**
 * The account page's plan controls (issue #13): cancel or resume a renewing plan, a failed
 * payment said plainly, a booked downgrade, and the saved card.
 */
export function BillingManagement({
  profile,
  billing,
  timeZone,
}: {
  profile: TProfileRow | null;
  billing: TBilling;
  /** The person's time zone, for the day their period ends. */
  timeZone: string;
}) {
  const sub = profile?.subscription ?? null;
  const record = sub ? billing.subscriptions.find((s) => s.id === sub.id) : undefined;
  const renewing =
    sub !== null && findPlan(sub.tier)?.period !== "one-time" && record !== undefined;
  const live = isLive(record);
  const state = renewing && live ? (sub.cancelAtPeriodEnd ? "cancelling" : "renewing") : "none";
  const endsOn = sub?.currentPeriodEnd ? formatDate(sub.currentPeriodEnd, timeZone) : null;
  const scheduled = record?.scheduledTier ? findPlan(record.scheduledTier) : null;
  const pastDue = record?.providerStatus === "past_due";
  // The snapshot's expiry: the period's end and the grace of a failed renewal (PAST_DUE_GRACE_DAYS).
  const graceEnd = sub?.expiresAt ? formatDate(sub.expiresAt, timeZone) : null;
  return (
    <>
      {pastDue ? (
        <p
          role="alert"
          className="rounded-[var(--radius-control)] bg-danger-soft px-3 py-2.5 text-sm text-danger"
        >
          Your last renewal payment didn't go through. We'll try your card again, and you keep Pro
          {graceEnd ? ` until ${graceEnd} at the latest` : " meanwhile"}: please update your card so
          nothing is interrupted. If you'd rather stop, cancelling ends your plan now and that
          payment won't be taken.
        </p>
      ) : null}
      {scheduled && endsOn ? (
        <p className="rounded-[var(--radius-control)] bg-calm px-3 py-2.5 text-sm text-ink">
          Your plan changes to {scheduled.name} on {endsOn}. Until then you keep what you have.
        </p>
      ) : null}
      {state !== "none" || billing.hasStripeCustomer ? (
        <SubscriptionControls
          state={state}
          endsOn={endsOn}
          trial={sub?.status === "trialing"}
          portal={billing.hasStripeCustomer}
          pastDue={pastDue && state !== "none"}
        />
      ) : null}
      {billing.cardLast4 ? (
        <p className="text-sm text-ink-muted">
          Card on file: test card ending {billing.cardLast4}.
        </p>
      ) : null}
    </>
  );
}
