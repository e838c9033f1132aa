import "server-only";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { quickDashScoreOf, type TQuickDashAnswer } from "@/domain/assessment/quickdash";
import { getAuth } from "../auth/auth";
import { createProfile } from "../auth/create-profile";
import { createOnboardingNotifications } from "../notifications/notifications";
import { getDb } from "./client";
import { DEMO_ACCOUNTS, type TDemoAccount } from "./demo-accounts";
import { outcomeMeasures, profile, purchases, subscriptions, user } from "./schema";
import { seedLoadHistory } from "./seed-load-history";
import { seedProgressHistory } from "./seed-progress-history";

const PRICES_CENTS = {
  core: 900,
  "1month": 1900,
  annual: 9900,
  lifetime_community: 24900,
} as const;
const PERIODS = {
  core: "monthly",
  "1month": "monthly",
  annual: "annual",
  lifetime_community: "lifetime",
} as const;

async function createDemoUser(account: TDemoAccount): Promise<string> {
  if (account.password) {
    const result = await getAuth().api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    });
    return result.user.id;
  }
  // A guest account: a user row with no credentials, as checkout creates it.
  const id = randomUUID();
  await getDb().insert(user).values({ id, name: account.name, email: account.email });
  await createProfile({
    userId: id,
    signupMethod: "email_password",
    landing: { page: "/appcheckout", source: "checkout" },
  });
  return id;
}

/** Replaces the demo accounts with fresh ones, one per state the product's rules care about. */
export async function seedDemoAccounts(now = new Date()): Promise<TDemoAccount[]> {
  const db = getDb();
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const existing = await db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
  // Demo purchases are not tax records: remove them too (real deletions keep them unlinked).
  if (existing.length > 0)
    await db.delete(purchases).where(
      inArray(
        purchases.userId,
        existing.map((u) => u.id),
      ),
    );
  await db.delete(user).where(inArray(user.email, emails));
  for (const account of DEMO_ACCOUNTS) {
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
    const sub = account.subscription;
    if (sub) {
      const end =
        sub.periodDays === null ? null : new Date(now.getTime() + sub.periodDays * 86_400_000);
      await db.insert(subscriptions).values({
        userId,
        tier: sub.tier,
        status: "active",
        period: PERIODS[sub.tier],
        provider: "local",
        providerSubscriptionId: `sub_demo_${sub.tier}`,
        customerId: `cus_demo_${sub.tier}`,
        currentPeriodEnd: end,
        expiresAt: end,
      });
      await db.insert(purchases).values({
        userId,
        productType: sub.periodDays === null ? "lifetime" : "subscription",
        productId: sub.tier,
        amountCents: PRICES_CENTS[sub.tier],
        status: "completed",
        grantsPremium: sub.tier !== "core",
        provider: "local",
        completedAt: now,
      });
    }
  }
  await seedLoadHistory(now);
  await seedProgressHistory(now);
  return DEMO_ACCOUNTS;
}
