import "server-only";
import type { TPricedProduct } from "@/domain/billing/catalogue";
import type { TBillingEvent, TProviderName, TProviderSubscription } from "@/domain/billing/events";

export type TCheckoutRequest = {
  /** Our checkout_sessions.id: the provider hands it back with the completion. */
  checkoutId: string;
  userId: string;
  email: string;
  /** The person's customer at this provider, when they already have one. */
  customerId: string | null;
  product: TPricedProduct;
  /** What this checkout charges (the price, or the difference when one lifetime plan replaces another). */
  amountCents: number;
  trialDays: number | null;
  /** Where the provider sends the person after paying: /payment-success?checkout={checkoutId}. */
  successUrl: string;
  /** Where the provider sends the person who turns back. */
  cancelUrl: string;
};

export type TProviderCheckout = { providerSessionId: string; url: string };

/**
 * A payment provider (issue #13): Stripe in production, the local one by default. Every method
 * that changes something answers with the normalised events it caused, which the caller applies
 * through applyBillingEvent exactly as it applies a webhook's; a webhook for the same change later
 * finds the records already in that state.
 */
export interface TPaymentProvider {
  readonly name: TProviderName;
  createCheckout(request: TCheckoutRequest): Promise<TProviderCheckout>;
  /** The completion event of a checkout if it has been paid (or its trial started); else null. */
  retrieveCheckout(providerSessionId: string): Promise<TBillingEvent | null>;
  /** The provider's own page for cards and invoices, or null when it has none (local). */
  openBillingPortal(input: { customerId: string; returnUrl: string }): Promise<string | null>;
  /** Moves a subscription to another product: now (prorated) or from the end of the period. */
  changePlan(input: {
    subscriptionId: string;
    productKey: string;
    when: "now" | "period-end" | "trial";
  }): Promise<TBillingEvent[]>;
  /** Cancels at the end of the period, or at once. */
  cancel(input: { subscriptionId: string; atPeriodEnd: boolean }): Promise<TBillingEvent[]>;
  /** Undoes a cancellation at the period's end. */
  resume(input: { subscriptionId: string }): Promise<TBillingEvent[]>;
  /**
   * The subscription as the provider has it now, as an event (with any renewals it took since it
   * was last read): how out-of-order or missed webhooks are made right.
   */
  syncSubscription(subscriptionId: string): Promise<TBillingEvent[]>;
  /** Verifies a webhook on its raw body and turns it into a normalised event; throws when forged. */
  parseWebhook(rawBody: string, headers: Headers): Promise<TBillingEvent>;
}

/** Lets a subscription's state travel as a plain object in tests and logs. */
export type { TProviderSubscription };
