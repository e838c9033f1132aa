import "server-only";
import { eq } from "drizzle-orm";
import { productOfKey, type TPricedProduct } from "@/domain/billing/catalogue";
import { getDb } from "../db/client";
import { checkoutSessions } from "../db/schema";
import { logger } from "../logger";
import { getProviderNamed } from "./get-payment-provider";
import { applyProviderEvents } from "./manage-subscription";

export type TCheckoutConfirmation =
  | {
      status: "complete";
      product: TPricedProduct;
      trial: boolean;
      amountCents: number;
      source: string | null;
    }
  | { status: "pending"; product: TPricedProduct }
  | { status: "not-found" };

/**
 * What /payment-success shows: the checkout's state as the provider has it, never as the address
 * says. A paid checkout whose webhook has not arrived yet is applied now, so access starts at
 * once; the webhook later finds it done.
 */
export async function confirmCheckout(input: {
  userId: string;
  checkoutId: string;
  headers?: Headers;
}): Promise<TCheckoutConfirmation> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, input.checkoutId));
  const product = row ? productOfKey(row.productKey) : null;
  if (!row || row.userId !== input.userId || !product) return { status: "not-found" };
  const done = () =>
    ({
      status: "complete",
      product,
      trial: (row.trialDays ?? 0) > 0,
      amountCents: row.amountCents,
      source: row.source,
    }) as const;
  if (row.status === "complete") return done();
  if (!row.providerSessionId) return { status: "pending", product };
  try {
    const event = await (await getProviderNamed(row.provider)).retrieveCheckout(
      row.providerSessionId,
    );
    if (!event) return { status: "pending", product };
    await applyProviderEvents([event], input.headers);
    return done();
  } catch (error) {
    logger.error({ err: error, checkoutId: row.id }, "billing: could not confirm a checkout");
    return { status: "pending", product };
  }
}
