import "server-only";
import { and, eq, or } from "drizzle-orm";
import { addonStatusOf } from "@/domain/billing/addon-status";
import {
  FREE_TRIAL_DAYS,
  findOffer,
  findPlan,
  priceProduct,
  productKeyOf,
} from "@/domain/billing/catalogue";
import { offerStatusOf } from "@/domain/billing/offer-status";
import { currentPlanOf, planChangeOf } from "@/domain/billing/plan-change";
import { CHECKOUT_CONTEXT_TTL_MS } from "@/lib/constants";
import { dayKeyOf } from "@/lib/day";
import { AppError } from "@/lib/errors";
import { findAccessFacts } from "../access/require-feature";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import {
  checkoutSessions,
  profile,
  purchases,
  subscriptions,
  trialClaims,
  user,
} from "../db/schema";
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
  /** A bundle or promotion (issue #17). */
  offerId?: string | null;
  /** Start the 7-day free trial (spec 9) instead of paying today. */
  trial?: boolean;
  /** Where the person chose to buy (spec 2's source parameter), kept with the checkout. */
  source?: string | null;
  /** Opened without a session by a buyer who gave an email (issue #17). */
  guest?: boolean;
  /** Where the provider sends the buyer after paying, and after turning back. */
  successPath?: string;
  cancelPath?: string;
  headers?: Headers;
  now?: Date;
};

/** The person's renewing subscription that a one-time plan bought now replaces. */
async function renewingSubscriptionOf(
  userId: string,
  subscriptionId: string | undefined,
): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.providerSubscriptionId, subscriptionId ?? ""),
      ),
    );
  return row?.id ?? null;
}

/** The product ids of the person's completed purchases ("ebooks:typing-without-pain"). */
export async function ownedProductIdsOf(userId: string): Promise<Set<string>> {
  const rows = await getDb()
    .select({ productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, "completed")));
  return new Set(rows.map((r) => r.productId));
}

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
  const [row] = await db
    .select({ email: user.email, guestEmail: profile.guestEmail })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, input.userId));
  if (!row) throw new AppError("session-ended");
  // A guest's user row holds a placeholder: receipts and the provider get the buyer's address.
  const person = { email: row.guestEmail ?? row.email };
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
      case "buy-then-cancel":
        replaces = await renewingSubscriptionOf(input.userId, facts.profile?.subscription?.id);
        break;
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
  } else if (product.kind === "offer") {
    if (input.trial) throw new AppError("trial-not-available");
    const offer = findOffer(product.offerId);
    if (!offer) throw new AppError("offer-ended");
    const status = offerStatusOf({
      offer,
      current,
      owned: await ownedProductIdsOf(input.userId),
      day: dayKeyOf(now, "UTC"),
    });
    // A bundle with a plan in it replaces a renewing plan once paid, as buying the plan alone does.
    if (status === "replaces-renewing")
      replaces = await renewingSubscriptionOf(input.userId, facts.profile?.subscription?.id);
    else if (status !== "available")
      throw new AppError(
        status === "ended"
          ? "offer-ended"
          : status === "already-owned"
            ? status
            : "offer-not-for-your-plan",
      );
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
    } else {
      const status = addonStatusOf({
        addonType: product.addonType,
        tier: facts.tier,
        addons,
        now,
      });
      if (status === "included-in-plan") throw new AppError("addon-included-in-plan");
      if (status === "active") throw new AppError("addon-active");
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
      guestCheckout: input.guest ?? false,
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
      successUrl: `${appUrl}${input.successPath ?? (trialDays ? "/free-trial-success" : "/payment-success")}?checkout=${checkout.id}`,
      cancelUrl: `${appUrl}${input.cancelPath ?? "/go-pro?cancelled=1"}`,
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
