import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { guestPlaceholderEmail, lookupEmailOf } from "@/domain/account/guest-merge";
import { findOffer } from "@/domain/billing/catalogue";
import { AppError } from "@/lib/errors";
import { writeAuditLog } from "../audit/write-audit-log";
import { consumeRateLimit, getIpRateRule } from "../auth/consume-rate-limit";
import { createProfile } from "../auth/create-profile";
import { getDb } from "../db/client";
import { profile, user } from "../db/schema";
import { getRequestIpBucket } from "../request-ip";
import { startCheckout } from "./start-checkout";

/** Where a guest lands after paying: the bundle page, or the affiliate's (spec 2). */
export function guestSuccessPathOf(source: string | null | undefined): string {
  return source === "affiliate" ? "/affiliate-payment-success" : "/bundle-success";
}

/**
 * Who a guest checkout buys for (spec 4, issue #17): an account whose owner has proven this email
 * gets the purchase straight away; otherwise the guest waiting for this email, or a new one. A
 * guest's user row carries a placeholder address, so the buyer can still sign up with theirs; an
 * unproven account with the same email never receives it (it may not be the buyer's).
 */
export async function findOrCreateBuyer(
  email: string,
  now = new Date(),
): Promise<{ userId: string; kind: "account" | "guest" }> {
  const address = lookupEmailOf(email);
  const db = getDb();
  const [account] = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, address));
  if (account?.emailVerified) return { userId: account.id, kind: "account" };
  const [guest] = await db
    .select({ id: profile.userId })
    .from(profile)
    .where(
      and(
        eq(profile.guestEmail, address),
        eq(profile.isGuestAccount, true),
        eq(profile.pendingMergeWithAuthUser, true),
      ),
    )
    .limit(1);
  if (guest) return { userId: guest.id, kind: "guest" };
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(user).values({ id, name: "", email: guestPlaceholderEmail(id) });
    await createProfile({ userId: id, signupMethod: null, landing: null, now }, tx);
    await tx
      .update(profile)
      .set({ isGuestAccount: true, pendingMergeWithAuthUser: true, guestEmail: address })
      .where(eq(profile.userId, id));
  });
  return { userId: id, kind: "guest" };
}

/**
 * Opens a checkout for an offer (a bundle or a promotion) for a buyer without a session, who gives
 * only an email. Limited per IP like sign-up: each one can create a guest account.
 */
export async function startGuestCheckout(input: {
  email: string;
  offerId: string;
  source?: string | null;
  headers: Headers;
  now?: Date;
}): Promise<{ url: string; checkoutId: string }> {
  const offer = findOffer(input.offerId);
  if (!offer) throw new AppError("plan-unknown");
  const limit = await consumeRateLimit(
    `guest-checkout-ip:${getRequestIpBucket(input.headers)}`,
    getIpRateRule(),
  );
  if (!limit.allowed) throw new AppError("too-many-requests");
  const buyer = await findOrCreateBuyer(input.email, input.now);
  const opened = await startCheckout({
    userId: buyer.userId,
    offerId: offer.id,
    source: input.source,
    guest: true,
    successPath: guestSuccessPathOf(input.source),
    cancelPath: `${offer.path}?cancelled=1`,
    headers: input.headers,
    now: input.now,
  });
  await writeAuditLog({
    action: "billing_guest_checkout_started",
    userId: buyer.userId,
    resourceType: "checkout",
    resourceId: opened.checkoutId,
    headers: input.headers,
  });
  return opened;
}
