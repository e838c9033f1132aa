import "server-only";
import { and, eq } from "drizzle-orm";
import { addMonths, PERIOD_MONTHS, productOfKey, type TPeriod } from "@/domain/billing/catalogue";
import type {
  TBillingEvent,
  TProviderPayment,
  TProviderSubscription,
} from "@/domain/billing/events";
import { upgradeChargeCents } from "@/domain/billing/plan-change";
import { isBilled, type TProviderStatus } from "@/domain/billing/subscription-state";
import { chargeTestCard, type TTestCard } from "@/domain/billing/test-card";
import { AppError } from "@/lib/errors";
import { LOCAL_CHECKOUT_ID } from "@/lib/schemas/billing";
import { getDb } from "../db/client";
import {
  billingCustomers,
  checkoutSessions,
  localPayments,
  localSubscriptions,
} from "../db/schema";
import type { TPaymentProvider } from "./payment-provider";

// The local payment provider (issue #13): the default when no Stripe key is set. It keeps its own
// books (local_subscriptions, local_payments) the way Stripe keeps its, takes Stripe's test cards
// on our own checkout page (/test-checkout), renews on the calendar when a subscription is read
// after its period, and answers with the same normalised events. No money moves.

const DAY_MS = 86_400_000;
/** A safety stop for a subscription read after years away: one renewal per period, at most this many. */
const MAX_RENEWALS_PER_READ = 60;

type TLocalSubscription = typeof localSubscriptions.$inferSelect;

function addPeriod(from: Date, period: TPeriod): Date {
  return period === "one-time" ? new Date(from) : addMonths(from, PERIOD_MONTHS[period]);
}

function periodOfKey(productKey: string): TPeriod {
  const priced = productOfKey(productKey);
  if (!priced) throw new Error(`local provider: unknown product ${productKey}`);
  return priced.period;
}

function priceOfKey(productKey: string): number {
  const priced = productOfKey(productKey);
  if (!priced) throw new Error(`local provider: unknown product ${productKey}`);
  return priced.priceCents;
}

function toProviderSubscription(row: TLocalSubscription): TProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    productKey: row.productKey,
    status: row.status as TProviderStatus,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd,
    endedAt: row.endedAt,
  };
}

function toPayment(row: typeof localPayments.$inferSelect): TProviderPayment {
  return {
    ref: row.id,
    amountCents: row.amountCents,
    productKey: row.productKey,
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    paidAt: row.paidAt,
  };
}

const eventId = () => `evt_local_${crypto.randomUUID()}`;

function updatedEvent(row: TLocalSubscription): TBillingEvent {
  return {
    id: eventId(),
    provider: "local",
    type: "subscription.updated",
    subscription: toProviderSubscription(row),
  };
}

async function getSubscription(id: string): Promise<TLocalSubscription> {
  const [row] = await getDb()
    .select()
    .from(localSubscriptions)
    .where(eq(localSubscriptions.id, id));
  if (!row) throw new AppError("no-subscription");
  return row;
}

async function saveSubscription(
  id: string,
  patch: Partial<TLocalSubscription>,
): Promise<TLocalSubscription> {
  const [row] = await getDb()
    .update(localSubscriptions)
    .set(patch)
    .where(eq(localSubscriptions.id, id))
    .returning();
  if (!row) throw new AppError("no-subscription");
  return row;
}

const isLive = (row: TLocalSubscription) => isBilled(row.status);

/** The local checkout's session id for our checkout: one per checkout, so it can be found again. */
const sessionIdOf = (checkoutId: string) => `cs_local_${checkoutId}`;
const subscriptionIdOf = (checkoutId: string) => `sub_local_${checkoutId}`;
const paymentIdOf = (checkoutId: string) => `pi_local_${checkoutId}`;

/** The completion event of a paid local checkout, rebuilt from the books: the same every time. */
async function completionOf(
  checkout: typeof checkoutSessions.$inferSelect,
): Promise<TBillingEvent | null> {
  const db = getDb();
  const [payment] = await db
    .select()
    .from(localPayments)
    .where(eq(localPayments.checkoutId, checkout.id));
  const [sub] = await db
    .select()
    .from(localSubscriptions)
    .where(eq(localSubscriptions.id, subscriptionIdOf(checkout.id)));
  if (!payment && !sub) return null;
  return {
    id: `checkout:${sessionIdOf(checkout.id)}`,
    provider: "local",
    type: "checkout.completed",
    checkoutId: checkout.id,
    userId: checkout.userId,
    customerId: sub?.customerId ?? payment?.customerId ?? null,
    subscription: sub ? toProviderSubscription(sub) : null,
    payment: payment ? toPayment(payment) : null,
  };
}

/**
 * Pays a local checkout with a test card (the /test-checkout form). Declined, expired or mistyped
 * cards are refused with the card rules' message and charge nothing; a second Pay on a paid
 * checkout finds it paid and charges nothing again. Returns the completion event to apply.
 */
export async function payLocalCheckout(input: {
  /** The signed-in person paying; null for a guest checkout, which its id alone opens. */
  userId: string | null;
  sessionId: string;
  card: TTestCard;
  now?: Date;
}): Promise<TBillingEvent> {
  const now = input.now ?? new Date();
  const db = getDb();
  let declinedCheckout: string | null = null;
  const checkout = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.provider, "local"),
            eq(checkoutSessions.providerSessionId, input.sessionId),
          ),
        )
        .for("update");
      if (!row || !mayOpen(row, input.userId)) throw new AppError("checkout-not-found");
      if (row.status === "complete") return row;
      if (row.status === "expired" || row.expiresAt.getTime() <= now.getTime())
        throw new AppError("checkout-expired");
      const outcome = chargeTestCard(input.card, now);
      if (!outcome.ok) {
        // Remembered outside this transaction, which the refusal rolls back.
        if (outcome.declined) declinedCheckout = row.id;
        throw new AppError(outcome.declined ? "card-declined" : "card-refused", {
          field: outcome.field,
          message: outcome.message,
        });
      }
      const [customer] = await tx
        .insert(billingCustomers)
        .values({
          userId: row.userId,
          provider: "local",
          providerCustomerId: `cus_local_${crypto.randomUUID()}`,
          cardLast4: outcome.last4,
        })
        .onConflictDoUpdate({
          target: [billingCustomers.userId, billingCustomers.provider],
          set: { cardLast4: outcome.last4 },
        })
        .returning({ id: billingCustomers.providerCustomerId });
      const customerId = customer?.id ?? "";
      const period = periodOfKey(row.productKey);
      const trialDays = row.trialDays ?? 0;
      let subscriptionId: string | null = null;
      if (row.mode === "subscription") {
        subscriptionId = subscriptionIdOf(row.id);
        const trialEnd = trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null;
        await tx
          .insert(localSubscriptions)
          .values({
            id: subscriptionId,
            customerId,
            userId: row.userId,
            productKey: row.productKey,
            status: trialEnd ? "trialing" : "active",
            currentPeriodStart: now,
            currentPeriodEnd: trialEnd ?? addPeriod(now, period),
            trialEnd,
          })
          // One subscription per checkout, however many Pay requests race here.
          .onConflictDoNothing();
      }
      if (trialDays === 0)
        await tx
          .insert(localPayments)
          .values({
            id: paymentIdOf(row.id),
            customerId,
            checkoutId: row.id,
            subscriptionId,
            productKey: row.productKey,
            amountCents: row.amountCents,
            paidAt: now,
          })
          .onConflictDoNothing();
      return row;
    })
    .catch(async (error: unknown) => {
      if (declinedCheckout)
        await db
          .update(checkoutSessions)
          .set({ declined: true })
          .where(eq(checkoutSessions.id, declinedCheckout));
      throw error;
    });
  const event = await completionOf(checkout);
  if (!event) throw new AppError("checkout-not-found");
  return event;
}

/**
 * Who may open a local checkout: the person it was opened for, or anyone holding the random id of
 * a guest checkout (issue #17), as with a provider's hosted checkout page.
 */
function mayOpen(row: { userId: string; guestCheckout: boolean }, userId: string | null): boolean {
  return row.guestCheckout || row.userId === userId;
}

/**
 * The local checkout a /test-checkout address names, for the page to show; null if not the
 * person's, and for an id the local provider never makes (a NUL in it would be a database error).
 */
export async function findLocalCheckout(input: { userId: string | null; sessionId: string }) {
  if (!LOCAL_CHECKOUT_ID.test(input.sessionId)) return null;
  const [row] = await getDb()
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, "local"),
        eq(checkoutSessions.providerSessionId, input.sessionId),
      ),
    );
  return row && mayOpen(row, input.userId) ? row : null;
}

/**
 * Brings a subscription up to `now` the way Stripe's clock would: each period that has ended is
 * renewed (the saved test card always pays), a trial converts, a cancellation takes effect, and a
 * booked downgrade starts. Returns the events in order.
 */
async function advance(
  row: TLocalSubscription,
  now: Date,
): Promise<{ row: TLocalSubscription; events: TBillingEvent[] }> {
  const events: TBillingEvent[] = [];
  let current = row;
  for (
    let i = 0;
    i < MAX_RENEWALS_PER_READ &&
    isLive(current) &&
    current.currentPeriodEnd.getTime() <= now.getTime();
    i++
  ) {
    if (current.cancelAtPeriodEnd) {
      current = await saveSubscription(current.id, {
        status: "canceled",
        endedAt: current.currentPeriodEnd,
      });
      break;
    }
    const productKey = current.pendingProductKey ?? current.productKey;
    const start = current.currentPeriodEnd;
    const paymentId = `pi_local_${current.id}_${start.getTime()}`;
    const [payment] = await getDb()
      .insert(localPayments)
      .values({
        id: paymentId,
        customerId: current.customerId,
        subscriptionId: current.id,
        productKey,
        amountCents: priceOfKey(productKey),
        paidAt: start,
      })
      .onConflictDoNothing()
      .returning();
    current = await saveSubscription(current.id, {
      status: "active",
      productKey,
      pendingProductKey: null,
      currentPeriodStart: start,
      currentPeriodEnd: addPeriod(start, periodOfKey(productKey)),
    });
    // The subscription's new state first, so the payment finds it recorded.
    events.push(updatedEvent(current));
    if (payment)
      events.push({
        id: `renewal:${paymentId}`,
        provider: "local",
        type: "payment.succeeded",
        payment: toPayment(payment),
      });
  }
  events.push(updatedEvent(current));
  return { row: current, events };
}

export const localProvider: TPaymentProvider = {
  name: "local",

  async createCheckout(request) {
    const providerSessionId = sessionIdOf(request.checkoutId);
    return {
      providerSessionId,
      url: `/test-checkout?session=${encodeURIComponent(providerSessionId)}`,
    };
  },

  async retrieveCheckout(providerSessionId) {
    const [row] = await getDb()
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.provider, "local"),
          eq(checkoutSessions.providerSessionId, providerSessionId),
        ),
      );
    return row ? completionOf(row) : null;
  },

  async openBillingPortal() {
    return null;
  },

  async changePlan({ subscriptionId, productKey, when }) {
    const now = new Date();
    const { row } = await advance(await getSubscription(subscriptionId), now);
    if (!isLive(row)) throw new AppError("no-subscription");
    if (when === "period-end")
      return [updatedEvent(await saveSubscription(row.id, { pendingProductKey: productKey }))];
    if (when === "trial")
      return [
        updatedEvent(await saveSubscription(row.id, { productKey, pendingProductKey: null })),
      ];
    // Now: the unused part of the period is credited against the new plan, which starts today.
    const amount = upgradeChargeCents({
      fromPriceCents: priceOfKey(row.productKey),
      toPriceCents: priceOfKey(productKey),
      periodStart: row.currentPeriodStart.getTime(),
      periodEnd: row.currentPeriodEnd.getTime(),
      now: now.getTime(),
    });
    const [payment] = await getDb()
      .insert(localPayments)
      .values({
        id: `pi_local_${row.id}_change_${now.getTime()}`,
        customerId: row.customerId,
        subscriptionId: row.id,
        productKey,
        amountCents: amount,
        paidAt: now,
      })
      .returning();
    const updated = await saveSubscription(row.id, {
      productKey,
      pendingProductKey: null,
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodStart: now,
      currentPeriodEnd: addPeriod(now, periodOfKey(productKey)),
    });
    const events: TBillingEvent[] = [updatedEvent(updated)];
    if (payment && amount > 0)
      events.push({
        id: `renewal:${payment.id}`,
        provider: "local",
        type: "payment.succeeded",
        payment: toPayment(payment),
      });
    return events;
  },

  async cancel({ subscriptionId, atPeriodEnd }) {
    const { row } = await advance(await getSubscription(subscriptionId), new Date());
    if (!isLive(row)) return [updatedEvent(row)];
    const updated = atPeriodEnd
      ? await saveSubscription(row.id, { cancelAtPeriodEnd: true })
      : await saveSubscription(row.id, {
          status: "canceled",
          endedAt: new Date(),
          cancelAtPeriodEnd: false,
        });
    return [updatedEvent(updated)];
  },

  async resume({ subscriptionId }) {
    const { row } = await advance(await getSubscription(subscriptionId), new Date());
    if (!isLive(row)) throw new AppError("subscription-ended");
    return [updatedEvent(await saveSubscription(row.id, { cancelAtPeriodEnd: false }))];
  },

  async syncSubscription(subscriptionId) {
    return (await advance(await getSubscription(subscriptionId), new Date())).events;
  },

  async parseWebhook() {
    throw Object.assign(new Error("the local provider sends no webhooks"), {
      code: "webhook-not-configured",
    });
  },
};

/** Test and seed support: where the local books say a subscription is. */
export async function findLocalSubscription(id: string): Promise<TLocalSubscription | null> {
  const [row] = await getDb()
    .select()
    .from(localSubscriptions)
    .where(eq(localSubscriptions.id, id));
  return row ?? null;
}

/**
 * Test support: the card is declined at a renewal, as Stripe records it. The subscription goes
 * past due with its period unchanged and no payment; the provider would try the card again. The
 * local provider never declines a renewal by itself, so this is the only way in.
 */
export async function failLocalRenewal(id: string): Promise<TBillingEvent[]> {
  const row = await getSubscription(id);
  if (!isLive(row)) throw new AppError("subscription-ended");
  return [updatedEvent(await saveSubscription(row.id, { status: "past_due" }))];
}
