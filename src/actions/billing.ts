"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import {
  ZChangePlan,
  ZGuestCheckout,
  ZManageAddon,
  ZPayTestCheckout,
  ZResendReceipt,
  ZStartCheckout,
} from "@/lib/schemas/billing";
import { defineAction, definePublicAction } from "@/server/action";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { findLocalCheckout, payLocalCheckout } from "@/server/billing/local-provider";
import {
  applyProviderEvents,
  cancelAddon,
  cancelSubscription,
  changePlan,
  resumeAddon,
  resumeSubscription,
} from "@/server/billing/manage-subscription";
import { openBillingPortal } from "@/server/billing/open-billing-portal";
import { resendReceipt } from "@/server/billing/send-receipt";
import { startCheckout } from "@/server/billing/start-checkout";
import { guestSuccessPathOf, startGuestCheckout } from "@/server/billing/start-guest-checkout";

/** Opens a checkout for a plan or an add-on; the page then goes to the address it answers with. */
export const startCheckoutAction = defineAction({
  name: "start-checkout",
  input: ZStartCheckout,
  handler: (input, { userId, headers }) => startCheckout({ ...input, userId, headers }),
});

/**
 * A bundle or promotion bought without an account (issue #17): the email the purchase waits for,
 * then the payment page. A signed-in person buys through startCheckoutAction instead.
 */
const startGuestCheckoutOnce = definePublicAction({
  name: "start-guest-checkout",
  input: ZGuestCheckout,
  handler: (input, { headers }) => startGuestCheckout({ ...input, headers }),
});

/** The offer pages' email form: on success, on to the payment page (it works without script). */
export async function startGuestCheckoutAction(state: unknown, formData?: FormData) {
  const result = await startGuestCheckoutOnce(state, formData);
  if (!result.ok) return result;
  redirect(result.data.url);
}

// Public: a guest checkout (issue #17) is paid without a session, opened by its random id as a
// provider's hosted page is; an account's checkout still needs its owner's session.
const payTestCheckout = definePublicAction({
  name: "pay-test-checkout",
  input: ZPayTestCheckout,
  // The card number and code are kept too: they are Stripe's public test numbers, not real cards.
  handler: async (input, { headers }) => {
    const userId = (await getCurrentSession())?.user.id ?? null;
    const event = await payLocalCheckout({ userId, sessionId: input.session, card: input });
    await applyProviderEvents([event], headers);
    if (event.type !== "checkout.completed") throw new AppError("checkout-not-found");
    const checkout = await findLocalCheckout({ userId, sessionId: input.session });
    return {
      checkoutId: event.checkoutId,
      trial: event.subscription?.status === "trialing",
      guest: checkout?.guestCheckout ? { source: checkout.source } : null,
    };
  },
});

/** The /test-checkout form: pays with a test card, then shows the confirmation. */
export async function payTestCheckoutAction(state: unknown, formData?: FormData) {
  const result = await payTestCheckout(state, formData);
  if (!result.ok) return result;
  const { checkoutId, trial, guest } = result.data;
  const page = guest
    ? guestSuccessPathOf(guest.source)
    : trial
      ? "/free-trial-success"
      : "/payment-success";
  redirect(`${page}?checkout=${checkoutId}`);
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

/** The account page: a monthly add-on stops at its period's end, and nothing more is charged. */
export const cancelAddonAction = defineAction({
  name: "cancel-addon",
  input: ZManageAddon,
  handler: async (input, { userId, headers }) => {
    await cancelAddon({ userId, addonType: input.addonType, headers });
    revalidatePath("/account");
  },
});

/** The account page: a cancelled monthly add-on renews again, before its period ends. */
export const resumeAddonAction = defineAction({
  name: "resume-addon",
  input: ZManageAddon,
  handler: async (input, { userId, headers }) => {
    await resumeAddon({ userId, addonType: input.addonType, headers });
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
