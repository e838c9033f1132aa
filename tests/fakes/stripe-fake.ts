import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// An in-process stand-in for Stripe's REST API (DESIGN.md: each external service has a real
// adapter, tested against a local stand-in). The real SDK is pointed at it with host/port, so the
// adapter's requests are encoded, sent and parsed exactly as they would be against Stripe. It keeps
// its objects in memory and answers only the calls the Stripe adapter makes, shaped like Stripe's
// (recent API versions: periods on subscription items, invoices linked through `parent`). Nothing
// here reaches the network beyond 127.0.0.1.

// --- Form bodies --------------------------------------------------------------------------------

/** A value of a form-encoded body once its bracket keys are unfolded. */
export type TFormValue = string | TFormValue[] | TForm;
export type TForm = { [key: string]: TFormValue };
type TContainer = TForm | TFormValue[];

/** `line_items[0][price]` -> ["line_items", "0", "price"]; `lookup_keys[]` -> [..., ""]. */
function segmentsOf(key: string): string[] {
  const open = key.indexOf("[");
  if (open < 0) return [key];
  const rest = [...key.slice(open).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "");
  return [key.slice(0, open), ...rest];
}

function childOf(container: TContainer, key: string): TFormValue | undefined {
  return Array.isArray(container) ? container[Number(key)] : container[key];
}

function put(container: TContainer, key: string, value: TFormValue): void {
  if (!Array.isArray(container)) container[key] = value;
  else if (key === "") container.push(value);
  else container[Number(key)] = value;
}

function setIn(container: TContainer, segments: readonly string[], value: string): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  const next = rest[0];
  if (next === undefined) {
    put(container, head, value);
    return;
  }
  let child = childOf(container, head);
  if (typeof child !== "object") {
    child = /^\d*$/.test(next) ? [] : {};
    put(container, head, child);
  }
  setIn(child, rest, value);
}

/** Parses Stripe's `application/x-www-form-urlencoded` bracket notation into nested values. */
export function parseForm(encoded: string): TForm {
  const form: TForm = {};
  for (const [key, value] of new URLSearchParams(encoded)) setIn(form, segmentsOf(key), value);
  return form;
}

function str(form: TForm | undefined, key: string): string | undefined {
  const value = form?.[key];
  return typeof value === "string" ? value : undefined;
}

function obj(form: TForm | undefined, key: string): TForm | undefined {
  const value = form?.[key];
  return typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

function list(form: TForm | undefined, key: string): TFormValue[] {
  const value = form?.[key];
  if (Array.isArray(value)) return value.filter((v) => v !== undefined);
  // `a[0]` and `a[1]` parse to an array; a client that sends `a[x]` sends an object.
  if (typeof value === "object") return Object.values(value);
  return typeof value === "string" ? [value] : [];
}

function int(form: TForm | undefined, key: string): number | undefined {
  const value = str(form, key);
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new FakeError(400, `Invalid integer: ${value}`, key);
  return n;
}

function bool(form: TForm | undefined, key: string): boolean | undefined {
  const value = str(form, key);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false")
    throw new FakeError(400, `Invalid boolean: ${value}`, key);
  return value === "true";
}

/** Metadata as Stripe keeps it: string values only; an empty value removes the key. */
function mergeMetadata(current: Record<string, string>, patch: TForm | undefined) {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch ?? {})) {
    if (typeof v !== "string") throw new FakeError(400, "Metadata values must be strings", k);
    if (v === "") delete next[k];
    else next[k] = v;
  }
  return next;
}

// --- Stripe-shaped objects ----------------------------------------------------------------------

type TList<T> = { object: "list"; data: T[]; has_more: false; url: string };

export type TFakeCustomer = {
  id: string;
  object: "customer";
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type TFakePrice = {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  lookup_key: string | null;
  product: string;
  nickname: string | null;
  recurring: {
    interval: "day" | "week" | "month" | "year";
    interval_count: number;
    usage_type: "licensed";
    meter: null;
    trial_period_days: null;
  } | null;
  type: "recurring" | "one_time";
  billing_scheme: "per_unit";
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type TFakeSubscriptionItem = {
  id: string;
  object: "subscription_item";
  price: TFakePrice;
  quantity: number;
  subscription: string;
  /** Optional so a test can move them onto the subscription, as older API versions had them. */
  current_period_start?: number;
  current_period_end?: number;
  metadata: Record<string, string>;
  created: number;
};

export type TFakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status:
    | "trialing"
    | "active"
    | "past_due"
    | "canceled"
    | "incomplete"
    | "incomplete_expired"
    | "unpaid"
    | "paused";
  items: TList<TFakeSubscriptionItem>;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  latest_invoice: string | null;
  start_date: number;
  created: number;
  currency: string;
  livemode: false;
  /** Older API versions only; absent unless a test sets them. */
  current_period_start?: number;
  current_period_end?: number;
};

export type TFakeInvoice = {
  id: string;
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  billing_reason: string;
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { metadata: Record<string, string>; subscription: string };
  } | null;
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    marked_uncollectible_at: null;
    voided_at: null;
  };
  period_start: number;
  period_end: number;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type TFakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: "succeeded" | "processing" | "requires_payment_method";
  latest_charge: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type TFakeCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: boolean;
  paid: boolean;
  status: "succeeded";
  currency: string;
  customer: string | null;
  payment_intent: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type TFakeInvoicePayment = {
  id: string;
  object: "invoice_payment";
  invoice: string;
  amount_paid: number;
  amount_requested: number;
  currency: string;
  is_default: boolean;
  payment: { type: "payment_intent"; payment_intent: string };
  status: "paid";
  status_transitions: { canceled_at: null; paid_at: number };
  created: number;
  livemode: false;
};

export type TFakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "payment" | "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  subscription: string | null;
  payment_intent: string | null;
  invoice: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

/** What a session was created with that Stripe does not send back on the session itself. */
type TSessionSetup = {
  lineItems: { price: TFakePrice; quantity: number }[];
  subscriptionMetadata: Record<string, string>;
  trialDays: number | null;
  paymentIntentMetadata: Record<string, string>;
};

export type TFakeRequest = { method: string; path: string; params: TForm };

export type TFakeState = {
  customers: Map<string, TFakeCustomer>;
  prices: Map<string, TFakePrice>;
  sessions: Map<string, TFakeCheckoutSession>;
  subscriptions: Map<string, TFakeSubscription>;
  invoices: Map<string, TFakeInvoice>;
  paymentIntents: Map<string, TFakePaymentIntent>;
  charges: Map<string, TFakeCharge>;
  invoicePayments: Map<string, TFakeInvoicePayment>;
  /** Every API request received, in order, with its parsed body (or query, for GET/DELETE). */
  requests: TFakeRequest[];
};

class FakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const notFound = (kind: string, id: string) =>
  new FakeError(404, `No such ${kind}: '${id}'`, "id", "resource_missing");

const now = () => Math.floor(Date.now() / 1000);

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

/** Adds a price's interval to a time in seconds, on the calendar (months by UTC month). */
function addInterval(
  seconds: number,
  recurring: { interval: string; interval_count: number },
): number {
  const d = new Date(seconds * 1000);
  const n = recurring.interval_count;
  if (recurring.interval === "day") d.setUTCDate(d.getUTCDate() + n);
  else if (recurring.interval === "week") d.setUTCDate(d.getUTCDate() + 7 * n);
  else if (recurring.interval === "month") d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCFullYear(d.getUTCFullYear() + n);
  return Math.floor(d.getTime() / 1000);
}

function listOf<T>(url: string, data: T[]): TList<T> {
  return { object: "list", data, has_more: false, url };
}

// --- The server ---------------------------------------------------------------------------------

export type TCompletedCheckout = {
  session: TFakeCheckoutSession;
  subscription: TFakeSubscription | null;
  invoice: TFakeInvoice | null;
  paymentIntent: TFakePaymentIntent | null;
  charge: TFakeCharge | null;
};

export type TStripeFake = Awaited<ReturnType<typeof startStripeFake>>;

/** Starts the fake on 127.0.0.1 at a free port. Point the adapter's apiUrl at `url`. */
export async function startStripeFake() {
  const state: TFakeState = {
    customers: new Map(),
    prices: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    invoicePayments: new Map(),
    requests: [],
  };
  const setups = new Map<string, TSessionSetup>();
  let baseUrl = "";

  function get<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw notFound(kind, id);
    return found;
  }

  function createPrice(form: TForm, active: boolean): TFakePrice {
    const currency = str(form, "currency");
    const unitAmount = int(form, "unit_amount");
    if (!currency) throw new FakeError(400, "Missing required param: currency.", "currency");
    if (unitAmount === undefined || unitAmount < 0)
      throw new FakeError(400, "Missing required param: unit_amount.", "unit_amount");
    const productName = str(obj(form, "product_data"), "name");
    const product = str(form, "product") ?? (productName ? newId("prod") : undefined);
    if (!product) throw new FakeError(400, "Missing required param: product_data.", "product_data");
    const recurringForm = obj(form, "recurring");
    let recurring: TFakePrice["recurring"] = null;
    if (recurringForm) {
      const interval = str(recurringForm, "interval");
      if (interval !== "day" && interval !== "week" && interval !== "month" && interval !== "year")
        throw new FakeError(400, `Invalid interval: ${interval}`, "recurring[interval]");
      recurring = {
        interval,
        interval_count: int(recurringForm, "interval_count") ?? 1,
        usage_type: "licensed",
        meter: null,
        trial_period_days: null,
      };
    }
    const lookupKey = str(form, "lookup_key") ?? null;
    if (lookupKey) {
      const holder = [...state.prices.values()].find((p) => p.lookup_key === lookupKey);
      if (holder && bool(form, "transfer_lookup_key") !== true)
        throw new FakeError(
          400,
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          "lookup_key",
        );
      if (holder) holder.lookup_key = null;
    }
    const price: TFakePrice = {
      id: newId("price"),
      object: "price",
      active,
      currency: currency.toLowerCase(),
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
      lookup_key: lookupKey,
      product,
      nickname: str(form, "nickname") ?? null,
      recurring,
      type: recurring ? "recurring" : "one_time",
      billing_scheme: "per_unit",
      metadata: mergeMetadata({}, obj(form, "metadata")),
      created: now(),
      livemode: false,
    };
    state.prices.set(price.id, price);
    return price;
  }

  function createCheckoutSession(form: TForm): TFakeCheckoutSession {
    const mode = str(form, "mode");
    if (mode !== "payment" && mode !== "subscription")
      throw new FakeError(400, `Invalid mode: ${mode}`, "mode");
    const successUrl = str(form, "success_url");
    if (!successUrl)
      throw new FakeError(400, "Missing required param: success_url.", "success_url");
    const customer = str(form, "customer") ?? null;
    if (customer) get(state.customers, "customer", customer);
    const lineItems = list(form, "line_items").map((entry, i) => {
      if (typeof entry !== "object" || Array.isArray(entry))
        throw new FakeError(400, "Invalid line item", `line_items[${i}]`);
      const quantity = int(entry, "quantity") ?? 1;
      const priceId = str(entry, "price");
      const priceData = obj(entry, "price_data");
      if (priceId) {
        const price = get(state.prices, "price", priceId);
        if (!price.active)
          throw new FakeError(400, `The price ${priceId} is not active.`, `line_items[${i}]`);
        return { price, quantity };
      }
      if (priceData) return { price: createPrice(priceData, false), quantity };
      throw new FakeError(400, "Each line item needs a price or price_data.", `line_items[${i}]`);
    });
    if (lineItems.length === 0)
      throw new FakeError(400, "Missing required param: line_items.", "line_items");
    const recurring = lineItems.some((l) => l.price.recurring !== null);
    if (mode === "subscription" && !recurring)
      throw new FakeError(
        400,
        "You must provide at least one recurring price in `subscription` mode.",
        "line_items",
      );
    if (mode === "payment" && recurring)
      throw new FakeError(
        400,
        "You specified `payment` mode but passed a recurring price.",
        "line_items",
      );
    const subscriptionData = obj(form, "subscription_data");
    const paymentIntentData = obj(form, "payment_intent_data");
    if (mode === "payment" && subscriptionData)
      throw new FakeError(
        400,
        "You can not pass `subscription_data` in `payment` mode.",
        "subscription_data",
      );
    if (mode === "subscription" && paymentIntentData)
      throw new FakeError(
        400,
        "You can not pass `payment_intent_data` in `subscription` mode.",
        "payment_intent_data",
      );
    const trialDays = int(subscriptionData, "trial_period_days") ?? null;
    const subtotal = lineItems.reduce((sum, l) => sum + l.price.unit_amount * l.quantity, 0);
    const id = newId("cs_test");
    const session: TFakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      customer,
      client_reference_id: str(form, "client_reference_id") ?? null,
      metadata: mergeMetadata({}, obj(form, "metadata")),
      success_url: successUrl,
      cancel_url: str(form, "cancel_url") ?? null,
      url: `${baseUrl}/checkout/${id}`,
      amount_subtotal: subtotal,
      // A trial charges nothing today, as Stripe's session reports it.
      amount_total: trialDays ? 0 : subtotal,
      currency: "usd",
      subscription: null,
      payment_intent: null,
      invoice: null,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    state.sessions.set(id, session);
    setups.set(id, {
      lineItems,
      subscriptionMetadata: mergeMetadata({}, obj(subscriptionData, "metadata")),
      trialDays,
      paymentIntentMetadata: mergeMetadata({}, obj(paymentIntentData, "metadata")),
    });
    return session;
  }

  /** A succeeded payment intent with its charge, as a card payment leaves them. */
  function pay(amount: number, customer: string | null, metadata: Record<string, string>) {
    const paymentIntent: TFakePaymentIntent = {
      id: newId("pi"),
      object: "payment_intent",
      amount,
      amount_received: amount,
      currency: "usd",
      customer,
      status: "succeeded",
      latest_charge: null,
      metadata,
      created: now(),
      livemode: false,
    };
    const charge: TFakeCharge = {
      id: newId("ch"),
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: "succeeded",
      currency: "usd",
      customer,
      payment_intent: paymentIntent.id,
      metadata: {},
      created: now(),
      livemode: false,
    };
    paymentIntent.latest_charge = charge.id;
    state.paymentIntents.set(paymentIntent.id, paymentIntent);
    state.charges.set(charge.id, charge);
    return { paymentIntent, charge };
  }

  /** A paid invoice of a subscription's period, with its payment when it charged anything. */
  function invoiceFor(sub: TFakeSubscription, amount: number, reason: string) {
    const item = sub.items.data[0];
    const invoice: TFakeInvoice = {
      id: newId("in"),
      object: "invoice",
      customer: sub.customer,
      status: "paid",
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      currency: "usd",
      billing_reason: reason,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
      },
      status_transitions: {
        finalized_at: now(),
        paid_at: now(),
        marked_uncollectible_at: null,
        voided_at: null,
      },
      period_start: item?.current_period_start ?? now(),
      period_end: item?.current_period_end ?? now(),
      metadata: {},
      created: now(),
      livemode: false,
    };
    state.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    let paid: ReturnType<typeof pay> | null = null;
    if (amount > 0) {
      paid = pay(amount, sub.customer, {});
      const invoicePayment: TFakeInvoicePayment = {
        id: newId("inpay"),
        object: "invoice_payment",
        invoice: invoice.id,
        amount_paid: amount,
        amount_requested: amount,
        currency: "usd",
        is_default: true,
        payment: { type: "payment_intent", payment_intent: paid.paymentIntent.id },
        status: "paid",
        status_transitions: { canceled_at: null, paid_at: now() },
        created: now(),
        livemode: false,
      };
      state.invoicePayments.set(invoicePayment.id, invoicePayment);
    }
    return { invoice, paymentIntent: paid?.paymentIntent ?? null, charge: paid?.charge ?? null };
  }

  /**
   * Completes a checkout as a person paying on Stripe's page would: paid, it creates the
   * subscription (trialing when the session asked for trial days) with its first invoice, or the
   * payment intent of a one-time payment. Unpaid, the session is complete with its payment
   * pending (a bank debit that has not cleared): nothing is created.
   */
  function completeCheckout(sessionId: string, options: { paid: boolean }): TCompletedCheckout {
    const session = get(state.sessions, "checkout session", sessionId);
    const setup = setups.get(sessionId);
    if (!setup) throw notFound("checkout session", sessionId);
    if (session.status !== "open") throw new Error(`fake: session ${sessionId} is not open`);
    session.status = "complete";
    const result: TCompletedCheckout = {
      session,
      subscription: null,
      invoice: null,
      paymentIntent: null,
      charge: null,
    };
    if (!options.paid) return result;
    let customer = session.customer;
    if (!customer) {
      customer = newId("cus");
      state.customers.set(customer, {
        id: customer,
        object: "customer",
        email: null,
        metadata: {},
        created: now(),
        livemode: false,
      });
      session.customer = customer;
    }
    if (session.mode === "subscription") {
      const start = now();
      const trialEnd = setup.trialDays ? start + setup.trialDays * 86_400 : null;
      const subId = newId("sub");
      const items = setup.lineItems.map(({ price, quantity }): TFakeSubscriptionItem => {
        const recurring = price.recurring ?? { interval: "month", interval_count: 1 };
        return {
          id: newId("si"),
          object: "subscription_item",
          price,
          quantity,
          subscription: subId,
          current_period_start: start,
          // During a trial, Stripe's current period is the trial.
          current_period_end: trialEnd ?? addInterval(start, recurring),
          metadata: {},
          created: start,
        };
      });
      const sub: TFakeSubscription = {
        id: subId,
        object: "subscription",
        customer,
        status: trialEnd ? "trialing" : "active",
        items: listOf(`/v1/subscription_items?subscription=${subId}`, items),
        metadata: { ...setup.subscriptionMetadata },
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        trial_start: trialEnd ? start : null,
        trial_end: trialEnd,
        latest_invoice: null,
        start_date: start,
        created: start,
        currency: "usd",
        livemode: false,
      };
      state.subscriptions.set(sub.id, sub);
      const first = invoiceFor(sub, session.amount_total, "subscription_create");
      Object.assign(result, { subscription: sub, ...first });
      session.subscription = sub.id;
      session.invoice = first.invoice.id;
      session.payment_status = session.amount_total > 0 ? "paid" : "no_payment_required";
    } else {
      const paid = pay(session.amount_total, customer, { ...setup.paymentIntentMetadata });
      Object.assign(result, paid);
      session.payment_intent = paid.paymentIntent.id;
      session.payment_status = "paid";
    }
    return result;
  }

  /** Starts a subscription's next period, paid: what Stripe does at the period's end. */
  function renewSubscription(id: string) {
    const sub = get(state.subscriptions, "subscription", id);
    const item = sub.items.data[0];
    if (!item) throw new Error(`fake: subscription ${id} has no item`);
    const start = item.current_period_end ?? now();
    item.current_period_start = start;
    item.current_period_end = addInterval(
      start,
      item.price.recurring ?? { interval: "month", interval_count: 1 },
    );
    sub.status = "active";
    return invoiceFor(sub, item.price.unit_amount * item.quantity, "subscription_cycle");
  }

  /** Refunds a charge, fully unless an amount is given. */
  function refundCharge(chargeId: string, amount?: number): TFakeCharge {
    const charge = get(state.charges, "charge", chargeId);
    charge.amount_refunded = Math.min(
      charge.amount,
      charge.amount_refunded + (amount ?? charge.amount - charge.amount_refunded),
    );
    charge.refunded = charge.amount_refunded >= charge.amount;
    return charge;
  }

  function updateSubscription(id: string, form: TForm): TFakeSubscription {
    const sub = get(state.subscriptions, "subscription", id);
    const keys = Object.keys(form).filter((k) => k !== "expand");
    if (sub.status === "canceled" && keys.some((k) => k !== "metadata"))
      throw new FakeError(
        400,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    const proration = str(form, "proration_behavior");
    if (proration && !["always_invoice", "create_prorations", "none"].includes(proration))
      throw new FakeError(400, `Invalid proration_behavior: ${proration}`, "proration_behavior");
    const cancelAtPeriodEnd = bool(form, "cancel_at_period_end");
    const cancelAt = str(form, "cancel_at");
    if (cancelAtPeriodEnd !== undefined && cancelAt !== undefined)
      throw new FakeError(
        400,
        "You may only specify one of these parameters: cancel_at, cancel_at_period_end.",
      );
    for (const [i, entry] of list(form, "items").entries()) {
      if (typeof entry !== "object" || Array.isArray(entry))
        throw new FakeError(400, "Invalid item", `items[${i}]`);
      const itemId = str(entry, "id");
      const item = sub.items.data.find((it) => it.id === itemId);
      if (!item) throw new FakeError(400, `No such subscription item: '${itemId}'`, `items[${i}]`);
      const priceId = str(entry, "price");
      if (!priceId) continue;
      const price = get(state.prices, "price", priceId);
      if (!price.recurring)
        throw new FakeError(400, "The price must be recurring.", `items[${i}][price]`);
      const previous = item.price;
      const intervalChanged =
        item.price.recurring?.interval !== price.recurring.interval ||
        item.price.recurring?.interval_count !== price.recurring.interval_count;
      item.price = price;
      // A new interval restarts the billing cycle today (Stripe resets the anchor); the same
      // interval keeps the period. Trials keep their end either way.
      if (intervalChanged && sub.status !== "trialing") {
        item.current_period_start = now();
        item.current_period_end = addInterval(now(), price.recurring);
      }
      // Stripe charges the prorated difference at once; the fake charges the whole difference.
      if (proration === "always_invoice" && sub.status === "active")
        invoiceFor(
          sub,
          Math.max(0, price.unit_amount - previous.unit_amount),
          "subscription_update",
        );
    }
    if (cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = cancelAtPeriodEnd;
      // Recent API versions show a booked cancellation's date in cancel_at as well.
      const periodEnd = sub.items.data[0]?.current_period_end ?? sub.current_period_end ?? null;
      sub.cancel_at = cancelAtPeriodEnd ? periodEnd : null;
    }
    if (cancelAt !== undefined) {
      sub.cancel_at = cancelAt === "" ? null : Number(cancelAt);
      sub.cancel_at_period_end = false;
    }
    sub.metadata = mergeMetadata(sub.metadata, obj(form, "metadata"));
    return sub;
  }

  function cancelSubscription(id: string): TFakeSubscription {
    const sub = get(state.subscriptions, "subscription", id);
    if (sub.status === "canceled")
      throw new FakeError(400, `The subscription ${id} has already been canceled.`);
    sub.status = "canceled";
    sub.canceled_at = now();
    sub.ended_at = now();
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    return sub;
  }

  function expandedSession(session: TFakeCheckoutSession, expand: TFormValue[]) {
    return {
      ...session,
      subscription:
        expand.includes("subscription") && session.subscription
          ? get(state.subscriptions, "subscription", session.subscription)
          : session.subscription,
      payment_intent:
        expand.includes("payment_intent") && session.payment_intent
          ? get(state.paymentIntents, "payment intent", session.payment_intent)
          : session.payment_intent,
      invoice:
        expand.includes("invoice") && session.invoice
          ? get(state.invoices, "invoice", session.invoice)
          : session.invoice,
    };
  }

  /** The API: one Stripe-shaped answer for each route the adapter calls. */
  const routes: [method: string, path: RegExp, answer: (id: string, params: TForm) => unknown][] = [
    [
      "POST",
      /^\/v1\/customers$/,
      (_, params) => {
        const customer: TFakeCustomer = {
          id: newId("cus"),
          object: "customer",
          email: str(params, "email") ?? null,
          metadata: mergeMetadata({}, obj(params, "metadata")),
          created: now(),
          livemode: false,
        };
        state.customers.set(customer.id, customer);
        return customer;
      },
    ],
    ["GET", /^\/v1\/customers\/([^/]+)$/, (id) => get(state.customers, "customer", id)],
    [
      "GET",
      /^\/v1\/prices$/,
      (_, params) => {
        const lookupKeys = list(params, "lookup_keys");
        const active = bool(params, "active");
        const data = [...state.prices.values()]
          .filter((p) => lookupKeys.length === 0 || lookupKeys.includes(p.lookup_key ?? ""))
          .filter((p) => active === undefined || p.active === active)
          // Newest first, as Stripe lists.
          .reverse()
          .slice(0, int(params, "limit") ?? 10);
        return listOf("/v1/prices", data);
      },
    ],
    ["POST", /^\/v1\/prices$/, (_, params) => createPrice(params, bool(params, "active") ?? true)],
    ["GET", /^\/v1\/prices\/([^/]+)$/, (id) => get(state.prices, "price", id)],
    ["POST", /^\/v1\/checkout\/sessions$/, (_, params) => createCheckoutSession(params)],
    [
      "GET",
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (id, params) =>
        expandedSession(get(state.sessions, "checkout session", id), list(params, "expand")),
    ],
    [
      "POST",
      /^\/v1\/billing_portal\/sessions$/,
      (_, params) => {
        const customer = str(params, "customer");
        if (!customer) throw new FakeError(400, "Missing required param: customer.", "customer");
        get(state.customers, "customer", customer);
        const portalId = newId("bps");
        return {
          id: portalId,
          object: "billing_portal.session",
          customer,
          return_url: str(params, "return_url") ?? null,
          url: `${baseUrl}/portal/${portalId}`,
          created: now(),
          livemode: false,
        };
      },
    ],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (id) => get(state.subscriptions, "subscription", id)],
    ["POST", /^\/v1\/subscriptions\/([^/]+)$/, (id, params) => updateSubscription(id, params)],
    ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, (id) => cancelSubscription(id)],
    ["GET", /^\/v1\/invoices\/([^/]+)$/, (id) => get(state.invoices, "invoice", id)],
    ["GET", /^\/v1\/charges\/([^/]+)$/, (id) => get(state.charges, "charge", id)],
    [
      "GET",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (id) => get(state.paymentIntents, "payment intent", id),
    ],
    [
      "GET",
      /^\/v1\/invoice_payments$/,
      (_, params) => {
        const intent = str(obj(params, "payment"), "payment_intent");
        const invoice = str(params, "invoice");
        const data = [...state.invoicePayments.values()].filter(
          (p) =>
            (intent === undefined || p.payment.payment_intent === intent) &&
            (invoice === undefined || p.invoice === invoice),
        );
        return listOf("/v1/invoice_payments", data.slice(0, int(params, "limit") ?? 10));
      },
    ],
  ];

  function route(method: string, path: string, params: TForm): unknown {
    for (const [m, pattern, answer] of routes) {
      const match = m === method ? pattern.exec(path) : null;
      if (match) return answer(decodeURIComponent(match[1] ?? ""), params);
    }
    throw new FakeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Stripe's hosted checkout, reduced to a Pay button and a way back (for browser tests). */
  function checkoutPage(res: ServerResponse, method: string, sessionId: string, action?: string) {
    const session = state.sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain" }).end("No such checkout session");
      return;
    }
    if (method === "POST" && action === "pay") {
      if (session.status === "open") completeCheckout(sessionId, { paid: true });
      const target = session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", sessionId);
      res.writeHead(303, { location: target }).end();
      return;
    }
    const cancel = session.cancel_url ?? "/";
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>` +
          `<p>${session.amount_total} cents (${session.mode})</p>` +
          `<form method="post" action="/checkout/${sessionId}/pay"><button>Pay</button></form>` +
          `<a href="${encodeURI(cancel)}">Back</a>`,
      );
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks).toString("utf8");
    const pageMatch = /^\/checkout\/([^/]+)(?:\/(pay))?$/.exec(url.pathname);
    if (pageMatch?.[1]) {
      checkoutPage(res, method, pageMatch[1], pageMatch[2]);
      return;
    }
    const send = (status: number, payload: unknown) =>
      res
        .writeHead(status, {
          "content-type": "application/json",
          "request-id": newId("req"),
          "stripe-version": Stripe.API_VERSION,
        })
        .end(JSON.stringify(payload));
    const params = method === "POST" ? parseForm(body) : parseForm(url.search.slice(1));
    state.requests.push({ method, path: url.pathname, params });
    try {
      if (!/^Bearer sk_/.test(req.headers.authorization ?? ""))
        throw new FakeError(401, "You did not provide an API key.");
      send(200, route(method, url.pathname, params));
    } catch (error) {
      const e =
        error instanceof FakeError
          ? error
          : new FakeError(500, error instanceof Error ? error.message : String(error));
      send(e.status, {
        error: {
          type: e.status >= 500 ? "api_error" : "invalid_request_error",
          message: e.message,
          ...(e.param ? { param: e.param } : {}),
          ...(e.code ? { code: e.code } : {}),
        },
      });
    }
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    url: baseUrl,
    state,
    /** Stripe's webhook signer, so signedWebhook can be handed the fake. */
    webhooks: Stripe.webhooks,
    completeCheckout,
    renewSubscription,
    refundCharge,
    /** Changes a subscription the way something outside the adapter would (Stripe's dashboard). */
    setSubscription(id: string, patch: Partial<TFakeSubscription>): TFakeSubscription {
      return Object.assign(get(state.subscriptions, "subscription", id), patch);
    },
    /** Changes a subscription's only item (its period, say). */
    setSubscriptionItem(id: string, patch: Partial<TFakeSubscriptionItem>): TFakeSubscriptionItem {
      const item = get(state.subscriptions, "subscription", id).items.data[0];
      if (!item) throw new Error(`fake: subscription ${id} has no item`);
      return Object.assign(item, patch);
    },
    /** An invoice of no subscription (a one-off invoice sent from the dashboard). */
    createInvoice(fields: Partial<TFakeInvoice> & { customer: string }): TFakeInvoice {
      const invoice: TFakeInvoice = {
        id: newId("in"),
        object: "invoice",
        status: "paid",
        amount_due: 0,
        amount_paid: 0,
        amount_remaining: 0,
        currency: "usd",
        billing_reason: "manual",
        parent: null,
        status_transitions: {
          finalized_at: now(),
          paid_at: now(),
          marked_uncollectible_at: null,
          voided_at: null,
        },
        period_start: now(),
        period_end: now(),
        metadata: {},
        created: now(),
        livemode: false,
        ...fields,
      };
      state.invoices.set(invoice.id, invoice);
      return invoice;
    },
    /** The requests received to one method and path, oldest first. */
    requestsTo(method: string, path: string | RegExp): TFakeRequest[] {
      return state.requests.filter(
        (r) =>
          r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
      );
    },
    clearRequests(): void {
      state.requests.length = 0;
    },
    /** A Stripe event around an object, as a webhook delivers it. */
    event<T extends { id: string }>(type: string, object: T, options: { id?: string } = {}) {
      return {
        id: options.id ?? newId("evt"),
        object: "event" as const,
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    close(): Promise<void> {
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps its connections alive; without this close waits for them to time out.
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A webhook delivery signed as Stripe signs it: the body and the headers to hand parseWebhook.
 * `signer` is anything carrying Stripe's webhook helpers (the fake, a Stripe client, or the Stripe
 * class); `timestamp` (seconds) signs as of another time, to test the tolerance.
 */
export function signedWebhook(
  signer: { webhooks: Pick<Stripe["webhooks"], "generateTestHeaderString"> },
  payload: object,
  secret: string,
  options: { timestamp?: number } = {},
): { body: string; headers: Headers } {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return {
    body,
    headers: new Headers({ "content-type": "application/json", "stripe-signature": signature }),
  };
}
