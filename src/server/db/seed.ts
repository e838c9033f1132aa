import "server-only";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { quickDashScoreOf, type TQuickDashAnswer } from "@/domain/assessment/quickdash";
import {
  priceProduct,
  productKeyOf,
  type TOfferId,
  type TPaidTier,
} from "@/domain/billing/catalogue";
import { TEST_CARD_SUCCESS } from "@/domain/billing/test-card";
import { CHECKOUT_CONTEXT_TTL_MS } from "@/lib/constants";
import { getAuth } from "../auth/auth";
import { createProfile } from "../auth/create-profile";
import { applyBillingEvent } from "../billing/apply-billing-event";
import { emailHashOf } from "../billing/email-hash";
import { payLocalCheckout } from "../billing/local-provider";
import { findOrCreateBuyer } from "../billing/start-guest-checkout";
import { createOnboardingNotifications } from "../notifications/notifications";
import { getDb } from "./client";
import { DEMO_ACCOUNTS, type TDemoAccount } from "./demo-accounts";
import {
  account as authAccount,
  checkoutSessions,
  localSubscriptions,
  medicalScreenings,
  outcomeMeasures,
  profile,
  purchases,
  trialClaims,
  user,
} from "./schema";
import { seedLoadHistory } from "./seed-load-history";
import { seedProgressHistory } from "./seed-progress-history";

/**
 * Buys a demo account's plan the way a person does, on the local provider with its test card, so
 * the demo's billing records, the provider's books and the profile agree, and the plan renews (or
 * can be cancelled) like any other. Receipts are marked sent: demo accounts get no email.
 */
async function buyDemoPlan(
  userId: string,
  product: { planId: TPaidTier } | { offerId: TOfferId },
  now: Date,
): Promise<void> {
  const db = getDb();
  const priced = priceProduct(product);
  if (!priced) throw new Error(`seed: nothing sold as ${JSON.stringify(product)}`);
  const id = randomUUID();
  await db.insert(checkoutSessions).values({
    id,
    userId,
    provider: "local",
    providerSessionId: `cs_local_${id}`,
    productKey: productKeyOf(priced.product),
    mode: priced.mode,
    amountCents: priced.priceCents,
    source: "seed",
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHECKOUT_CONTEXT_TTL_MS),
  });
  const event = await payLocalCheckout({
    userId,
    sessionId: `cs_local_${id}`,
    card: { name: "Demo", number: TEST_CARD_SUCCESS, expiry: "12/40", cvc: "123" },
    now,
  });
  await applyBillingEvent(event, { sendReceipts: false });
  await db.update(purchases).set({ receiptSentAt: now }).where(eq(purchases.userId, userId));
}

// Each password's hash, made once a process: scrypt is slow on purpose (about 0.2 s of CPU), and
// tests seed the same demo accounts before every test.
const passwordHashes = new Map<string, Promise<string>>();

async function hashOf(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = getAuth().$context.then((auth) => auth.password.hash(password));
    passwordHashes.set(password, hash);
  }
  return hash;
}

async function createDemoUser(account: TDemoAccount): Promise<string> {
  if (account.password) {
    // The rows an email sign-up makes (the user, its password sign-in, its profile), with the
    // address proven, as if its owner had opened the link (issue #17). Nobody is signed in.
    const id = randomUUID();
    const password = await hashOf(account.password);
    await getDb().transaction(async (tx) => {
      await tx
        .insert(user)
        .values({ id, name: account.name, email: account.email, emailVerified: true });
      await tx.insert(authAccount).values({
        id: randomUUID(),
        userId: id,
        accountId: id,
        providerId: "credential",
        password,
      });
      await createProfile({ userId: id, signupMethod: "email_password", landing: null }, tx);
    });
    return id;
  }
  // A guest account, as checkout creates it: no credentials, and its email on the profile.
  const buyer = await findOrCreateBuyer(account.email);
  await getDb().update(user).set({ name: account.name }).where(eq(user.id, buyer.userId));
  return buyer.userId;
}

/** Replaces the demo accounts with fresh ones, one per state the product's rules care about. */
export async function seedDemoAccounts(now = new Date()): Promise<TDemoAccount[]> {
  const db = getDb();
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const existing = [
    ...(await db.select({ id: user.id }).from(user).where(inArray(user.email, emails))),
    // Guests hold their address on the profile (issue #17).
    ...(await db
      .select({ id: profile.userId })
      .from(profile)
      .where(inArray(profile.guestEmail, emails))),
  ];
  // Demo purchases are not tax records: remove them too (real deletions keep them unlinked).
  if (existing.length > 0)
    await db.delete(purchases).where(
      inArray(
        purchases.userId,
        existing.map((u) => u.id),
      ),
    );
  if (existing.length > 0)
    await db.delete(user).where(
      inArray(
        user.id,
        existing.map((u) => u.id),
      ),
    );
  // The local provider's books and the trial claims are not tied to the user row.
  if (existing.length > 0)
    await db.delete(localSubscriptions).where(
      inArray(
        localSubscriptions.userId,
        existing.map((u) => u.id),
      ),
    );
  await db.delete(trialClaims).where(inArray(trialClaims.emailHash, emails.map(emailHashOf)));
  for (const account of DEMO_ACCOUNTS) await seedAccount(account, now);
  await seedLoadHistory(now);
  await seedProgressHistory(now);
  return DEMO_ACCOUNTS;
}

/** One account in the state `account` describes: profile, QuickDASH, screening and plan. */
export async function seedAccount(account: TDemoAccount, now: Date): Promise<string> {
  const db = getDb();
  const userId = await createDemoUser(account);
  const patch = account.profile(now);
  if (Object.keys(patch).length > 0)
    await db.update(profile).set(patch).where(eq(profile.userId, userId));
  if (patch.assessmentCompleted)
    await createOnboardingNotifications(userId, db, patch.assessmentCompletedAt ?? now);
  if (account.quickDashAnswers) {
    const answers = account.quickDashAnswers as TQuickDashAnswer[];
    await db.insert(outcomeMeasures).values({
      userId,
      instrument: "quickdash",
      score: quickDashScoreOf(answers).score,
      answers: { items: answers, work: null },
      createdAt: patch.assessmentCompletedAt ?? now,
    });
  }
  // The safety screen's history starts with the assessment's own answers (issue #14).
  const screen = patch.assessmentData?.medicalScreen;
  if (screen)
    await db.insert(medicalScreenings).values({
      userId,
      answers: screen.answers,
      level: screen.level,
      source: "assessment",
      answeredAt: new Date(screen.answeredAt),
      clearedAt: screen.clearance ? new Date(screen.clearance.confirmedAt) : null,
    });
  if (account.subscription) await buyDemoPlan(userId, { planId: account.subscription.tier }, now);
  if (account.offer) await buyDemoPlan(userId, { offerId: account.offer }, now);
  return userId;
}
