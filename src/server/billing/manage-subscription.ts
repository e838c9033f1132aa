import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { planIncludesCommunityRole, type TRenewingAddonType } from "@/domain/billing/addon-status";
import { findPlan, grantedProductsOf, productKeyOf } from "@/domain/billing/catalogue";
import type { TBillingEvent } from "@/domain/billing/events";
import { currentPlanOf, planChangeOf } from "@/domain/billing/plan-change";
import { BILLED_STATUSES, type TProviderStatus } from "@/domain/billing/subscription-state";
import { AppError } from "@/lib/errors";
import { getAccessFacts } from "../access/get-access-facts";
import { findAccessFacts } from "../access/require-feature";
import { getDb } from "../db/client";
import { checkoutSessions, subscriptions } from "../db/schema";
import { logger } from "../logger";
import { applyBillingEvent } from "./apply-billing-event";
import { refreshProfileBilling } from "./billing-records";
import { getProviderNamed } from "./get-payment-provider";

/** What the person's controls act on: a billed subscription, or one whose first payment is pending. */
const LIVE_STATUSES: TProviderStatus[] = [...BILLED_STATUSES, "incomplete"];

/** Applies what a provider answered, in order, and ends any subscription a purchase replaced. */
export async function applyProviderEvents(
  events: TBillingEvent[],
  headers?: Headers,
): Promise<void> {
  for (const event of events) {
    const result = await applyBillingEvent(event, { headers });
    if (result.replaces) await endReplacedSubscription(result.replaces, headers);
    if (result.applied && result.userId && event.type === "checkout.completed")
      await stopAddonsThePlanIncludes(result.userId, event.checkoutId, headers);
  }
}

/**
 * A purchase of a plan that includes a running add-on (Lifetime Community includes the chat role)
 * cancels that add-on at the end of the month already paid for, so the person is never charged
 * for what their plan gives them; the role itself stays, through the plan. Only the checkout that
 * sold such a plan (alone or in a bundle) does this. A failure is logged, and the account page
 * still offers the add-on's own cancel.
 */
async function stopAddonsThePlanIncludes(
  userId: string,
  checkoutId: string,
  headers?: Headers,
): Promise<void> {
  const [checkout] = await getDb()
    .select({ productKey: checkoutSessions.productKey })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutId));
  const soldPlans = grantedProductsOf(checkout?.productKey ?? "").map((p) => p.product);
  if (!soldPlans.some((p) => p.kind === "plan" && planIncludesCommunityRole(p.tier))) return;
  // Read afresh: inside an action, findAccessFacts answers with the facts from before the purchase.
  const facts = await getAccessFacts(userId);
  if (!planIncludesCommunityRole(facts.tier)) return;
  try {
    await cancelAddon({ userId, addonType: "discordRole", headers });
  } catch (error) {
    if (error instanceof AppError && error.code === "no-addon-subscription") return;
    logger.error({ err: error, userId }, "billing: could not stop an add-on the new plan includes");
  }
}

/**
 * Ends the renewing plan a one-time plan replaced (monthly to lifetime), at once: it is never
 * charged again. A failure is logged; the person keeps the plan they bought either way.
 */
export async function endReplacedSubscription(
  replaced: { provider: string; subscriptionId: string },
  headers?: Headers,
): Promise<void> {
  try {
    const events = await (await getProviderNamed(replaced.provider)).cancel({
      subscriptionId: replaced.subscriptionId,
      atPeriodEnd: false,
    });
    await applyProviderEvents(events, headers);
  } catch (error) {
    logger.error({ err: error, ...replaced }, "billing: could not end a replaced subscription");
  }
}

/** A live subscription of the person's, by the provider id their profile's snapshot names. */
async function findLiveSubscription(userId: string, snapshotId: string | undefined) {
  if (!snapshotId) return null;
  const [row] = await getDb()
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.providerSubscriptionId, snapshotId)),
    );
  return row && LIVE_STATUSES.includes(row.providerStatus) ? row : null;
}

/** The row, its provider id and its provider, to act on; `missing` is thrown without one. */
async function withProvider(
  row: Awaited<ReturnType<typeof findLiveSubscription>>,
  missing: "no-subscription" | "no-addon-subscription",
) {
  if (!row?.providerSubscriptionId) throw new AppError(missing);
  return {
    row,
    subscriptionId: row.providerSubscriptionId,
    provider: await getProviderNamed(row.provider).catch(asProviderFault),
  };
}

/** The person's renewing plan subscription, the one their profile names. */
async function requirePlanSubscription(userId: string) {
  const facts = await findAccessFacts(userId);
  const row = await findLiveSubscription(userId, facts.profile?.subscription?.id);
  return withProvider(row && row.addonType === null ? row : null, "no-subscription");
}

/** The person's monthly add-on subscription of this type (the chat role, expert calls). */
async function requireAddonSubscription(userId: string, addonType: TRenewingAddonType) {
  const facts = await findAccessFacts(userId);
  const row = await findLiveSubscription(userId, facts.profile?.addons?.[addonType]?.id);
  return withProvider(row?.addonType === addonType ? row : null, "no-addon-subscription");
}

/**
 * Every live subscription of this add-on the person has: normally one, but two checkouts finished
 * in two tabs could leave two, and cancelling must stop them all.
 */
async function liveAddonSubscriptions(userId: string, addonType: TRenewingAddonType) {
  const rows = await getDb()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.addonType, addonType)));
  const live = rows.filter((r) => LIVE_STATUSES.includes(r.providerStatus));
  if (live.length === 0) throw new AppError("no-addon-subscription");
  return Promise.all(live.map((row) => withProvider(row, "no-addon-subscription")));
}

/** The providers speak of plans ("This plan has already ended"): an add-on gets its own words. */
function asAddonFault(error: unknown): never {
  if (
    error instanceof AppError &&
    (error.code === "no-subscription" || error.code === "subscription-ended")
  )
    throw new AppError("no-addon-subscription", { cause: error });
  throw error;
}

function asProviderFault(error: unknown): never {
  if (error instanceof AppError) throw error;
  logger.error({ err: error }, "billing: the payment provider failed");
  throw new AppError("payment-provider-unavailable", { cause: error });
}

type TRenewal = Awaited<ReturnType<typeof withProvider>>;

/** Stops a subscription renewing at its period's end; already stopping, nothing changes. */
async function cancelRenewal({ row, subscriptionId, provider }: TRenewal, headers?: Headers) {
  if (row.cancelAtPeriodEnd) return;
  const events = await provider
    .cancel({ subscriptionId, atPeriodEnd: true })
    .catch(asProviderFault);
  await applyProviderEvents(events, headers);
}

/**
 * What the person's Cancel does: a subscription that is paid up stops at its period's end
 * (cancelRenewal). One whose renewal payment failed (past due) ends now: a provider stops
 * collecting a cancelled subscription's open invoice (Stripe: "upon subscription cancellation,
 * Stripe stops automatic collection of all finalized invoices"), where cancelling at the period's
 * end would leave that payment to the provider's retries.
 */
async function stopRenewing(renewal: TRenewal, headers?: Headers) {
  if (renewal.row.providerStatus !== "past_due") return cancelRenewal(renewal, headers);
  const events = await renewal.provider
    .cancel({ subscriptionId: renewal.subscriptionId, atPeriodEnd: false })
    .catch(asProviderFault);
  await applyProviderEvents(events, headers);
}

/** Undoes cancelRenewal before the period ends; renewing already, nothing changes. */
async function resumeRenewal({ row, subscriptionId, provider }: TRenewal, headers?: Headers) {
  if (!row.cancelAtPeriodEnd) return;
  const events = await provider.resume({ subscriptionId }).catch(asProviderFault);
  await applyProviderEvents(events, headers);
}

/**
 * Cancels at the end of the period (or the trial): access stays until then, nothing more is
 * charged. A plan whose renewal payment failed (past due) ends now instead: the unpaid payment is
 * not taken, so nothing more is charged.
 */
export async function cancelSubscription(input: {
  userId: string;
  headers?: Headers;
}): Promise<void> {
  await stopRenewing(await requirePlanSubscription(input.userId), input.headers);
}

/** Undoes a cancellation before the period ends: the plan renews as before. */
export async function resumeSubscription(input: {
  userId: string;
  headers?: Headers;
}): Promise<void> {
  await resumeRenewal(await requirePlanSubscription(input.userId), input.headers);
}

/**
 * Cancels a monthly add-on at the end of its period: it keeps working until then, and nothing more
 * is charged. One whose renewal payment failed (past due) ends now instead: its unpaid month is
 * not taken, so nothing more is charged. The plan is never touched.
 */
export async function cancelAddon(input: {
  userId: string;
  addonType: TRenewingAddonType;
  headers?: Headers;
}): Promise<void> {
  try {
    for (const renewal of await liveAddonSubscriptions(input.userId, input.addonType))
      await stopRenewing(renewal, input.headers);
  } catch (error) {
    asAddonFault(error);
  }
}

/**
 * Undoes an add-on's cancellation before its period ends: it renews as before. Never the chat role
 * for a plan that includes it: that would charge for what the plan gives.
 */
export async function resumeAddon(input: {
  userId: string;
  addonType: TRenewingAddonType;
  headers?: Headers;
}): Promise<void> {
  const facts = await findAccessFacts(input.userId);
  if (input.addonType === "discordRole" && planIncludesCommunityRole(facts.tier))
    throw new AppError("addon-included-in-plan");
  try {
    await resumeRenewal(
      await requireAddonSubscription(input.userId, input.addonType),
      input.headers,
    );
  } catch (error) {
    asAddonFault(error);
  }
}

export type TChangeOutcome = "upgraded" | "downgrade-booked" | "trial-changed";

/**
 * Moves a renewing plan to another renewing plan (/switch-plan): an upgrade now, prorated; a
 * downgrade from the end of the period; during a trial, the plan the trial becomes. Changes that
 * need a payment page (to a lifetime plan) go through startCheckout instead.
 */
export async function changePlan(input: {
  userId: string;
  planId: string;
  headers?: Headers;
}): Promise<TChangeOutcome> {
  const plan = findPlan(input.planId);
  if (!plan) throw new AppError("plan-unknown");
  const facts = await findAccessFacts(input.userId);
  const change = planChangeOf(
    currentPlanOf(facts.profile?.subscription ?? null, new Date()),
    plan.tier,
  );
  if (change.kind === "same") throw new AppError("already-on-plan");
  if (change.kind === "not-available")
    throw new AppError("plan-change-not-available", { message: change.reason });
  if (
    change.kind !== "upgrade-now" &&
    change.kind !== "downgrade-at-period-end" &&
    change.kind !== "change-trial"
  )
    throw new AppError("no-subscription");
  const { row, subscriptionId, provider } = await requirePlanSubscription(input.userId);
  const productKey = productKeyOf({ kind: "plan", tier: plan.tier });
  const db = getDb();
  if (change.kind === "downgrade-at-period-end") {
    // Booked on our record first, so the provider's news of the new price keeps today's plan.
    await db
      .update(subscriptions)
      .set({ scheduledTier: plan.tier })
      .where(eq(subscriptions.id, row.id));
    try {
      await applyProviderEvents(
        await provider.changePlan({ subscriptionId, productKey, when: "period-end" }),
        input.headers,
      );
    } catch (error) {
      await db
        .update(subscriptions)
        .set({ scheduledTier: row.scheduledTier })
        .where(eq(subscriptions.id, row.id));
      asProviderFault(error);
    }
    return "downgrade-booked";
  }
  const when = change.kind === "upgrade-now" ? "now" : "trial";
  const events = await provider
    .changePlan({ subscriptionId, productKey, when })
    .catch(asProviderFault);
  await applyProviderEvents(events, input.headers);
  return change.kind === "upgrade-now" ? "upgraded" : "trial-changed";
}

/**
 * Brings a person's billing up to date when their profile's plan has passed its end (a renewal, a
 * trial's end, a fixed-term plan's end): each live subscription is read from its provider, and the
 * profile is worked out again. Called when the access check finds the snapshot due.
 */
export async function refreshBilling(userId: string): Promise<void> {
  const db = getDb();
  const live = await db
    .select({ provider: subscriptions.provider, id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.providerStatus, LIVE_STATUSES),
        isNotNull(subscriptions.providerSubscriptionId),
      ),
    );
  for (const sub of live) {
    try {
      await applyProviderEvents(
        await (await getProviderNamed(sub.provider)).syncSubscription(sub.id ?? ""),
      );
    } catch (error) {
      logger.error(
        { err: error, userId, subscriptionId: sub.id },
        "billing: could not refresh a subscription",
      );
    }
  }
  await db.transaction((tx) => refreshProfileBilling(tx, userId, new Date()));
}
