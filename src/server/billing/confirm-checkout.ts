import "server-only";
import { eq } from "drizzle-orm";
import { productOfKey, type TPricedProduct } from "@/domain/billing/catalogue";
import { getDb } from "../db/client";
import { checkoutSessions, profile } from "../db/schema";
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
      /** A guest checkout's (issue #17): the email the purchase waits for; null once in an account. */
      waitingFor: string | null;
    }
  | { status: "pending"; product: TPricedProduct }
  | { status: "not-found" };

/** The email a guest's purchase waits for, while its buyer is still a guest (issue #17). */
async function waitingEmailOf(checkoutId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ email: profile.guestEmail, pending: profile.pendingMergeWithAuthUser })
    .from(checkoutSessions)
    .innerJoin(profile, eq(profile.userId, checkoutSessions.userId))
    .where(eq(checkoutSessions.id, checkoutId));
  return row?.pending ? row.email : null;
}

/**
 * What /payment-success shows: the checkout's state as the provider has it, never as the address
 * says. A paid checkout whose webhook has not arrived yet is applied now, so access starts at
 * once; the webhook later finds it done.
 */
export async function confirmCheckout(input: {
  /** The signed-in person; null for a visitor, who can confirm only a guest checkout. */
  userId: string | null;
  checkoutId: string;
  headers?: Headers;
}): Promise<TCheckoutConfirmation> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, input.checkoutId));
  const product = row ? productOfKey(row.productKey) : null;
  if (!row || !product || !(row.guestCheckout || row.userId === input.userId))
    return { status: "not-found" };
  const done = async () =>
    ({
      status: "complete",
      product,
      trial: (row.trialDays ?? 0) > 0,
      amountCents: row.amountCents,
      source: row.source,
      waitingFor: row.guestCheckout ? await waitingEmailOf(row.id) : null,
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
