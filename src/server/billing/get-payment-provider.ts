import "server-only";
import { getEnv } from "../env";
import { localProvider } from "./local-provider";
import type { TPaymentProvider } from "./payment-provider";

let stripe: { key: string; provider: TPaymentProvider } | undefined;

/** Stripe's adapter, loaded only where a Stripe key is configured (the SDK stays out otherwise). */
async function stripeProvider(): Promise<TPaymentProvider | null> {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return null;
  const key = `${env.STRIPE_SECRET_KEY}|${env.STRIPE_WEBHOOK_SECRET ?? ""}|${env.STRIPE_API_URL ?? ""}`;
  if (stripe?.key !== key) {
    const { createStripeProvider } = await import("./stripe-provider");
    stripe = {
      key,
      provider: createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
        apiUrl: env.STRIPE_API_URL ?? null,
      }),
    };
  }
  return stripe.provider;
}

/** The provider new checkouts go to: Stripe when STRIPE_SECRET_KEY is set, else the local one. */
export async function getPaymentProvider(): Promise<TPaymentProvider> {
  return (await stripeProvider()) ?? localProvider;
}

/**
 * The provider that holds an existing record. A subscription bought on the local provider stays
 * there even after Stripe is configured; one bought on Stripe needs Stripe's key to be changed.
 */
export async function getProviderNamed(name: string): Promise<TPaymentProvider> {
  if (name === "local") return localProvider;
  const provider = name === "stripe" ? await stripeProvider() : null;
  if (provider) return provider;
  throw Object.assign(new Error(`payment provider ${name} is not configured`), {
    code: "provider-missing",
  });
}
