import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { billingCustomers, purchases, subscriptions } from "../db/schema";
import { receiptNumberOf } from "./send-receipt";

export type TPaymentRow = {
  id: string;
  description: string;
  amountCents: number;
  status: "completed" | "refunded" | "pending" | "failed";
  paidAt: string;
  receiptNumber: string;
};

/** The account page's billing: payment history (newest first), the saved card, a booked downgrade. */
export async function findBillingOverview(userId: string) {
  const db = getDb();
  const [history, customers, planSubs] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.completedAt), desc(purchases.createdAt))
      .limit(50),
    db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
    db
      .select({
        id: subscriptions.providerSubscriptionId,
        scheduledTier: subscriptions.scheduledTier,
        provider: subscriptions.provider,
        providerStatus: subscriptions.providerStatus,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId))),
  ]);
  return {
    payments: history.map(
      (p): TPaymentRow => ({
        id: p.id,
        description: p.description ?? p.productId,
        amountCents: p.amountCents,
        status: p.status,
        paidAt: (p.completedAt ?? p.createdAt).toISOString(),
        receiptNumber: receiptNumberOf(p.id),
      }),
    ),
    cardLast4: customers.find((c) => c.provider === "local")?.cardLast4 ?? null,
    hasStripeCustomer: customers.some((c) => c.provider === "stripe"),
    subscriptions: planSubs,
  };
}
