"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import {
  ZChangePlan,
  ZPayTestCheckout,
  ZResendReceipt,
  ZStartCheckout,
} from "@/lib/schemas/billing";
import { defineAction } from "@/server/action";
import { payLocalCheckout } from "@/server/billing/local-provider";
import {
  applyProviderEvents,
  cancelSubscription,
  changePlan,
  resumeSubscription,
} from "@/server/billing/manage-subscription";
import { openBillingPortal } from "@/server/billing/open-billing-portal";
import { resendReceipt } from "@/server/billing/send-receipt";
import { startCheckout } from "@/server/billing/start-checkout";

/** Opens a checkout for a plan or an add-on; the page then goes to the address it answers with. */
export const startCheckoutAction = defineAction({
  name: "start-checkout",
  input: ZStartCheckout,
  handler: (input, { userId, headers }) => startCheckout({ ...input, userId, headers }),
});

const payTestCheckout = defineAction({
  name: "pay-test-checkout",
  input: ZPayTestCheckout,
  // The card number and code are kept too: they are Stripe's public test numbers, not real cards.
  handler: async (input, { userId, headers }) => {
    const event = await payLocalCheckout({ userId, sessionId: input.session, card: input });
    await applyProviderEvents([event], headers);
    if (event.type !== "checkout.completed") throw new AppError("checkout-not-found");
    return { checkoutId: event.checkoutId, trial: event.subscription?.status === "trialing" };
  },
});

/** The /test-checkout form: pays with a test card, then shows the confirmation. */
export async function payTestCheckoutAction(state: unknown, formData?: FormData) {
  const result = await payTestCheckout(state, formData);
  if (!result.ok) return result;
  const page = result.data.trial ? "/free-trial-success" : "/payment-success";
  redirect(`${page}?checkout=${result.data.checkoutId}`);
}

export const cancelSubscriptionAction = defineAction({
  name: "cancel-subscription",
  input: z.object({}).strict(),
  handler: async (_input, { userId, headers }) => {
    await cancelSubscription({ userId, headers });
    revalidatePath("/account");
  },
});

export const resumeSubscriptionAction = defineAction({
  name: "resume-subscription",
  input: z.object({}).strict(),
  handler: async (_input, { userId, headers }) => {
    await resumeSubscription({ userId, headers });
    revalidatePath("/account");
  },
});

/** /switch-plan: an upgrade now, a downgrade from the period's end, or the trial's plan. */
export const changePlanAction = defineAction({
  name: "change-plan",
  input: ZChangePlan,
  handler: async (input, { userId, headers }) => {
    const outcome = await changePlan({ userId, planId: input.planId, headers });
    revalidatePath("/account");
    return outcome;
  },
});

export const resendReceiptAction = defineAction({
  name: "resend-receipt",
  input: ZResendReceipt,
  handler: async (input, { userId }) => {
    if (!(await resendReceipt({ userId, purchaseId: input.purchaseId })))
      throw new AppError("receipt-not-found");
  },
});

/** Stripe's customer portal (cards and invoices); null with the local provider, which has none. */
export const openBillingPortalAction = defineAction({
  name: "open-billing-portal",
  input: z.object({}).strict(),
  handler: (_input, { userId }) => openBillingPortal(userId),
});
