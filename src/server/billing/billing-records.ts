import "server-only";
import { and, eq } from "drizzle-orm";
import {
  billingSnapshotOf,
  type TPurchaseRecord,
  type TSubscriptionRecord,
} from "@/domain/billing/billing-snapshot";
import { isPaidTier } from "@/domain/billing/catalogue";
import type { TDb } from "../db/client";
import { billingCustomers, profile, purchases, subscriptions } from "../db/schema";

/** A database handle or an open transaction. */
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];
type TExecutor = TDb | TTx;

/** The person's billing records, as the snapshot rule reads them. */
export async function findBillingRecords(
  db: TExecutor,
  userId: string,
): Promise<{ subscriptions: TSubscriptionRecord[]; purchases: TPurchaseRecord[] }> {
  const [subRows, purchaseRows] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select().from(purchases).where(eq(purchases.userId, userId)),
  ]);
  return {
    subscriptions: subRows.map((s) => ({
      id: s.id,
      provider: s.provider,
      providerSubscriptionId: s.providerSubscriptionId,
      customerId: s.customerId,
      tier: isPaidTier(s.tier) ? s.tier : null,
      addonType: s.addonType ?? null,
      callsRemaining: s.callsRemaining,
      createdAt: s.createdAt,
      status: s.providerStatus,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      trialEnd: s.trialEnd,
      endedAt: s.endedAt,
    })),
    purchases: purchaseRows.map((p) => ({
      id: p.id,
      productType: p.productType,
      productId: p.productId,
      status: p.status,
      completedAt: p.completedAt,
      provider: p.provider,
      customerId: p.customerId,
    })),
  };
}

/**
 * Writes the profile's billing fields (spec 3) from every billing record the person has, inside the
 * caller's transaction: the access rules read the profile, so it changes with the records or not at
 * all.
 */
export async function refreshProfileBilling(
  db: TExecutor,
  userId: string,
  now: Date,
): Promise<void> {
  const records = await findBillingRecords(db, userId);
  const snapshot = billingSnapshotOf({ ...records, now });
  await db
    .update(profile)
    .set({
      subscription: snapshot.subscription,
      subscriptionStatus: snapshot.subscriptionStatus,
      isPro: snapshot.isPro,
      planType: snapshot.planType,
      stripeCustomerId: snapshot.stripeCustomerId,
      addons: snapshot.addons,
    })
    .where(eq(profile.userId, userId));
}

/** The person's customer id at a provider, or null before their first checkout there. */
export async function findCustomerId(
  db: TExecutor,
  userId: string,
  provider: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.id ?? null;
}
