import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceProduct, type TPricedProduct } from "@/domain/billing/catalogue";
import type { TBillingEvent } from "@/domain/billing/events";
import {
  parseForm,
  signedWebhook,
  startStripeFake,
  type TStripeFake,
} from "../../../tests/fakes/stripe-fake";
import type { TCheckoutRequest, TPaymentProvider } from "./payment-provider";
import { createStripeProvider, lookupKeyOf } from "./stripe-provider";

// The Stripe adapter (issue #13) against an in-process fake of Stripe's API: the real SDK encodes
// and sends every request, so these tests see what Stripe would be sent and how its answers are
// read. Nothing leaves 127.0.0.1.

const WEBHOOK_SECRET = "whsec_test_wristwise";
const DAY_MS = 86_400_000;

let fake: TStripeFake;
let provider: TPaymentProvider;

beforeAll(async () => {
  fake = await startStripeFake();
  provider = createStripeProvider({
    secretKey: "sk_test_wristwise",
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});

afterAll(async () => {
  await fake.close();
});

function plan(planId: string): TPricedProduct {
  const priced = priceProduct({ planId });
  if (!priced) throw new Error(`no plan ${planId}`);
  return priced;
}

let checkoutCount = 0;

function checkoutRequest(overrides: Partial<TCheckoutRequest> = {}): TCheckoutRequest {
  const product = overrides.product ?? plan("annual");
  checkoutCount += 1;
  return {
    checkoutId: `chk_${checkoutCount}`,
    userId: `user_${checkoutCount}`,
    email: `person${checkoutCount}@example.com`,
    customerId: null,
    product,
    amountCents: product.priceCents,
    trialDays: null,
    successUrl: `http://localhost:3000/payment-success?checkout=chk_${checkoutCount}`,
    cancelUrl: "http://localhost:3000/pricing",
    ...overrides,
  };
}

/** The form the adapter sent with the last request to `path`. */
function lastSent(method: string, path: string | RegExp) {
  const sent = fake.requestsTo(method, path).at(-1);
  if (!sent) throw new Error(`nothing was sent to ${method} ${path}`);
  return sent.params;
}

/** A checkout created through the adapter and paid on the fake. */
async function purchase(overrides: Partial<TCheckoutRequest> = {}) {
  const request = checkoutRequest(overrides);
  const { providerSessionId } = await provider.createCheckout(request);
  const completed = fake.completeCheckout(providerSessionId, { paid: true });
  return { request, sessionId: providerSessionId, ...completed };
}

async function subscribe(overrides: Partial<TCheckoutRequest> = {}) {
  const bought = await purchase(overrides);
  if (!bought.subscription) throw new Error("the checkout made no subscription");
  return { ...bought, subscription: bought.subscription };
}

function only<T extends TBillingEvent["type"]>(events: TBillingEvent[], type: T) {
  expect(events).toHaveLength(1);
  const [event] = events;
  if (event?.type !== type) throw new Error(`expected ${type}, got ${event?.type}`);
  return event as Extract<TBillingEvent, { type: T }>;
}

/** The completion retrieveCheckout answers for a paid session. */
async function completionOf(sessionId: string) {
  const event = await provider.retrieveCheckout(sessionId);
  return only(event ? [event] : [], "checkout.completed");
}

function webhook<T extends { id: string }>(
  type: string,
  object: T,
  options: { timestamp?: number } = {},
) {
  const event = fake.event(type, object);
  return { event, ...signedWebhook(fake, event, WEBHOOK_SECRET, options) };
}

async function rejection(promise: Promise<unknown>): Promise<{ code?: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: unknown };
  }
  throw new Error("expected a rejection");
}

describe("createCheckout", () => {
  it("creates a customer and a subscription session carrying our ids and the trial", async () => {
    const request = checkoutRequest({ product: plan("annual"), trialDays: 7 });
    const checkout = await provider.createCheckout(request);

    expect(lastSent("POST", "/v1/customers")).toEqual({
      email: request.email,
      metadata: { userId: request.userId },
    });
    const customer = [...fake.state.customers.values()].at(-1);
    const sent = lastSent("POST", "/v1/checkout/sessions");
    const metadata = {
      checkoutId: request.checkoutId,
      userId: request.userId,
      productKey: "plan:annual",
    };
    expect(sent).toMatchObject({
      mode: "subscription",
      customer: customer?.id,
      client_reference_id: request.checkoutId,
      success_url: `${request.successUrl}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: request.cancelUrl,
      metadata,
      subscription_data: { metadata, trial_period_days: "7" },
      line_items: [{ quantity: "1" }],
    });
    expect(sent.payment_intent_data).toBeUndefined();
    expect(checkout.providerSessionId).toMatch(/^cs_/);
    expect(checkout.url).toBe(fake.state.sessions.get(checkout.providerSessionId)?.url);
  });

  it("adds the session id to a success URL without a query with ?", async () => {
    await provider.createCheckout(
      checkoutRequest({ successUrl: "http://localhost:3000/payment-success" }),
    );
    expect(lastSent("POST", "/v1/checkout/sessions").success_url).toBe(
      "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}",
    );
  });

  it("creates a product's price once, under its lookup key, and reuses it", async () => {
    const product = plan("3month");
    const key = lookupKeyOf(product);
    expect(key).toBe("wristwise_plan_3month");
    await provider.createCheckout(checkoutRequest({ product }));
    const first = lastSent("POST", "/v1/checkout/sessions");
    await provider.createCheckout(checkoutRequest({ product }));
    const second = lastSent("POST", "/v1/checkout/sessions");

    const created = fake
      .requestsTo("POST", "/v1/prices")
      .filter((r) => r.params.lookup_key === key);
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toMatchObject({
      currency: "usd",
      unit_amount: "3499",
      lookup_key: key,
      product_data: { name: product.name },
      recurring: { interval: "month", interval_count: "3" },
    });
    const price = [...fake.state.prices.values()].find((p) => p.lookup_key === key);
    expect(first.line_items).toEqual([{ price: price?.id, quantity: "1" }]);
    expect(second.line_items).toEqual(first.line_items);
  });

  it("replaces a price whose amount no longer matches the catalogue, moving its lookup key", async () => {
    const product = plan("core");
    const key = lookupKeyOf(product);
    await provider.createCheckout(checkoutRequest({ product }));
    const old = [...fake.state.prices.values()].find((p) => p.lookup_key === key);
    if (!old) throw new Error("no price");
    // As if the catalogue's price had changed since the price was made.
    old.unit_amount = 399;
    await provider.createCheckout(checkoutRequest({ product }));
    expect(lastSent("POST", "/v1/prices")).toMatchObject({
      lookup_key: key,
      unit_amount: String(product.priceCents),
      transfer_lookup_key: "true",
    });
    const current = [...fake.state.prices.values()].find((p) => p.lookup_key === key);
    expect(current?.id).not.toBe(old.id);
    expect(lastSent("POST", "/v1/checkout/sessions").line_items).toEqual([
      { price: current?.id, quantity: "1" },
    ]);
  });

  it("uses the person's existing customer instead of creating one", async () => {
    const customers = fake.requestsTo("POST", "/v1/customers").length;
    const customerId = [...fake.state.customers.keys()][0] ?? "";
    await provider.createCheckout(checkoutRequest({ customerId }));
    expect(fake.requestsTo("POST", "/v1/customers")).toHaveLength(customers);
    expect(lastSent("POST", "/v1/checkout/sessions").customer).toBe(customerId);
  });

  it("sells a one-time product in payment mode with the ids on the payment intent", async () => {
    const product = plan("lifetime");
    const request = checkoutRequest({ product });
    await provider.createCheckout(request);
    const sent = lastSent("POST", "/v1/checkout/sessions");
    expect(sent).toMatchObject({
      mode: "payment",
      payment_intent_data: {
        metadata: {
          checkoutId: request.checkoutId,
          userId: request.userId,
          productKey: "plan:lifetime",
        },
      },
    });
    expect(sent.subscription_data).toBeUndefined();
    expect(
      fake
        .requestsTo("POST", "/v1/prices")
        .find((r) => r.params.lookup_key === lookupKeyOf(product))?.params.recurring,
    ).toBeUndefined();
  });

  it("charges a price difference inline, not at the catalogue's price", async () => {
    const product = plan("lifetime_community");
    await provider.createCheckout(checkoutRequest({ product, amountCents: 5000 }));
    expect(lastSent("POST", "/v1/checkout/sessions").line_items).toEqual([
      {
        price_data: {
          currency: "usd",
          unit_amount: "5000",
          product_data: { name: product.name },
        },
        quantity: "1",
      },
    ]);
  });
});

describe("retrieveCheckout", () => {
  it("is null until the checkout is paid", async () => {
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    expect(await provider.retrieveCheckout(providerSessionId)).toBeNull();
    // Complete, but its payment still pending (a bank debit): not paid yet.
    fake.completeCheckout(providerSessionId, { paid: false });
    expect(await provider.retrieveCheckout(providerSessionId)).toBeNull();
  });

  it("answers a trial with the trialing subscription and no payment", async () => {
    const { request, sessionId, subscription } = await subscribe({
      product: plan("1month"),
      trialDays: 7,
    });
    const event = await completionOf(sessionId);
    expect(event).toMatchObject({
      id: `checkout:${sessionId}`,
      provider: "stripe",
      checkoutId: request.checkoutId,
      userId: request.userId,
      customerId: subscription.customer,
      payment: null,
      subscription: {
        id: subscription.id,
        customerId: subscription.customer,
        userId: request.userId,
        productKey: "plan:1month",
        status: "trialing",
        cancelAtPeriodEnd: false,
        endedAt: null,
      },
    });
    const trialEnd = event.subscription?.trialEnd?.getTime() ?? 0;
    expect(trialEnd - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(trialEnd - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    expect(event.subscription?.currentPeriodEnd?.getTime()).toBe(trialEnd);
  });

  it("answers a paid subscription with its first invoice as the payment", async () => {
    const { sessionId, subscription, invoice } = await subscribe({ product: plan("annual") });
    const event = await completionOf(sessionId);
    expect(event.subscription?.status).toBe("active");
    expect(event.payment).toMatchObject({
      ref: invoice?.id,
      amountCents: 9900,
      productKey: "plan:annual",
      subscriptionId: subscription.id,
      customerId: subscription.customer,
    });
    const year = (event.subscription?.currentPeriodEnd?.getTime() ?? 0) - Date.now();
    expect(year).toBeGreaterThan(364 * DAY_MS);
  });

  it("answers a one-time purchase with its payment intent", async () => {
    const { request, sessionId, paymentIntent } = await purchase({ product: plan("lifetime") });
    const event = await completionOf(sessionId);
    expect(event).toMatchObject({
      checkoutId: request.checkoutId,
      userId: request.userId,
      subscription: null,
      payment: {
        ref: paymentIntent?.id,
        amountCents: 19900,
        productKey: "plan:lifetime",
        subscriptionId: null,
      },
    });
    expect(paymentIntent?.id).toMatch(/^pi_/);
    expect(lastSent("GET", `/v1/checkout/sessions/${sessionId}`).expand).toEqual([
      "subscription",
      "payment_intent",
    ]);
  });
});

describe("parseWebhook", () => {
  it("re-reads the subscription, so an event older than Stripe's state changes nothing back", async () => {
    const { subscription } = await subscribe();
    const stale = { ...subscription, status: "active" };
    fake.setSubscription(subscription.id, {
      status: "canceled",
      ended_at: Math.floor(Date.now() / 1000),
    });
    const { event, body, headers } = webhook("customer.subscription.updated", stale);

    const parsed = await provider.parseWebhook(body, headers);
    const updated = only([parsed], "subscription.updated");
    expect(updated.id).toBe(event.id);
    expect(updated.subscription).toMatchObject({ id: subscription.id, status: "canceled" });
    expect(updated.subscription.endedAt).toBeInstanceOf(Date);
  });

  it("accepts a delivery signed a little while ago, within the default tolerance", async () => {
    const { subscription } = await subscribe();
    const { body, headers } = webhook("customer.subscription.created", subscription, {
      timestamp: Math.floor(Date.now() / 1000) - 200,
    });
    expect((await provider.parseWebhook(body, headers)).type).toBe("subscription.updated");
  });

  describe("refuses deliveries Stripe did not sign just now", () => {
    const object = { id: "sub_whatever" };

    it("a signature made with another secret", async () => {
      const event = fake.event("customer.subscription.updated", object);
      const { body, headers } = signedWebhook(fake, event, "whsec_forged");
      expect((await rejection(provider.parseWebhook(body, headers))).code).toBe(
        "webhook-signature",
      );
    });

    it("no signature header", async () => {
      const { body } = webhook("customer.subscription.updated", object);
      expect((await rejection(provider.parseWebhook(body, new Headers()))).code).toBe(
        "webhook-signature",
      );
    });

    it("a body changed after signing", async () => {
      const { body, headers } = webhook("customer.subscription.updated", object);
      const changed = body.replace("sub_whatever", "sub_someone_else");
      expect(changed).not.toBe(body);
      expect((await rejection(provider.parseWebhook(changed, headers))).code).toBe(
        "webhook-signature",
      );
    });

    it("a signature older than the 300-second tolerance (a replay)", async () => {
      const { body, headers } = webhook("customer.subscription.updated", object, {
        timestamp: Math.floor(Date.now() / 1000) - 301,
      });
      expect((await rejection(provider.parseWebhook(body, headers))).code).toBe(
        "webhook-signature",
      );
    });

    it("anything at all when no webhook secret is configured", async () => {
      const unconfigured = createStripeProvider({
        secretKey: "sk_test_wristwise",
        webhookSecret: null,
        apiUrl: fake.url,
      });
      const { body, headers } = webhook("customer.subscription.updated", object);
      expect((await rejection(unconfigured.parseWebhook(body, headers))).code).toBe(
        "webhook-not-configured",
      );
    });
  });

  it("acknowledges an event type Wristwise has no use for as ignored", async () => {
    const { event, body, headers } = webhook("customer.updated", { id: "cus_anyone" });
    expect(await provider.parseWebhook(body, headers)).toEqual({
      id: event.id,
      provider: "stripe",
      type: "ignored",
      providerType: "customer.updated",
    });
  });

  it("turns checkout.session.completed into the checkout's completion, under the event's id", async () => {
    const { request, sessionId, subscription } = await subscribe({ product: plan("core") });
    const session = fake.state.sessions.get(sessionId) ?? { id: sessionId };
    const { event, body, headers } = webhook("checkout.session.completed", session);
    const completed = only([await provider.parseWebhook(body, headers)], "checkout.completed");
    expect(completed).toMatchObject({
      id: event.id,
      checkoutId: request.checkoutId,
      subscription: { id: subscription.id, productKey: "plan:core" },
    });
  });

  it("ignores checkout.session.completed while the payment is still pending", async () => {
    const { providerSessionId } = await provider.createCheckout(checkoutRequest());
    const { session } = fake.completeCheckout(providerSessionId, { paid: false });
    const { body, headers } = webhook("checkout.session.completed", session);
    expect((await provider.parseWebhook(body, headers)).type).toBe("ignored");
  });

  it("turns invoice.paid into a payment named by the invoice", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    const renewal = fake.renewSubscription(subscription.id);
    const { event, body, headers } = webhook("invoice.paid", renewal.invoice);
    const paid = only([await provider.parseWebhook(body, headers)], "payment.succeeded");
    expect(paid).toMatchObject({
      id: event.id,
      payment: {
        ref: renewal.invoice.id,
        amountCents: 1499,
        productKey: "plan:1month",
        subscriptionId: subscription.id,
        customerId: subscription.customer,
      },
    });
    expect(paid.payment.paidAt.getTime()).toBe(
      (renewal.invoice.status_transitions.paid_at ?? 0) * 1000,
    );
  });

  it("ignores invoice.paid for an invoice of no subscription, and a trial's $0 invoice", async () => {
    const oneOff = fake.createInvoice({ customer: "cus_anyone", amount_paid: 500 });
    const first = webhook("invoice.paid", oneOff);
    expect((await provider.parseWebhook(first.body, first.headers)).type).toBe("ignored");

    const { invoice } = await subscribe({ product: plan("annual"), trialDays: 7 });
    if (!invoice) throw new Error("the trial made no invoice");
    expect(invoice.amount_paid).toBe(0);
    const trial = webhook("invoice.paid", invoice);
    expect((await provider.parseWebhook(trial.body, trial.headers)).type).toBe("ignored");
  });

  it("turns invoice.payment_failed into a failed payment of the subscription", async () => {
    const { subscription, invoice } = await subscribe();
    if (!invoice) throw new Error("no invoice");
    const { body, headers } = webhook("invoice.payment_failed", invoice);
    expect(await provider.parseWebhook(body, headers)).toMatchObject({
      type: "payment.failed",
      subscriptionId: subscription.id,
      customerId: subscription.customer,
    });
  });

  it("turns a full refund of a one-time purchase into a refund of its payment intent", async () => {
    const { paymentIntent, charge } = await purchase({ product: plan("lifetime_standard") });
    if (!charge) throw new Error("no charge");
    fake.refundCharge(charge.id);
    const { event, body, headers } = webhook("charge.refunded", charge);
    const refunded = only([await provider.parseWebhook(body, headers)], "payment.refunded");
    expect(refunded).toMatchObject({ id: event.id, paymentRef: paymentIntent?.id });
    expect(refunded.refundedAt).toBeInstanceOf(Date);
  });

  it("ignores a partial refund: the purchase stands", async () => {
    const { charge } = await purchase({ product: plan("6month") });
    if (!charge) throw new Error("no charge");
    fake.refundCharge(charge.id, 1000);
    // The payload claims a full refund; Stripe's charge, re-read, says otherwise.
    const { body, headers } = webhook("charge.refunded", { ...charge, refunded: true });
    expect((await provider.parseWebhook(body, headers)).type).toBe("ignored");
  });

  it("names a refunded subscription payment by its invoice, the ref its purchase has", async () => {
    const { sessionId, charge, invoice } = await subscribe({ product: plan("annual") });
    if (!charge || !invoice) throw new Error("no charge");
    const completion = await completionOf(sessionId);
    fake.refundCharge(charge.id);
    const { body, headers } = webhook("charge.refunded", charge);
    const refunded = only([await provider.parseWebhook(body, headers)], "payment.refunded");
    expect(refunded.paymentRef).toBe(invoice.id);
    expect(refunded.paymentRef).toBe(completion.payment?.ref);
  });
});

describe("managing a subscription", () => {
  it("cancels at the period's end, and resumes", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    const cancelled = only(
      await provider.cancel({ subscriptionId: subscription.id, atPeriodEnd: true }),
      "subscription.updated",
    );
    expect(lastSent("POST", `/v1/subscriptions/${subscription.id}`)).toEqual({
      cancel_at_period_end: "true",
    });
    expect(cancelled.id).toMatch(new RegExp(`^sync:${subscription.id}:\\d+:`));
    expect(cancelled.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: true });

    const resumed = only(
      await provider.resume({ subscriptionId: subscription.id }),
      "subscription.updated",
    );
    expect(lastSent("POST", `/v1/subscriptions/${subscription.id}`)).toEqual({
      cancel_at_period_end: "false",
    });
    expect(resumed.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });

  it("cancels at once, after which cancelling again changes nothing and resuming is refused", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    const ended = only(
      await provider.cancel({ subscriptionId: subscription.id, atPeriodEnd: false }),
      "subscription.updated",
    );
    expect(fake.requestsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(ended.subscription.status).toBe("canceled");
    expect(ended.subscription.endedAt).toBeInstanceOf(Date);

    const again = await provider.cancel({ subscriptionId: subscription.id, atPeriodEnd: false });
    expect(only(again, "subscription.updated").subscription.status).toBe("canceled");
    expect(fake.requestsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect((await rejection(provider.resume({ subscriptionId: subscription.id }))).code).toBe(
      "subscription-ended",
    );
  });

  it("upgrades now with an immediate prorated invoice", async () => {
    const { subscription, request } = await subscribe({ product: plan("1month") });
    const item = subscription.items.data[0];
    const changed = only(
      await provider.changePlan({
        subscriptionId: subscription.id,
        productKey: "plan:annual",
        when: "now",
      }),
      "subscription.updated",
    );
    const annualPrice = [...fake.state.prices.values()].find(
      (p) => p.lookup_key === "wristwise_plan_annual",
    );
    expect(lastSent("POST", `/v1/subscriptions/${subscription.id}`)).toEqual({
      items: [{ id: item?.id, price: annualPrice?.id }],
      metadata: {
        checkoutId: request.checkoutId,
        userId: request.userId,
        productKey: "plan:annual",
      },
      proration_behavior: "always_invoice",
    });
    expect(changed.subscription).toMatchObject({ productKey: "plan:annual", status: "active" });
  });

  it("downgrades from the period's end, and changes a trial's plan, without charging", async () => {
    const { subscription } = await subscribe({ product: plan("annual") });
    const booked = only(
      await provider.changePlan({
        subscriptionId: subscription.id,
        productKey: "plan:3month",
        when: "period-end",
      }),
      "subscription.updated",
    );
    expect(lastSent("POST", `/v1/subscriptions/${subscription.id}`).proration_behavior).toBe(
      "none",
    );
    expect(booked.subscription.productKey).toBe("plan:3month");

    const trial = await subscribe({ product: plan("1month"), trialDays: 7 });
    const changed = only(
      await provider.changePlan({
        subscriptionId: trial.subscription.id,
        productKey: "plan:annual",
        when: "trial",
      }),
      "subscription.updated",
    );
    expect(lastSent("POST", `/v1/subscriptions/${trial.subscription.id}`).proration_behavior).toBe(
      "none",
    );
    expect(changed.subscription).toMatchObject({ productKey: "plan:annual", status: "trialing" });
  });

  it("refuses a plan change to something that does not renew", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    const error = await rejection(
      provider.changePlan({
        subscriptionId: subscription.id,
        productKey: "plan:lifetime",
        when: "now",
      }),
    );
    expect(error.code).toBe("plan-unknown");
  });

  it("syncs the subscription as Stripe has it now", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    fake.setSubscription(subscription.id, { status: "past_due" });
    const synced = only(await provider.syncSubscription(subscription.id), "subscription.updated");
    expect(synced.subscription.status).toBe("past_due");
  });

  it("opens Stripe's billing portal for the customer", async () => {
    const { subscription } = await subscribe();
    const url = await provider.openBillingPortal({
      customerId: subscription.customer,
      returnUrl: "http://localhost:3000/account",
    });
    expect(url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(lastSent("POST", "/v1/billing_portal/sessions")).toEqual({
      customer: subscription.customer,
      return_url: "http://localhost:3000/account",
    });
  });
});

describe("reading Stripe's subscription", () => {
  it("reads the period from the item when the subscription has none (recent API versions)", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    const item = subscription.items.data[0];
    expect(subscription.current_period_end).toBeUndefined();
    const [event] = await provider.syncSubscription(subscription.id);
    const synced = only(event ? [event] : [], "subscription.updated");
    expect(synced.subscription.currentPeriodEnd?.getTime()).toBe(
      (item?.current_period_end ?? 0) * 1000,
    );
    expect(synced.subscription.currentPeriodStart?.getTime()).toBe(
      (item?.current_period_start ?? 0) * 1000,
    );
  });

  it("reads the period from the subscription when the item has none (older API versions)", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    fake.setSubscriptionItem(subscription.id, {
      current_period_start: undefined,
      current_period_end: undefined,
    });
    fake.setSubscription(subscription.id, {
      current_period_start: 1_800_000_000,
      current_period_end: 1_802_592_000,
    });
    const synced = only(await provider.syncSubscription(subscription.id), "subscription.updated");
    expect(synced.subscription.currentPeriodStart).toEqual(new Date(1_800_000_000_000));
    expect(synced.subscription.currentPeriodEnd).toEqual(new Date(1_802_592_000_000));
  });

  it("knows the product by the price's lookup key when the metadata has none", async () => {
    const { subscription } = await subscribe({ product: plan("3month") });
    fake.setSubscription(subscription.id, { metadata: {} });
    const synced = only(await provider.syncSubscription(subscription.id), "subscription.updated");
    expect(synced.subscription).toMatchObject({ productKey: "plan:3month", userId: null });
  });

  it("treats a booked cancellation date as cancelling at the period's end", async () => {
    const { subscription } = await subscribe({ product: plan("1month") });
    fake.setSubscription(subscription.id, { cancel_at: Math.floor(Date.now() / 1000) + 3600 });
    const synced = only(await provider.syncSubscription(subscription.id), "subscription.updated");
    expect(synced.subscription.cancelAtPeriodEnd).toBe(true);
    // Resuming clears the date: Stripe refuses cancel_at_period_end alongside it.
    const resumed = only(
      await provider.resume({ subscriptionId: subscription.id }),
      "subscription.updated",
    );
    expect(lastSent("POST", `/v1/subscriptions/${subscription.id}`)).toEqual({ cancel_at: "" });
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
  });
});

describe("the fake's form parser", () => {
  it("unfolds Stripe's bracket notation into objects and arrays", () => {
    expect(
      parseForm(
        "mode=payment&line_items[0][price]=price_1&line_items[0][quantity]=1" +
          "&metadata[userId]=u1&expand[0]=subscription&expand[1]=payment_intent&lookup_keys[]=k",
      ),
    ).toEqual({
      mode: "payment",
      line_items: [{ price: "price_1", quantity: "1" }],
      metadata: { userId: "u1" },
      expand: ["subscription", "payment_intent"],
      lookup_keys: ["k"],
    });
  });
});
