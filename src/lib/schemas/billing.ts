import { z } from "zod";
import { RENEWING_ADDON_TYPES } from "@/domain/billing/addon-status";
import { ZTestCard } from "@/domain/billing/test-card";
import { ZEmail } from "./auth";

const ZShortId = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "That plan isn't one we offer.");

/** A checkout request: one plan, or one add-on (with its item for a one-time add-on). Never a price. */
export const ZStartCheckout = z
  .object({
    planId: ZShortId.optional(),
    addonType: ZShortId.optional(),
    itemId: ZShortId.optional(),
    /** A bundle or promotion (issue #17). */
    offerId: ZShortId.optional(),
    trial: z.boolean().optional(),
    source: z.string().trim().max(64).optional(),
  })
  .strict()
  .refine(
    (v) =>
      [v.planId, v.addonType, v.offerId].filter((x) => x !== undefined).length === 1 &&
      (v.offerId === undefined || (v.itemId === undefined && !v.trial)),
    { message: "Choose one plan, one add-on or one offer." },
  );

/**
 * A visitor's checkout for a bundle or promotion (issue #17): the email the purchase waits for.
 * Not strict: it arrives as FormData, which carries React's own action fields.
 */
export const ZGuestCheckout = z.object({
  email: ZEmail,
  offerId: ZShortId,
  source: z.string().trim().max(64).optional(),
});

/** A local checkout's id as the local provider makes it (`cs_local_` and a UUID). */
export const LOCAL_CHECKOUT_ID = /^cs_local_[0-9a-f-]{36}$/;

export const ZPayTestCheckout = ZTestCard.extend({
  session: z.string().max(128).regex(LOCAL_CHECKOUT_ID, "This checkout link isn't valid."),
});

export const ZChangePlan = z.object({ planId: ZShortId }).strict();

/** Cancelling or resuming a monthly add-on on the account page: which one, nothing else. */
export const ZManageAddon = z
  .object({
    addonType: z.enum(RENEWING_ADDON_TYPES, "That isn't an add-on you can cancel or resume."),
  })
  .strict();

export const ZResendReceipt = z
  .object({ purchaseId: z.uuid("That receipt could not be found.") })
  .strict();
