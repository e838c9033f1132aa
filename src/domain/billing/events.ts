// The normalised billing events (issue #13): what every payment provider's news becomes before it
// touches a record. Stripe's webhooks and the local provider both emit exactly these.
import type { TSubscriptionTimes } from "./subscription-state";

export type TProviderName = "local" | "stripe";

/** A subscription as the provider has it now (Stripe's is re-read, never taken from the event). */
export type TProviderSubscription = TSubscriptionTimes & {
  id: string;
  customerId: string;
  /** From the subscription's metadata; null when the provider doesn't know it. */
  userId: string | null;
  /** catalogue productKeyOf of what it bills now: "plan:annual", "addon:discordRole". */
  productKey: string;
  currentPeriodStart: Date | null;
};

/** One payment taken: a one-time purchase, or one period of a subscription. */
export type TProviderPayment = {
  /** The provider's id for it (Stripe: the payment intent, or the invoice for a renewal). */
  ref: string;
  amountCents: number;
  productKey: string;
  subscriptionId: string | null;
  customerId: string | null;
  paidAt: Date;
};

type TEventBase = { id: string; provider: TProviderName };

export type TBillingEvent = TEventBase &
  (
    | {
        type: "checkout.completed";
        /** Our checkout_sessions.id, carried through the provider as client_reference_id. */
        checkoutId: string;
        userId: string;
        customerId: string | null;
        subscription: TProviderSubscription | null;
        payment: TProviderPayment | null;
      }
    | { type: "subscription.updated"; subscription: TProviderSubscription }
    | { type: "payment.succeeded"; payment: TProviderPayment }
    | { type: "payment.failed"; subscriptionId: string | null; customerId: string | null }
    | { type: "payment.refunded"; paymentRef: string; refundedAt: Date }
    /** An event type Wristwise has no use for: acknowledged, nothing changes. */
    | { type: "ignored"; providerType: string }
  );
