import "server-only";
import { and, eq, or } from "drizzle-orm";
import { FREE_TRIAL_DAYS, findPlan, priceProduct, productKeyOf } from "@/domain/billing/catalogue";
import { currentPlanOf, planChangeOf } from "@/domain/billing/plan-change";
import { CHECKOUT_CONTEXT_TTL_MS } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { findAccessFacts } from "../access/require-feature";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { checkoutSessions, purchases, subscriptions, trialClaims, user } from "../db/schema";
import { getEnv } from "../env";
import { logger } from "../logger";
import { findCustomerId } from "./billing-records";
import { emailHashOf } from "./email-hash";
import { getPaymentProvider } from "./get-payment-provider";

export type TStartCheckoutInput = {
  userId: string;
  planId?: string | null;
  addonType?: string | null;
  itemId?: string | null;
  /** Start the 7-day free trial (spec 9) instead of paying today. */
  trial?: boolean;
  /** Where the person chose to buy (spec 2's source parameter), kept with the checkout. */
  source?: string | null;
  headers?: Headers;
  now?: Date;
};

/** Whether this person (by account or by email) has had the free trial already. */
export async function hasHadTrial(userId: string, email: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: trialClaims.id })
    .from(trialClaims)
    .where(or(eq(trialClaims.userId, userId), eq(trialClaims.emailHash, emailHashOf(email))));
  return rows.length > 0;
}

/**
 * Opens a checkout for one product of the catalogue and answers with the address to send the person
 * to: the provider's hosted page (Stripe's, or our /test-checkout). What is sold and at what price
 * comes from the catalogue and the person's current plan, never from the request: a tampered
 * planId is refused, and a person who already has the plan, or already had the trial, is told so.
 */
export async function startCheckout(
  input: TStartCheckoutInput,
): Promise<{ url: string; checkoutId: string }> {
  const now = input.now ?? new Date();
  const priced = priceProduct(input);
  if (!priced) throw new AppError("plan-unknown");
  const db = getDb();
  const [person] = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!person) throw new AppError("session-ended");
  const facts = await findAccessFacts(input.userId);
  const current = currentPlanOf(facts.profile?.subscription ?? null, now);

  let amountCents = priced.priceCents;
  let replaces: string | null = null;
  let trialDays: number | null = null;
  const product = priced.product;
  if (product.kind === "plan") {
    const change = planChangeOf(current, product.tier);
    switch (change.kind) {
      case "new":
        break;
      case "same":
        throw new AppError("already-on-plan");
      case "buy-then-cancel": {
        const [row] = await db
          .select({ id: subscriptions.providerSubscriptionId })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, input.userId),
              eq(subscriptions.providerSubscriptionId, facts.profile?.subscription?.id ?? ""),
            ),
          );
        replaces = row?.id ?? null;
        break;
      }
      case "pay-difference":
        amountCents = change.amountCents;
        break;
      case "not-available":
        throw new AppError("plan-change-not-available", { message: change.reason });
      default:
        throw new AppError("use-switch-plan");
    }
    if (input.trial) {
      if (!findPlan(product.tier)?.trial) throw new AppError("trial-not-available");
      if (current) throw new AppError("trial-needs-no-plan");
      if (await hasHadTrial(input.userId, person.email)) throw new AppError("trial-used");
      trialDays = FREE_TRIAL_DAYS;
    }
  } else {
    if (input.trial) throw new AppError("trial-not-available");
    const addons = facts.profile?.addons ?? {};
    if (product.itemId) {
      const owned = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, input.userId),
            eq(purchases.productId, `${product.addonType}:${product.itemId}`),
            eq(purchases.status, "completed"),
          ),
        );
      if (owned.length > 0) throw new AppError("already-owned");
    } else if (
      (product.addonType === "discordRole" || product.addonType === "expertVideoCalls") &&
      addons[product.addonType]?.active
    ) {
      throw new AppError("already-on-plan");
    }
  }

  const provider = await getPaymentProvider();
  const [checkout] = await db
    .insert(checkoutSessions)
    .values({
      userId: input.userId,
      provider: provider.name,
      productKey: productKeyOf(product),
      mode: priced.mode,
      amountCents,
      trialDays,
      replacesSubscriptionId: replaces,
      source: input.source?.slice(0, 64) ?? null,
      expiresAt: new Date(now.getTime() + CHECKOUT_CONTEXT_TTL_MS),
    })
    .returning();
  if (!checkout) throw new Error("checkout row not written");
  const appUrl = getEnv().APP_URL;
  let opened: { providerSessionId: string; url: string };
  try {
    opened = await provider.createCheckout({
      checkoutId: checkout.id,
      userId: input.userId,
      email: person.email,
      customerId: await findCustomerId(db, input.userId, provider.name),
      product: priced,
      amountCents,
      trialDays,
      successUrl: `${appUrl}/${trialDays ? "free-trial-success" : "payment-success"}?checkout=${checkout.id}`,
      cancelUrl: `${appUrl}/go-pro?cancelled=1`,
    });
  } catch (error) {
    logger.error(
      { err: error, checkoutId: checkout.id },
      "billing: the provider refused to open a checkout",
    );
    await db
      .update(checkoutSessions)
      .set({ status: "expired" })
      .where(eq(checkoutSessions.id, checkout.id));
    throw new AppError("payment-provider-unavailable", { cause: error });
  }
  await db
    .update(checkoutSessions)
    .set({ providerSessionId: opened.providerSessionId })
    .where(eq(checkoutSessions.id, checkout.id));
  await writeAuditLog({
    action: "billing_checkout_started",
    userId: input.userId,
    resourceType: "checkout",
    resourceId: checkout.id,
    headers: input.headers,
  });
  return { url: opened.url, checkoutId: checkout.id };
}
