import "server-only";
import { AppError } from "@/lib/errors";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { logger } from "../logger";
import { findCustomerId } from "./billing-records";
import { getProviderNamed } from "./get-payment-provider";

/** The address of Stripe's customer portal for the person, or null when they have no Stripe customer. */
export async function openBillingPortal(userId: string): Promise<string | null> {
  const customerId = await findCustomerId(getDb(), userId, "stripe");
  if (!customerId) return null;
  try {
    return await (await getProviderNamed("stripe")).openBillingPortal({
      customerId,
      returnUrl: `${getEnv().APP_URL}/account`,
    });
  } catch (error) {
    logger.error({ err: error }, "billing: could not open the customer portal");
    throw new AppError("payment-provider-unavailable", { cause: error });
  }
}
