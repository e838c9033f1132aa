import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { formatPrice } from "@/domain/billing/catalogue";
import { formatDate } from "@/lib/format-date";
import { getDb } from "../db/client";
import { profile, purchases, user } from "../db/schema";
import { escapeHtml } from "../email/escape-html";
import { sendEmail, type TEmail } from "../email/send-email";
import { getEnv } from "../env";
import { logger } from "../logger";

/** The receipt for one payment: what, how much, when, and where to see or cancel the plan. */
export function receiptEmail(input: {
  to: string;
  name: string;
  description: string;
  amountCents: number;
  paidAt: Date;
  receiptNumber: string;
  accountUrl: string;
  /**
   * Bought without an account (issue #17): the address to create one with this email, where the
   * purchase waits, instead of the account page.
   */
  signUpUrl?: string;
}): TEmail {
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const next = input.signUpUrl
    ? [
        `To use it, create your free Wristwise account with this email address: ${input.signUpUrl}`,
        "Then open the link in the confirmation email we send you. Your purchase joins your account as soon as you confirm, however long you take.",
      ]
    : [
        `Your plan, renewal date and payment history are on your account page: ${input.accountUrl}`,
        "You can cancel a renewing plan there at any time; you keep access to the end of the period you paid for.",
      ];
  const nextHtml = input.signUpUrl
    ? `<p>To use it, <a href="${escapeHtml(input.signUpUrl)}">create your free Wristwise account</a> with this email address, then open the link in the confirmation email we send you. Your purchase joins your account as soon as you confirm, however long you take.</p>`
    : `<p>Your plan, renewal date and payment history are on <a href="${escapeHtml(input.accountUrl)}">your account page</a>. You can cancel a renewing plan there at any time; you keep access to the end of the period you paid for.</p>`;
  const lines = [
    greeting,
    "",
    "Thank you. This is your receipt from Wristwise.",
    "",
    `Item: ${input.description}`,
    `Amount paid: ${formatPrice(input.amountCents)} (USD)`,
    `Date: ${formatDate(input.paidAt)}`,
    `Receipt number: ${input.receiptNumber}`,
    "",
    ...next,
    "",
    "The Wristwise team",
  ];
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Thank you. This is your receipt from Wristwise.</p>
<table>
<tr><th align="left">Item</th><td>${escapeHtml(input.description)}</td></tr>
<tr><th align="left">Amount paid</th><td>${escapeHtml(formatPrice(input.amountCents))} (USD)</td></tr>
<tr><th align="left">Date</th><td>${escapeHtml(formatDate(input.paidAt))}</td></tr>
<tr><th align="left">Receipt number</th><td>${escapeHtml(input.receiptNumber)}</td></tr>
</table>
${nextHtml}
<p>The Wristwise team</p>`;
  return {
    to: input.to,
    subject: `Your Wristwise receipt: ${input.description}`,
    text: lines.join("\n"),
    html,
  };
}

/** A receipt's number as the person reads it: short, and the same every time it is sent. */
export function receiptNumberOf(purchaseId: string): string {
  return `WW-${purchaseId.replace(/-/g, "").slice(0, 10).toUpperCase()}`;
}

async function sendReceiptFor(
  row: typeof purchases.$inferSelect,
  to: { email: string; name: string; guest: boolean },
) {
  const appUrl = getEnv().APP_URL.replace(/\/$/, "");
  await sendEmail(
    receiptEmail({
      to: to.email,
      name: to.name,
      description: row.description ?? row.productId,
      amountCents: row.amountCents,
      paidAt: row.completedAt ?? row.createdAt,
      receiptNumber: receiptNumberOf(row.id),
      accountUrl: `${appUrl}/account`,
      signUpUrl: to.guest
        ? `${appUrl}/signup?email=${encodeURIComponent(to.email)}&returnTo=%2Faccount`
        : undefined,
    }),
  );
}

/** Where a person's receipts go: a guest's buyer address, else the account's own. */
async function findContact(
  userId: string,
): Promise<{ email: string; name: string; guest: boolean } | null> {
  const [row] = await getDb()
    .select({
      email: user.email,
      name: user.name,
      guestEmail: profile.guestEmail,
      pending: profile.pendingMergeWithAuthUser,
    })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    email: row.guestEmail ?? row.email,
    name: row.name,
    guest: row.guestEmail !== null && row.pending === true,
  };
}

/**
 * Emails a receipt for each paid purchase that has none yet. Runs after the payment is recorded;
 * a failure is logged and the receipt stays due (the payment itself is never undone by email).
 */
export async function sendPendingReceipts(userId: string): Promise<void> {
  try {
    const db = getDb();
    const person = await findContact(userId);
    if (!person) return;
    const due = await db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          eq(purchases.status, "completed"),
          isNull(purchases.receiptSentAt),
          gt(purchases.amountCents, 0),
        ),
      );
    for (const row of due) {
      // Claimed first, so two requests finishing at once send one receipt.
      const claimed = await db
        .update(purchases)
        .set({ receiptSentAt: new Date() })
        .where(and(eq(purchases.id, row.id), isNull(purchases.receiptSentAt)))
        .returning({ id: purchases.id });
      if (claimed.length > 0) await sendReceiptFor(row, person);
    }
  } catch (error) {
    logger.error({ err: error, userId }, "billing: receipt email failed");
  }
}

/** Sends a receipt again, on the person's request from their payment history. */
export async function resendReceipt(input: {
  userId: string;
  purchaseId: string;
}): Promise<boolean> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.userId)));
  const person = await findContact(input.userId);
  if (!row || !person || row.amountCents <= 0) return false;
  await sendReceiptFor(row, person);
  await db.update(purchases).set({ receiptSentAt: new Date() }).where(eq(purchases.id, row.id));
  return true;
}
