import "server-only";
import Stripe from "stripe";
import {
  ADDONS,
  OFFERS,
  PLANS,
  priceProduct,
  productKeyOf,
  productOfKey,
  type TPricedProduct,
} from "@/domain/billing/catalogue";
import type {
  TBillingEvent,
  TProviderPayment,
  TProviderSubscription,
} from "@/domain/billing/events";
import { PROVIDER_STATUSES, type TProviderStatus } from "@/domain/billing/subscription-state";
import { AppError } from "@/lib/errors";
import type { TPaymentProvider } from "./payment-provider";

// Stripe's adapter of the payment-provider interface (issue #13). Every answer is re-read from
// Stripe's API, never taken from a webhook's payload, so events that arrive late or out of order
// still end in Stripe's current state. Tests point the SDK at an in-process fake
// (tests/fakes/stripe-fake.ts) through STRIPE_API_URL.

const CURRENCY = "usd";
const LOOKUP_PREFIX = "wristwise_";
/** Statuses after which a subscription never bills again: nothing to cancel, resume or change. */
const ENDED: readonly TProviderStatus[] = ["canceled", "incomplete_expired"];

type TRecurring = { interval: "month" | "year"; interval_count: number };

const RECURRING: Record<TPricedProduct["period"], TRecurring | null> = {
  monthly: { interval: "month", interval_count: 1 },
  quarterly: { interval: "month", interval_count: 3 },
  annual: { interval: "year", interval_count: 1 },
  "one-time": null,
};

/** The lookup key our price for a product carries at Stripe: "wristwise_plan_annual". */
export function lookupKeyOf(product: TPricedProduct): string {
  return `${LOOKUP_PREFIX}${productKeyOf(product.product).replaceAll(":", "_")}`;
}

/**
 * Lookup key -> product key, over everything the catalogue sells. Built from the catalogue rather
 * than by turning "_" back into ":", because tiers such as lifetime_standard hold underscores.
 */
const PRODUCT_KEY_OF_LOOKUP: ReadonlyMap<string, string> = (() => {
  const priced: TPricedProduct[] = [];
  for (const plan of PLANS) {
    const p = priceProduct({ planId: plan.tier });
    if (p) priced.push(p);
  }
  for (const addon of ADDONS) {
    const items = addon.kind === "subscription" ? [null] : addon.items.map((i) => i.id);
    for (const itemId of items) {
      const p = priceProduct({ addonType: addon.addonType, itemId });
      if (p) priced.push(p);
    }
  }
  for (const offer of OFFERS) {
    const p = priceProduct({ offerId: offer.id });
    if (p) priced.push(p);
  }
  return new Map(priced.map((p) => [lookupKeyOf(p), productKeyOf(p.product)]));
})();

// --- Reading Stripe's objects defensively -------------------------------------------------------

/** A field of an object whose shape depends on the API version (read without trusting the type). */
function fieldOf(source: unknown, key: string): unknown {
  if (typeof source !== "object" || source === null) return undefined;
  return (source as Record<string, unknown>)[key];
}

/** The id of an expandable field: Stripe sends either the id or the expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  const id = fieldOf(value, "id");
  return typeof id === "string" ? id : null;
}

function dateOfSeconds(value: unknown): Date | null {
  return typeof value === "number" && Number.isFinite(value) ? new Date(value * 1000) : null;
}

function statusOf(status: string, subscriptionId: string): TProviderStatus {
  const known = PROVIDER_STATUSES.find((s) => s === status);
  // A status Stripe adds later must not be guessed into access or out of it: failing makes the
  // webhook answer 5xx, so it is logged and retried once this adapter knows the word.
  if (!known)
    throw new Error(`stripe: subscription ${subscriptionId} has unknown status ${status}`);
  return known;
}

function productKeyOfSubscription(sub: Stripe.Subscription): string {
  const item = sub.items.data[0];
  const lookupKey = item?.price.lookup_key ?? null;
  // The price is what the subscription bills now, even after a change made in Stripe's own
  // portal (which leaves our metadata behind); the metadata covers inline prices, which carry
  // no lookup key.
  const fromPrice = lookupKey ? PRODUCT_KEY_OF_LOOKUP.get(lookupKey) : undefined;
  if (fromPrice) return fromPrice;
  const fromMetadata = sub.metadata.productKey;
  if (fromMetadata && productOfKey(fromMetadata)) return fromMetadata;
  throw new Error(`stripe: subscription ${sub.id} bills no product Wristwise sells`);
}

/** Stripe's subscription as the normalised one. */
export function toProviderSubscription(sub: Stripe.Subscription): TProviderSubscription {
  const item = sub.items.data[0];
  // Recent API versions keep the period on the item; older ones on the subscription.
  const periodStart =
    dateOfSeconds(fieldOf(item, "current_period_start")) ??
    dateOfSeconds(fieldOf(sub, "current_period_start"));
  const periodEnd =
    dateOfSeconds(fieldOf(item, "current_period_end")) ??
    dateOfSeconds(fieldOf(sub, "current_period_end"));
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? "",
    userId: sub.metadata.userId ?? null,
    productKey: productKeyOfSubscription(sub),
    status: statusOf(sub.status, sub.id),
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    trialEnd: dateOfSeconds(sub.trial_end),
    endedAt: dateOfSeconds(sub.ended_at),
  };
}

/** The subscription an invoice bills: parent.subscription_details now, invoice.subscription before. */
function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf(fieldOf(invoice, "subscription"))
  );
}

function syncEventId(subscriptionId: string): string {
  return `sync:${subscriptionId}:${Date.now()}:${crypto.randomUUID().slice(0, 8)}`;
}

function webhookError(message: string, code: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code });
}

// --- The adapter --------------------------------------------------------------------------------

export type TStripeProviderOptions = {
  secretKey: string;
  webhookSecret: string | null;
  /** Test only: Stripe's API at another address (an in-process fake), as http://host:port. */
  apiUrl?: string | null;
};

function clientOf(options: TStripeProviderOptions): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: "Wristwise" },
  };
  if (options.apiUrl) {
    const url = new URL(options.apiUrl);
    const protocol = url.protocol === "http:" ? "http" : "https";
    config.host = url.hostname;
    config.port = url.port || (protocol === "http" ? 80 : 443);
    config.protocol = protocol;
  }
  return new Stripe(options.secretKey, config);
}

export function createStripeProvider(options: TStripeProviderOptions): TPaymentProvider {
  const stripe = clientOf(options);

  /**
   * Our price for a product: found by its lookup key, or created once. A price whose amount or
   * period no longer matches the catalogue is replaced, and the key moves to the new one.
   */
  async function priceIdOf(product: TPricedProduct): Promise<string> {
    const lookupKey = lookupKeyOf(product);
    const recurring = RECURRING[product.period];
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const current = found.data[0];
    if (
      current &&
      current.unit_amount === product.priceCents &&
      current.currency === CURRENCY &&
      current.recurring?.interval === recurring?.interval &&
      current.recurring?.interval_count === recurring?.interval_count
    )
      return current.id;
    const created = await stripe.prices.create({
      currency: CURRENCY,
      unit_amount: product.priceCents,
      lookup_key: lookupKey,
      transfer_lookup_key: current !== undefined,
      product_data: { name: product.name },
      ...(recurring ? { recurring } : {}),
    });
    return created.id;
  }

  async function retrieveSubscription(id: string): Promise<Stripe.Subscription> {
    return stripe.subscriptions.retrieve(id);
  }

  function updatedEvent(sub: Stripe.Subscription, id = syncEventId(sub.id)): TBillingEvent {
    return {
      id,
      provider: "stripe",
      type: "subscription.updated",
      subscription: toProviderSubscription(sub),
    };
  }

  /** The completion event of a paid checkout session (its id as `eventId`); else null. */
  async function completionOf(sessionId: string, eventId: string): Promise<TBillingEvent | null> {
    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["subscription", "payment_intent"],
    });
    const paid =
      session.payment_status === "paid" || session.payment_status === "no_payment_required";
    if (session.status !== "complete" || !paid) return null;
    const checkoutId = session.client_reference_id ?? session.metadata?.checkoutId ?? null;
    const userId = session.metadata?.userId ?? null;
    // A session Wristwise did not start (a payment link made in Stripe's dashboard) is no
    // checkout of ours.
    if (!checkoutId || !userId) return null;
    const customerId = idOf(session.customer);
    let subscription: TProviderSubscription | null = null;
    if (session.subscription) {
      const sub =
        typeof session.subscription === "string"
          ? await retrieveSubscription(session.subscription)
          : session.subscription;
      subscription = toProviderSubscription(sub);
    }
    const productKey = session.metadata?.productKey ?? subscription?.productKey ?? null;
    const amount = session.amount_total ?? 0;
    let payment: TProviderPayment | null = null;
    if (productKey && session.mode === "payment") {
      const intent = session.payment_intent;
      payment = {
        // The payment intent is what a refund names later (charge.payment_intent).
        ref: idOf(intent) ?? session.id,
        amountCents: amount,
        productKey,
        subscriptionId: null,
        customerId,
        paidAt: dateOfSeconds(fieldOf(intent, "created")) ?? new Date(),
      };
    } else if (productKey && session.mode === "subscription" && amount > 0) {
      // The first period's invoice, the same ref its invoice.paid webhook carries, so the one
      // payment is recorded once whichever arrives first. A trial pays nothing now: no payment.
      const invoiceId =
        idOf(session.invoice) ?? idOf(fieldOf(session.subscription, "latest_invoice"));
      payment = {
        ref: invoiceId ?? session.id,
        amountCents: amount,
        productKey,
        subscriptionId: subscription?.id ?? null,
        customerId,
        paidAt: new Date(),
      };
    }
    return {
      id: eventId,
      provider: "stripe",
      type: "checkout.completed",
      checkoutId,
      userId,
      customerId,
      subscription,
      payment,
    };
  }

  /** A live subscription, or the errors the local provider gives for an ended one. */
  async function liveSubscription(id: string, code: "no-subscription" | "subscription-ended") {
    const sub = await retrieveSubscription(id);
    if (ENDED.includes(statusOf(sub.status, sub.id))) throw new AppError(code);
    return sub;
  }

  /**
   * What a refund names: the invoice for a subscription's payment (the ref its purchase was
   * recorded under), else the payment intent of a one-time purchase.
   */
  async function refundedRefOf(charge: Stripe.Charge): Promise<string | null> {
    const intentId = idOf(charge.payment_intent);
    // Older API versions link the invoice on the charge itself.
    const legacyInvoice = idOf(fieldOf(charge, "invoice"));
    if (legacyInvoice) return legacyInvoice;
    if (!intentId) return null;
    const invoicePayments = await stripe.invoicePayments.list({
      payment: { type: "payment_intent", payment_intent: intentId },
      limit: 1,
    });
    return idOf(invoicePayments.data[0]?.invoice) ?? intentId;
  }

  async function eventOfWebhook(event: Stripe.Event): Promise<TBillingEvent> {
    const type: string = event.type;
    const objectId = idOf(event.data.object);
    const ignored: TBillingEvent = {
      id: event.id,
      provider: "stripe",
      type: "ignored",
      providerType: type,
    };
    if (!objectId) return ignored;
    switch (type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return (await completionOf(objectId, event.id)) ?? ignored;
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
      case "customer.subscription.paused":
      case "customer.subscription.resumed":
      case "customer.subscription.trial_will_end":
        return updatedEvent(await retrieveSubscription(objectId), event.id);
      case "invoice.paid": {
        const invoice = await stripe.invoices.retrieve(objectId);
        const subscriptionId = subscriptionIdOfInvoice(invoice);
        // A one-time invoice is no renewal; a trial's $0 invoice is no payment.
        if (!subscriptionId || invoice.amount_paid <= 0) return ignored;
        const sub = toProviderSubscription(await retrieveSubscription(subscriptionId));
        return {
          id: event.id,
          provider: "stripe",
          type: "payment.succeeded",
          payment: {
            ref: invoice.id,
            amountCents: invoice.amount_paid,
            productKey: sub.productKey,
            subscriptionId,
            customerId: idOf(invoice.customer) ?? sub.customerId,
            paidAt: dateOfSeconds(invoice.status_transitions.paid_at) ?? new Date(),
          },
        };
      }
      case "invoice.payment_failed": {
        const invoice = await stripe.invoices.retrieve(objectId);
        return {
          id: event.id,
          provider: "stripe",
          type: "payment.failed",
          subscriptionId: subscriptionIdOfInvoice(invoice),
          customerId: idOf(invoice.customer),
        };
      }
      case "charge.refunded": {
        const charge = await stripe.charges.retrieve(objectId);
        // A partial refund leaves the purchase standing.
        if (!charge.refunded) return ignored;
        const paymentRef = await refundedRefOf(charge);
        if (!paymentRef) return ignored;
        return {
          id: event.id,
          provider: "stripe",
          type: "payment.refunded",
          paymentRef,
          refundedAt: new Date(),
        };
      }
      default:
        return ignored;
    }
  }

  return {
    name: "stripe",

    async createCheckout(request) {
      const { product } = request;
      const productKey = productKeyOf(product.product);
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create({
            email: request.email,
            metadata: { userId: request.userId },
          })
        ).id;
      const recurring = RECURRING[product.period];
      // A price difference (one lifetime plan replacing another) is charged as it is, inline;
      // the catalogue's price is shared through its lookup key.
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem =
        request.amountCents !== product.priceCents
          ? {
              price_data: {
                currency: CURRENCY,
                unit_amount: request.amountCents,
                product_data: { name: product.name },
                ...(product.mode === "subscription" && recurring ? { recurring } : {}),
              },
              quantity: 1,
            }
          : { price: await priceIdOf(product), quantity: 1 };
      const metadata = { checkoutId: request.checkoutId, userId: request.userId, productKey };
      const separator = request.successUrl.includes("?") ? "&" : "?";
      const session = await stripe.checkout.sessions.create({
        mode: product.mode,
        customer: customerId,
        client_reference_id: request.checkoutId,
        line_items: [lineItem],
        success_url: `${request.successUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: request.cancelUrl,
        metadata,
        ...(product.mode === "subscription"
          ? {
              subscription_data: {
                metadata,
                ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
              },
            }
          : { payment_intent_data: { metadata } }),
      });
      if (!session.url) throw new Error(`stripe: checkout session ${session.id} has no url`);
      return { providerSessionId: session.id, url: session.url };
    },

    async retrieveCheckout(providerSessionId) {
      return completionOf(providerSessionId, `checkout:${providerSessionId}`);
    },

    async openBillingPortal({ customerId, returnUrl }) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return portal.url;
    },

    async changePlan({ subscriptionId, productKey, when }) {
      const target = productOfKey(productKey);
      if (target?.mode !== "subscription") throw new AppError("plan-unknown");
      const sub = await liveSubscription(subscriptionId, "no-subscription");
      const [item, ...others] = sub.items.data;
      if (!item || others.length > 0)
        throw new Error(`stripe: subscription ${sub.id} has ${sub.items.data.length} items`);
      const updated = await stripe.subscriptions.update(sub.id, {
        items: [{ id: item.id, price: await priceIdOf(target) }],
        metadata: { ...sub.metadata, productKey },
        // Now: the unused part of the period is credited and the difference charged at once.
        // From the period's end, or within a trial: nothing is charged today.
        proration_behavior: when === "now" ? "always_invoice" : "none",
      });
      return [updatedEvent(updated)];
    },

    async cancel({ subscriptionId, atPeriodEnd }) {
      const sub = await retrieveSubscription(subscriptionId);
      // Stripe refuses to cancel what has ended; its state is the answer.
      if (ENDED.includes(statusOf(sub.status, sub.id))) return [updatedEvent(sub)];
      const updated = atPeriodEnd
        ? await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })
        : await stripe.subscriptions.cancel(sub.id);
      return [updatedEvent(updated)];
    },

    async resume({ subscriptionId }) {
      const sub = await liveSubscription(subscriptionId, "subscription-ended");
      // A cancellation booked for a date (cancel_at, set in Stripe's dashboard) is undone by
      // clearing that date; Stripe refuses both parameters in one request.
      const params: Stripe.SubscriptionUpdateParams =
        !sub.cancel_at_period_end && sub.cancel_at !== null
          ? { cancel_at: "" }
          : { cancel_at_period_end: false };
      return [updatedEvent(await stripe.subscriptions.update(sub.id, params))];
    },

    async syncSubscription(subscriptionId) {
      return [updatedEvent(await retrieveSubscription(subscriptionId))];
    },

    async parseWebhook(rawBody, headers) {
      if (!options.webhookSecret)
        throw webhookError("stripe: no webhook secret is configured", "webhook-not-configured");
      const signature = headers.get("stripe-signature");
      if (!signature)
        throw webhookError("stripe: the webhook has no signature", "webhook-signature");
      let event: Stripe.Event;
      try {
        // The library's default tolerance (300 s): a tolerance of 0 would skip the timestamp
        // check and let a captured webhook be replayed forever.
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        // A body that is signed but no JSON stays a SyntaxError, which the route also refuses.
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw webhookError(
            "stripe: the webhook's signature is not valid",
            "webhook-signature",
            error,
          );
        throw error;
      }
      return eventOfWebhook(event);
    },
  };
}
