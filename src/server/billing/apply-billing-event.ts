import "server-only";
import { and, eq, like, or } from "drizzle-orm";
import type { TSubscriptionTier } from "@/domain/access/tiers";
import { wasMergedFrom } from "@/domain/account/guest-merge";
import {
  findAddon,
  findPlan,
  grantedProductsOf,
  productOfKey,
  type TPricedProduct,
} from "@/domain/billing/catalogue";
import type {
  TBillingEvent,
  TProviderPayment,
  TProviderSubscription,
} from "@/domain/billing/events";
import { subscriptionAccessOf } from "@/domain/billing/subscription-state";
import { mergeGuestIntoProvenAccount } from "../account/merge-guest-accounts";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import {
  billingCustomers,
  billingEvents,
  checkoutSessions,
  profile,
  purchases,
  subscriptions,
  trialClaims,
  user,
} from "../db/schema";
import { scheduleDiscordRoleSync } from "../discord/discord-link";
import { logger } from "../logger";
import { refreshProfileBilling, type TTx } from "./billing-records";
import { emailHashOf } from "./email-hash";
import { sendPendingReceipts } from "./send-receipt";

export type TApplyResult = {
  /** False when the event had been applied before (a replay): nothing changed. */
  applied: boolean;
  userId: string | null;
  /** A subscription this event's checkout replaces, to cancel now (monthly to lifetime). */
  replaces: { provider: string; subscriptionId: string } | null;
};

/** A value matched literally inside a LIKE pattern. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lifetime plans grant Pro by their purchase (spec 4's fifth condition); nothing else does. */
function grantsPremium(product: TPricedProduct): boolean {
  if (product.product.kind !== "plan") return false;
  const plan = findPlan(product.product.tier);
  return (
    plan !== null &&
    plan.period === "one-time" &&
    plan.accessMonths === null &&
    plan.tier !== "core"
  );
}

async function upsertCustomer(
  tx: TTx,
  userId: string,
  provider: string,
  customerId: string | null,
) {
  if (!customerId) return;
  await tx
    .insert(billingCustomers)
    .values({ userId, provider, providerCustomerId: customerId })
    .onConflictDoNothing();
}

/** The audit action for a subscription moving from `before` to `after`; null when nothing a person would notice changed. */
function transitionOf(
  before: typeof subscriptions.$inferSelect | undefined,
  after: {
    providerStatus: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
    tier: string | null;
  },
): string | null {
  if (!before)
    return after.providerStatus === "trialing"
      ? "billing_trial_started"
      : "billing_subscription_started";
  const ended = ["canceled", "incomplete_expired", "unpaid"].includes(after.providerStatus);
  if (ended && before.providerStatus !== after.providerStatus) return "billing_subscription_ended";
  if (before.providerStatus === "trialing" && after.providerStatus === "active")
    return "billing_trial_converted";
  if (after.providerStatus === "past_due" && before.providerStatus !== "past_due")
    return "billing_payment_past_due";
  if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) return "billing_subscription_cancelled";
  if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd) return "billing_subscription_resumed";
  if (before.tier !== after.tier) return "billing_plan_changed";
  if (
    after.currentPeriodEnd &&
    before.currentPeriodEnd &&
    after.currentPeriodEnd.getTime() > before.currentPeriodEnd.getTime()
  )
    return "billing_subscription_renewed";
  return null;
}

/**
 * Records a subscription's state as the provider has it now. A downgrade booked for the period's
 * end keeps the old plan until the period moves on; an expert-calls add-on gets its calls again
 * with each new period.
 */
async function upsertSubscription(
  tx: TTx,
  userId: string,
  provider: string,
  sub: TProviderSubscription,
  headers: Headers | undefined,
): Promise<void> {
  const priced = productOfKey(sub.productKey);
  if (!priced) {
    logger.warn(
      { productKey: sub.productKey, subscriptionId: sub.id },
      "billing: subscription for a product we don't sell",
    );
    return;
  }
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, sub.id)),
    )
    .for("update");
  const access = subscriptionAccessOf(sub);
  const periodMoved =
    !existing?.currentPeriodEnd ||
    (sub.currentPeriodEnd !== null &&
      sub.currentPeriodEnd.getTime() > existing.currentPeriodEnd.getTime());
  const tier = priced.product.kind === "plan" ? priced.product.tier : null;
  const addonType =
    priced.product.kind === "addon" &&
    (priced.product.addonType === "discordRole" || priced.product.addonType === "expertVideoCalls")
      ? priced.product.addonType
      : null;
  let effectiveTier: TSubscriptionTier | null = tier;
  let scheduledTier = existing?.scheduledTier ?? null;
  if (existing?.scheduledTier) {
    if (periodMoved || access.phase === "ended") scheduledTier = null;
    else effectiveTier = existing.tier;
  }
  const calls = findAddon("expertVideoCalls")?.callsPerPeriod ?? 0;
  const values = {
    userId,
    tier: effectiveTier,
    addonType,
    status: access.status,
    providerStatus: sub.status,
    period: priced.period === "one-time" ? null : priced.period,
    provider,
    providerSubscriptionId: sub.id,
    customerId: sub.customerId,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    trialEnd: sub.trialEnd,
    endedAt: sub.endedAt,
    scheduledTier,
    callsRemaining:
      addonType === "expertVideoCalls"
        ? periodMoved
          ? calls
          : (existing?.callsRemaining ?? calls)
        : null,
    expiresAt: access.expiresAt,
  };
  const action = transitionOf(existing, { ...values, tier: effectiveTier });
  if (existing) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  else await tx.insert(subscriptions).values(values);
  if (action)
    await writeAuditLog(
      { action, userId, resourceType: "subscription", resourceId: sub.id, headers },
      tx,
    );
}

/** The purchase row of one granted product: its type and id as the snapshot rule reads them. */
function purchaseKindOf(priced: TPricedProduct): {
  productType: "subscription" | "plan" | "addon";
  productId: string;
} {
  const p = priced.product;
  if (priced.mode === "subscription")
    return {
      productType: "subscription",
      productId: p.kind === "plan" ? p.tier : p.kind === "addon" ? p.addonType : p.offerId,
    };
  if (p.kind === "plan") return { productType: "plan", productId: p.tier };
  if (p.kind === "addon")
    return {
      productType: "addon",
      productId: p.itemId ? `${p.addonType}:${p.itemId}` : p.addonType,
    };
  // grantedProductsOf never hands back an offer itself: its products are recorded instead.
  throw new Error(`billing: an offer (${p.offerId}) is not a product of its own`);
}

/**
 * Records a payment as purchases: one for the product, or one for each product of an offer (a
 * bundle). The payment's amount and reference go on the first; the others hold their share of it
 * as part of the same payment (reference "#2", "#3"...), so a replay inserts none of them again
 * and a refund finds them all.
 */
async function insertPurchase(
  tx: TTx,
  userId: string,
  provider: string,
  payment: TProviderPayment,
  kind: "first" | "renewal",
  headers: Headers | undefined,
): Promise<void> {
  const bought = productOfKey(payment.productKey);
  const granted = grantedProductsOf(payment.productKey);
  if (!bought || granted.length === 0) {
    logger.warn(
      { productKey: payment.productKey, ref: payment.ref },
      "billing: payment for a product we don't sell",
    );
    return;
  }
  for (const [index, priced] of granted.entries()) {
    const inserted = await tx
      .insert(purchases)
      .values({
        userId,
        ...purchaseKindOf(priced),
        amountCents: index === 0 ? payment.amountCents : 0,
        status: "completed",
        grantsPremium: grantsPremium(priced),
        provider,
        providerRef: index === 0 ? payment.ref : `${payment.ref}#${index + 1}`,
        customerId: payment.customerId,
        description:
          kind === "renewal"
            ? `${priced.name}, renewal`
            : bought.product.kind !== "offer"
              ? priced.name
              : index === 0
                ? `${bought.name}: ${granted.map((g) => g.name).join(", ")}`
                : `${priced.name}, in the ${bought.name}`,
        completedAt: payment.paidAt,
      })
      .onConflictDoNothing()
      .returning({ id: purchases.id });
    if (inserted[0])
      await writeAuditLog(
        {
          action: kind === "renewal" ? "billing_payment_received" : "billing_purchase_granted",
          userId,
          resourceType: "purchase",
          resourceId: inserted[0].id,
          headers,
        },
        tx,
      );
  }
}

/**
 * Whether a completion naming `eventUserId` belongs to the checkout's person: the same account,
 * or a guest merged into it since the checkout opened (issue #17), whose completion still names
 * the guest.
 */
async function isCheckoutOf(tx: TTx, checkoutUserId: string, eventUserId: string) {
  if (checkoutUserId === eventUserId) return true;
  const [row] = await tx
    .select({ mergedFrom: profile.mergedFrom })
    .from(profile)
    .where(eq(profile.userId, checkoutUserId));
  return wasMergedFrom(row?.mergedFrom ?? null, eventUserId);
}

async function userOfSubscription(tx: TTx, provider: string, subscriptionId: string | null) {
  if (!subscriptionId) return null;
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, subscriptionId),
      ),
    );
  return row?.userId ?? null;
}

async function userOfCustomer(tx: TTx, provider: string, customerId: string | null) {
  if (!customerId) return null;
  const [row] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(
      and(
        eq(billingCustomers.provider, provider),
        eq(billingCustomers.providerCustomerId, customerId),
      ),
    );
  return row?.userId ?? null;
}

/** One free trial per person: the claim is by account and by email, and outlives the account. */
async function claimTrial(tx: TTx, userId: string): Promise<void> {
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!row) return;
  await tx
    .insert(trialClaims)
    .values({ userId, emailHash: emailHashOf(row.email) })
    .onConflictDoNothing();
}

async function applyInTransaction(
  tx: TTx,
  event: TBillingEvent,
  headers: Headers | undefined,
): Promise<Omit<TApplyResult, "applied">> {
  const provider = event.provider;
  switch (event.type) {
    case "checkout.completed": {
      const [checkout] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, event.checkoutId))
        .for("update");
      if (
        !checkout ||
        checkout.provider !== provider ||
        !(await isCheckoutOf(tx, checkout.userId, event.userId))
      ) {
        logger.warn(
          { checkoutId: event.checkoutId, eventId: event.id },
          "billing: completion for an unknown checkout",
        );
        return { userId: null, replaces: null };
      }
      const userId = checkout.userId;
      await upsertCustomer(tx, userId, provider, event.customerId);
      if (event.subscription) {
        await upsertSubscription(tx, userId, provider, event.subscription, headers);
        if (event.subscription.status === "trialing") await claimTrial(tx, userId);
      }
      if (event.payment)
        await insertPurchase(tx, userId, provider, event.payment, "first", headers);
      if (checkout.status !== "complete") {
        await tx
          .update(checkoutSessions)
          .set({ status: "complete", completedAt: new Date(), declined: false })
          .where(eq(checkoutSessions.id, checkout.id));
        await writeAuditLog(
          {
            action: "billing_checkout_completed",
            userId,
            resourceType: "checkout",
            resourceId: checkout.id,
            headers,
          },
          tx,
        );
      }
      return {
        userId,
        replaces: checkout.replacesSubscriptionId
          ? { provider, subscriptionId: checkout.replacesSubscriptionId }
          : null,
      };
    }
    case "subscription.updated": {
      const sub = event.subscription;
      const userId =
        (await userOfSubscription(tx, provider, sub.id)) ??
        (await userOfCustomer(tx, provider, sub.customerId)) ??
        sub.userId;
      if (!userId || !(await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)))[0]) {
        logger.warn(
          { subscriptionId: sub.id, eventId: event.id },
          "billing: subscription of no known person",
        );
        return { userId: null, replaces: null };
      }
      await upsertSubscription(tx, userId, provider, sub, headers);
      return { userId, replaces: null };
    }
    case "payment.succeeded": {
      const p = event.payment;
      const userId =
        (await userOfSubscription(tx, provider, p.subscriptionId)) ??
        (await userOfCustomer(tx, provider, p.customerId));
      if (!userId) {
        // The subscription's own event has not arrived yet: answer with a failure so the
        // provider sends this again later, when the subscription is known.
        throw new Error(`billing: payment ${p.ref} for a subscription not yet recorded`);
      }
      await insertPurchase(tx, userId, provider, p, "renewal", headers);
      return { userId, replaces: null };
    }
    case "payment.failed": {
      const userId =
        (await userOfSubscription(tx, provider, event.subscriptionId)) ??
        (await userOfCustomer(tx, provider, event.customerId));
      if (userId)
        await writeAuditLog(
          {
            action: "billing_payment_failed",
            userId,
            resourceType: "subscription",
            resourceId: event.subscriptionId,
            headers,
          },
          tx,
        );
      return { userId, replaces: null };
    }
    case "payment.refunded": {
      // An offer's payment holds several purchases (reference, "#2", "#3"...): all are refunded.
      const [row] = await tx
        .update(purchases)
        .set({ status: "refunded", refundedAt: event.refundedAt })
        .where(
          and(
            eq(purchases.provider, provider),
            or(
              eq(purchases.providerRef, event.paymentRef),
              like(purchases.providerRef, `${escapeLike(event.paymentRef)}#%`),
            ),
          ),
        )
        .returning({ id: purchases.id, userId: purchases.userId });
      if (!row?.userId) return { userId: null, replaces: null };
      await writeAuditLog(
        {
          action: "billing_refunded",
          userId: row.userId,
          resourceType: "purchase",
          resourceId: row.id,
          headers,
        },
        tx,
      );
      return { userId: row.userId, replaces: null };
    }
    case "ignored":
      return { userId: null, replaces: null };
  }
}

/**
 * Applies one normalised billing event (issue #13): a Stripe webhook, a confirmation read from
 * Stripe, or the local provider's news. In one transaction: the event id is stored once (a replay
 * finds it and changes nothing), the records change, and the profile's billing fields are worked
 * out again from all of them. A failure rolls everything back and is thrown, so a webhook answers
 * 5xx and the provider sends it again.
 */
export async function applyBillingEvent(
  event: TBillingEvent,
  options: { headers?: Headers; sendReceipts?: boolean } = {},
): Promise<TApplyResult> {
  const now = new Date();
  const result = await getDb().transaction(async (tx) => {
    const stored = await tx
      .insert(billingEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (stored.length === 0) return { applied: false, userId: null, replaces: null };
    const outcome = await applyInTransaction(tx, event, options.headers);
    if (outcome.userId) {
      await tx
        .update(billingEvents)
        .set({ userId: outcome.userId })
        .where(
          and(eq(billingEvents.provider, event.provider), eq(billingEvents.eventId, event.id)),
        );
      await refreshProfileBilling(tx, outcome.userId, now);
    }
    return { applied: true, ...outcome };
  });
  if (result.applied && result.userId && options.sendReceipts !== false)
    await sendPendingReceipts(result.userId);
  // A plan or the chat-role add-on that began or ended moves the Discord role (issue #20).
  if (result.applied && result.userId) await scheduleDiscordRoleSync(result.userId);
  if (result.applied && result.userId && event.type === "checkout.completed")
    try {
      await mergeGuestIntoProvenAccount(result.userId, options.headers);
    } catch (error) {
      // The purchase is recorded either way; the person's next verification or the account
      // page brings it over.
      logger.error({ err: error, userId: result.userId }, "merging a paid guest failed");
    }
  return result;
}
