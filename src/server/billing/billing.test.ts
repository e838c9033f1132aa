// The purchase flow end to end on the local provider (issue #13): checkout, the test card, access
// at once, double clicks and replays, the trial, cancel and resume, renewals, switching, refunds.
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { TBillingEvent } from "@/domain/billing/events";
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from "@/domain/billing/test-card";
import { isEntitledToCommunityRole } from "@/domain/community/discord-role";
import { ERROR_MESSAGES } from "@/lib/errors";
import { getAccessFacts } from "../access/get-access-facts";
import { requireFeature } from "../access/require-feature";
import { deleteAccount } from "../account/delete-account";
import { getDb } from "../db/client";
import {
  auditLog,
  checkoutSessions,
  emailOutbox,
  localPayments,
  localSubscriptions,
  profile,
  purchases,
  subscriptions,
} from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { idOf } from "../db/testing/id-of";
import { resetTestDb } from "../db/testing/reset-test-db";
import { applyBillingEvent } from "./apply-billing-event";
import { confirmCheckout } from "./confirm-checkout";
import { failLocalRenewal, payLocalCheckout } from "./local-provider";
import {
  applyProviderEvents,
  cancelAddon,
  cancelSubscription,
  changePlan,
  refreshBilling,
  resumeAddon,
  resumeSubscription,
} from "./manage-subscription";
import { startCheckout } from "./start-checkout";

const CARD = { name: "Fay Free", number: TEST_CARD_SUCCESS, expiry: "12/40", cvc: "123" };
const DAY = 86_400_000;

async function sessionOf(url: string): Promise<string> {
  const session = new URL(url, "http://x").searchParams.get("session");
  if (!session) throw new Error(url);
  return session;
}

/** Buys through the same calls the pages make: checkout, pay with a card, apply. */
async function buy(
  userId: string,
  options: { planId?: string; addonType?: string; itemId?: string; trial?: boolean },
) {
  const { url, checkoutId } = await startCheckout({ userId, ...options });
  const event = await payLocalCheckout({ userId, sessionId: await sessionOf(url), card: CARD });
  await applyProviderEvents([event]);
  return { checkoutId, event, sessionId: await sessionOf(url) };
}

async function profileOf(userId: string) {
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
  if (!row) throw new Error("profile");
  return row;
}

/** Moves the local provider's clock: the subscription's period (or trial) ended `days` ago. */
async function endPeriod(subscriptionId: string, days = 1) {
  const end = new Date(Date.now() - days * DAY);
  await getDb()
    .update(localSubscriptions)
    .set({
      currentPeriodEnd: end,
      currentPeriodStart: new Date(end.getTime() - 30 * DAY),
      trialEnd: null,
    })
    .where(eq(localSubscriptions.id, subscriptionId));
  // Our record had the same period (the provider's news said so when it started).
  await getDb()
    .update(subscriptions)
    .set({ currentPeriodEnd: end })
    .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
  // The profile's snapshot was written from the old period end; make it due as it would be then.
  const row = await getDb().select().from(profile);
  for (const p of row)
    if (p.subscription?.id === subscriptionId)
      await getDb()
        .update(profile)
        .set({
          subscription: {
            ...p.subscription,
            expiresAt: end.toISOString(),
            currentPeriodEnd: end.toISOString(),
          },
        })
        .where(eq(profile.userId, p.userId));
}

/** As endPeriod, for a monthly add-on: its month ended a day ago, and the snapshot says so. */
async function endAddonPeriod(userId: string, type: "discordRole" | "expertVideoCalls") {
  const id = (await profileOf(userId)).addons[type]?.id ?? "";
  await endPeriod(id);
  const end = new Date(Date.now() - DAY).toISOString();
  const { addons } = await profileOf(userId);
  const addon = addons[type];
  if (!addon) throw new Error(type);
  await getDb()
    .update(profile)
    .set({ addons: { ...addons, [type]: { ...addon, currentPeriodEnd: end, expiresAt: end } } })
    .where(eq(profile.userId, userId));
}

let free: string;
let monthly: string;
beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  free = await idOf("free@demo.wristwise.app");
  monthly = await idOf("monthly@demo.wristwise.app");
});

describe("a free person buys a plan", () => {
  it("gets Pro at once, a receipt by email, and the audit trail", async () => {
    await expect(requireFeature(free, "tracking")).rejects.toMatchObject({
      code: "tracking-locked",
    });
    const { url } = await startCheckout({ userId: free, planId: "annual", source: "dashboard" });
    expect(url).toMatch(/^\/test-checkout\?session=cs_local_[0-9a-f-]{36}$/);
    const event = await payLocalCheckout({
      userId: free,
      sessionId: await sessionOf(url),
      card: CARD,
    });
    await applyProviderEvents([event]);

    const facts = await getAccessFacts(free);
    expect(facts).toMatchObject({ premium: true, tier: "annual", route: { subscribed: true } });
    expect(facts.profile).toMatchObject({
      isPro: true,
      planType: "pro",
      subscriptionStatus: "active",
    });
    expect(facts.profile?.subscription).toMatchObject({
      tier: "annual",
      status: "active",
      cancelAtPeriodEnd: false,
    });
    await expect(requireFeature(free, "tracking")).resolves.toBeTruthy();

    const paid = await getDb().select().from(purchases).where(eq(purchases.userId, free));
    expect(paid).toMatchObject([
      {
        productType: "subscription",
        productId: "annual",
        amountCents: 9900,
        status: "completed",
        grantsPremium: false,
      },
    ]);
    const mail = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "free@demo.wristwise.app"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Your Wristwise receipt: Pro annual");
    expect(mail[0]?.text).toContain("Amount paid: $99 (USD)");

    const actions = (
      await getDb().select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.userId, free))
    ).map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining([
        "billing_checkout_started",
        "billing_subscription_started",
        "billing_purchase_granted",
        "billing_checkout_completed",
      ]),
    );
    const [checkout] = await getDb()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, free));
    expect(checkout).toMatchObject({ status: "complete", source: "dashboard", amountCents: 9900 });
  });

  it("confirms from the provider on the success page, even if the payment was never applied", async () => {
    const { url, checkoutId } = await startCheckout({ userId: free, planId: "1month" });
    // Paid at the provider, but the news never arrived (no webhook, the tab closed).
    await payLocalCheckout({ userId: free, sessionId: await sessionOf(url), card: CARD });
    expect((await getAccessFacts(free)).premium).toBe(false);
    expect(await confirmCheckout({ userId: free, checkoutId })).toMatchObject({
      status: "complete",
    });
    expect((await getAccessFacts(free)).tier).toBe("1month");
    // Someone else's checkout id says nothing.
    expect(await confirmCheckout({ userId: monthly, checkoutId })).toEqual({ status: "not-found" });
  });

  it("never trusts an address: an unpaid checkout is not confirmed", async () => {
    const { checkoutId } = await startCheckout({ userId: free, planId: "1month" });
    expect(await confirmCheckout({ userId: free, checkoutId })).toMatchObject({
      status: "pending",
    });
    expect((await getAccessFacts(free)).premium).toBe(false);
  });

  it("buys a lifetime plan once, which grants Pro by its purchase", async () => {
    await buy(free, { planId: "lifetime" });
    const facts = await getAccessFacts(free);
    expect(facts.tier).toBe("lifetime");
    expect(facts.profile?.subscription).toMatchObject({
      tier: "lifetime",
      status: "active",
      expiresAt: null,
    });
    const [row] = await getDb().select().from(purchases).where(eq(purchases.userId, free));
    expect(row).toMatchObject({
      productType: "plan",
      productId: "lifetime",
      amountCents: 19900,
      grantsPremium: true,
    });
  });

  it("buys a one-time add-on item, and cannot buy it twice", async () => {
    await buy(free, { addonType: "ebooks", itemId: "typing-without-pain" });
    expect((await profileOf(free)).addons.ebooks).toEqual({
      active: true,
      purchased: ["typing-without-pain"],
    });
    expect((await getAccessFacts(free)).premium).toBe(false);
    await expect(
      startCheckout({ userId: free, addonType: "ebooks", itemId: "typing-without-pain" }),
    ).rejects.toMatchObject({
      code: "already-owned",
    });
  });
});

describe("bad input and faults change nothing", () => {
  it.each([["free"], ["annual2"], ["ANNUAL"], ["../annual"], [""]])(
    "refuses the planId %j",
    async (planId) => {
      await expect(startCheckout({ userId: free, planId })).rejects.toMatchObject({
        code: "plan-unknown",
      });
      expect(
        await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.userId, free)),
      ).toHaveLength(0);
    },
  );

  it("declines the decline card with a clear message, charges nothing, and then takes a good card", async () => {
    const { url } = await startCheckout({ userId: free, planId: "annual" });
    const sessionId = await sessionOf(url);
    const paymentsBefore = (await getDb().select().from(localPayments)).length;
    await expect(
      payLocalCheckout({ userId: free, sessionId, card: { ...CARD, number: TEST_CARD_DECLINED } }),
    ).rejects.toMatchObject({
      code: "card-declined",
      field: "number",
      message: ERROR_MESSAGES["card-declined"],
    });
    expect(await getDb().select().from(localPayments)).toHaveLength(paymentsBefore);
    expect((await getAccessFacts(free)).premium).toBe(false);
    const [row] = await getDb()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, free));
    expect(row).toMatchObject({ status: "open", declined: true });
    await applyProviderEvents([await payLocalCheckout({ userId: free, sessionId, card: CARD })]);
    expect((await getAccessFacts(free)).premium).toBe(true);
  });

  it("refuses an expiry in the past", async () => {
    const { url } = await startCheckout({ userId: free, planId: "annual" });
    await expect(
      payLocalCheckout({
        userId: free,
        sessionId: await sessionOf(url),
        card: { ...CARD, expiry: "01/20" },
      }),
    ).rejects.toMatchObject({ code: "card-refused", field: "expiry" });
    expect((await getAccessFacts(free)).premium).toBe(false);
  });

  it("charges once however often Pay is pressed", async () => {
    const { url } = await startCheckout({ userId: free, planId: "annual" });
    const sessionId = await sessionOf(url);
    const results = await Promise.all(
      [1, 2, 3].map(() => payLocalCheckout({ userId: free, sessionId, card: CARD })),
    );
    for (const event of results) await applyProviderEvents([event]);
    await applyProviderEvents([await payLocalCheckout({ userId: free, sessionId, card: CARD })]);
    expect(await getDb().select().from(purchases).where(eq(purchases.userId, free))).toHaveLength(
      1,
    );
    expect(
      await getDb().select().from(subscriptions).where(eq(subscriptions.userId, free)),
    ).toHaveLength(1);
    expect(
      await getDb().select().from(emailOutbox).where(eq(emailOutbox.to, "free@demo.wristwise.app")),
    ).toHaveLength(1);
  });

  it("a replayed event changes nothing", async () => {
    const { event } = await buy(free, { planId: "annual" });
    const before = await profileOf(free);
    expect(await applyBillingEvent(event)).toMatchObject({ applied: false });
    expect(await profileOf(free)).toEqual(before);
    expect(await getDb().select().from(purchases).where(eq(purchases.userId, free))).toHaveLength(
      1,
    );
  });

  it("refuses an expired checkout, and another person's checkout", async () => {
    const { url } = await startCheckout({ userId: free, planId: "annual" });
    const sessionId = await sessionOf(url);
    await expect(
      payLocalCheckout({ userId: monthly, sessionId, card: CARD }),
    ).rejects.toMatchObject({ code: "checkout-not-found" });
    await expect(
      payLocalCheckout({
        userId: free,
        sessionId,
        card: CARD,
        now: new Date(Date.now() + 2 * 3_600_000 + 1),
      }),
    ).rejects.toMatchObject({ code: "checkout-expired" });
    expect((await getAccessFacts(free)).premium).toBe(false);
  });

  it("an event for a checkout we never opened is ignored", async () => {
    const forged: TBillingEvent = {
      id: "evt_forged",
      provider: "local",
      type: "checkout.completed",
      checkoutId: crypto.randomUUID(),
      userId: free,
      customerId: null,
      subscription: null,
      payment: {
        ref: "pi_x",
        amountCents: 1,
        productKey: "plan:lifetime",
        subscriptionId: null,
        customerId: null,
        paidAt: new Date(),
      },
    };
    expect(await applyBillingEvent(forged)).toMatchObject({ applied: true, userId: null });
    expect((await getAccessFacts(free)).premium).toBe(false);
  });

  it("does not sell an add-on the person has, or the chat role Lifetime Community includes", async () => {
    const community = await idOf("community@demo.wristwise.app");
    const checkoutsOf = async (userId: string) =>
      (await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.userId, userId)))
        .length;
    const communityCheckouts = await checkoutsOf(community);
    await expect(
      startCheckout({ userId: community, addonType: "discordRole" }),
    ).rejects.toMatchObject({
      code: "addon-included-in-plan",
      message: ERROR_MESSAGES["addon-included-in-plan"],
    });
    expect(await checkoutsOf(community)).toBe(communityCheckouts);
    // Extra expert calls are not part of the plan, so they are still sold to the same person.
    await expect(
      startCheckout({ userId: community, addonType: "expertVideoCalls" }),
    ).resolves.toMatchObject({ checkoutId: expect.any(String) });

    await buy(free, { addonType: "discordRole" });
    expect((await profileOf(free)).addons.discordRole?.active).toBe(true);
    const freeCheckouts = await checkoutsOf(free);
    await expect(startCheckout({ userId: free, addonType: "discordRole" })).rejects.toMatchObject({
      code: "addon-active",
    });
    expect(await checkoutsOf(free)).toBe(freeCheckouts);

    // Cancelled, and its month over without a word from the provider (a missed webhook): the
    // checkout reads it again first, finds it ended, and sells it again.
    await cancelAddon({ userId: free, addonType: "discordRole" });
    await endAddonPeriod(free, "discordRole");
    await expect(startCheckout({ userId: free, addonType: "discordRole" })).resolves.toMatchObject({
      checkoutId: expect.any(String),
    });
  });

  it("does not sell a person the plan they have", async () => {
    await expect(startCheckout({ userId: monthly, planId: "1month" })).rejects.toMatchObject({
      code: "already-on-plan",
    });
    await expect(startCheckout({ userId: monthly, planId: "annual" })).rejects.toMatchObject({
      code: "use-switch-plan",
    });
  });
});

describe("the 7-day free trial", () => {
  it("grants Pro with nothing charged, once per person, by account and by email", async () => {
    const { checkoutId } = await buy(free, { planId: "annual", trial: true });
    const facts = await getAccessFacts(free);
    expect(facts.premium).toBe(true);
    expect(facts.profile?.subscription?.status).toBe("trialing");
    const end = new Date(facts.profile?.subscription?.expiresAt ?? 0).getTime();
    expect(Math.abs(end - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect(await getDb().select().from(purchases).where(eq(purchases.userId, free))).toHaveLength(
      0,
    );
    expect(await confirmCheckout({ userId: free, checkoutId })).toMatchObject({
      status: "complete",
      trial: true,
    });

    // Cancelled: Pro until the trial's end, then free, never charged.
    await cancelSubscription({ userId: free });
    const [sub] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, free));
    await endPeriod(sub?.providerSubscriptionId ?? "");
    const after = await getAccessFacts(free);
    expect(after.premium).toBe(false);
    expect(await getDb().select().from(purchases).where(eq(purchases.userId, free))).toHaveLength(
      0,
    );

    await expect(
      startCheckout({ userId: free, planId: "annual", trial: true }),
    ).rejects.toMatchObject({ code: "trial-used" });
    // Deleting the account and signing up again with the same email does not give a second trial.
    await deleteAccount({ userId: free });
    const { getAuth } = await import("../auth/auth");
    const again = await getAuth().api.signUpEmail({
      body: { name: "Fay", email: "FREE@demo.wristwise.app", password: "a-long-password-1" },
    });
    await expect(
      startCheckout({ userId: again.user.id, planId: "annual", trial: true }),
    ).rejects.toMatchObject({
      code: "trial-used",
    });
  });

  it("converts to paid when the trial ends", async () => {
    await buy(free, { planId: "1month", trial: true });
    const [sub] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, free));
    await endPeriod(sub?.providerSubscriptionId ?? "");
    const facts = await getAccessFacts(free);
    expect(facts.profile?.subscription).toMatchObject({ status: "active", tier: "1month" });
    expect(await getDb().select().from(purchases).where(eq(purchases.userId, free))).toMatchObject([
      { productId: "1month", amountCents: 1499, description: "Pro monthly, renewal" },
    ]);
    const actions = (
      await getDb().select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.userId, free))
    ).map((r) => r.a);
    expect(actions).toContain("billing_trial_converted");
  });

  it.each([["lifetime"], ["core"]])("is not offered on %s", async (planId) => {
    await expect(startCheckout({ userId: free, planId, trial: true })).rejects.toMatchObject({
      code: "trial-not-available",
    });
  });
});

describe("a monthly add-on is cancelled and resumed on its own", () => {
  it("stops at its period's end, leaves the plan and the other add-on alone, and can resume", async () => {
    await buy(monthly, { addonType: "discordRole" });
    await buy(monthly, { addonType: "expertVideoCalls" });
    const addonsOf = async () => (await profileOf(monthly)).addons;
    expect((await addonsOf()).discordRole).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
    });

    await cancelAddon({ userId: monthly, addonType: "discordRole" });
    let row = await profileOf(monthly);
    // Cancelled, still running: the role stays until the end of the month paid for.
    expect(row.addons.discordRole).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(row.addons.expertVideoCalls).toMatchObject({ active: true, cancelAtPeriodEnd: false });
    expect(row.subscription).toMatchObject({ tier: "1month", cancelAtPeriodEnd: false });
    // Twice is the same as once.
    await cancelAddon({ userId: monthly, addonType: "discordRole" });
    expect((await addonsOf()).discordRole?.cancelAtPeriodEnd).toBe(true);

    await resumeAddon({ userId: monthly, addonType: "discordRole" });
    expect((await addonsOf()).discordRole).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
    });
    await resumeAddon({ userId: monthly, addonType: "discordRole" });
    expect((await addonsOf()).discordRole?.cancelAtPeriodEnd).toBe(false);

    // Cancelled again, and its month runs out: it ends, is not charged again, cannot be resumed.
    await cancelAddon({ userId: monthly, addonType: "discordRole" });
    const addonId = (await addonsOf()).discordRole?.id ?? "";
    await endPeriod(addonId);
    const paidBefore = (await getDb().select().from(purchases).where(eq(purchases.userId, monthly)))
      .length;
    await refreshBilling(monthly);
    row = await profileOf(monthly);
    expect(row.addons.discordRole?.active).toBe(false);
    expect(row.addons.expertVideoCalls).toMatchObject({ active: true, cancelAtPeriodEnd: false });
    expect(row.subscription).toMatchObject({ tier: "1month", cancelAtPeriodEnd: false });
    expect(
      (await getDb().select().from(purchases).where(eq(purchases.userId, monthly))).length,
    ).toBe(paidBefore);
    await expect(resumeAddon({ userId: monthly, addonType: "discordRole" })).rejects.toMatchObject({
      code: "no-addon-subscription",
      message: ERROR_MESSAGES["no-addon-subscription"],
    });
    const actions = (
      await getDb()
        .select({ a: auditLog.action, id: auditLog.resourceId })
        .from(auditLog)
        .where(eq(auditLog.userId, monthly))
    )
      .filter((r) => r.id === addonId)
      .map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining([
        "billing_subscription_cancelled",
        "billing_subscription_resumed",
        "billing_subscription_ended",
      ]),
    );
  });

  it("buying Lifetime Community, which includes the chat role, stops paying for the add-on", async () => {
    await buy(free, { addonType: "discordRole" });
    // A plan that does not include it leaves the add-on renewing.
    await buy(free, { planId: "annual" });
    expect((await profileOf(free)).addons.discordRole?.cancelAtPeriodEnd).toBe(false);
    // Lifetime Community includes it: the add-on stops at the end of the month already paid.
    await buy(free, { planId: "lifetime_community" });
    expect((await profileOf(free)).addons.discordRole).toMatchObject({
      active: true,
      cancelAtPeriodEnd: true,
    });
    expect((await getAccessFacts(free)).tier).toBe("lifetime_community");
    // It cannot be resumed: that would charge for what the plan gives.
    await expect(resumeAddon({ userId: free, addonType: "discordRole" })).rejects.toMatchObject({
      code: "addon-included-in-plan",
    });
    expect((await profileOf(free)).addons.discordRole?.cancelAtPeriodEnd).toBe(true);
  });

  it("only a checkout that sells such a plan stops the add-on", async () => {
    await buy(free, { addonType: "discordRole" });
    // As if Lifetime Community had come some other way, with the chat role still renewing.
    await getDb().update(profile).set({ isPro: true }).where(eq(profile.userId, free));
    await buy(free, { addonType: "ebooks", itemId: "typing-without-pain" });
    expect((await profileOf(free)).addons.discordRole?.cancelAtPeriodEnd).toBe(false);
  });

  it("cancelling stops every running subscription of that add-on, even two from two tabs", async () => {
    const first = await startCheckout({ userId: free, addonType: "expertVideoCalls" });
    const second = await startCheckout({ userId: free, addonType: "expertVideoCalls" });
    for (const { url } of [first, second])
      await applyProviderEvents([
        await payLocalCheckout({ userId: free, sessionId: await sessionOf(url), card: CARD }),
      ]);
    const mine = async () =>
      (
        await getDb()
          .select()
          .from(subscriptions)
          .where(
            and(eq(subscriptions.userId, free), eq(subscriptions.addonType, "expertVideoCalls")),
          )
      ).map((r) => r.providerSubscriptionId ?? "");
    expect(await mine()).toHaveLength(2);
    await cancelAddon({ userId: free, addonType: "expertVideoCalls" });
    // At the provider, where the charging happens, both are set to stop.
    const rows = await getDb()
      .select()
      .from(localSubscriptions)
      .where(inArray(localSubscriptions.id, await mine()));
    expect(rows.map((r) => r.cancelAtPeriodEnd)).toEqual([true, true]);
  });

  it("an add-on whose month has run out is read again: it renews, with a receipt", async () => {
    await buy(free, { addonType: "discordRole" });
    await endAddonPeriod(free, "discordRole");
    // The profile's snapshot still says active, with its period over: the next read asks the
    // provider, which renews it for another month.
    const facts = await getAccessFacts(free);
    const addon = facts.profile?.addons.discordRole;
    expect(addon?.active).toBe(true);
    expect(new Date(addon?.currentPeriodEnd ?? 0).getTime()).toBeGreaterThan(Date.now());
    const rows = await getDb().select().from(purchases).where(eq(purchases.userId, free));
    expect(rows).toHaveLength(2);
  });

  it.each([
    ["renewing", false],
    ["already set to stop at its period's end", true],
  ])(
    "a past-due add-on (%s) ends now when cancelled: its unpaid month is never taken",
    async (_, cancelledFirst) => {
      await buy(free, { addonType: "discordRole" });
      await buy(free, { addonType: "expertVideoCalls" });
      const addonId = (await profileOf(free)).addons.discordRole?.id ?? "";
      if (cancelledFirst) await cancelAddon({ userId: free, addonType: "discordRole" });
      await applyProviderEvents(await failLocalRenewal(addonId));
      const paidBefore = (await getDb().select().from(purchases).where(eq(purchases.userId, free)))
        .length;
      // Past due: still running through the grace, while the provider would try the card again.
      expect((await profileOf(free)).addons.discordRole?.active).toBe(true);

      await cancelAddon({ userId: free, addonType: "discordRole" });
      // Ended at the provider, where the retrying happens: not set to stop later.
      const [local] = await getDb()
        .select()
        .from(localSubscriptions)
        .where(eq(localSubscriptions.id, addonId));
      expect(local).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
      expect(local?.endedAt?.getTime()).toBeLessThanOrEqual(Date.now());
      const row = await profileOf(free);
      expect(row.addons.discordRole?.active).toBe(false);
      expect(
        isEntitledToCommunityRole({ tier: "free", addon: row.addons.discordRole, now: new Date() }),
      ).toBe(false);
      // The other add-on is not touched, and nothing was charged.
      expect(row.addons.expertVideoCalls).toMatchObject({ active: true, cancelAtPeriodEnd: false });
      expect(
        (await getDb().select().from(purchases).where(eq(purchases.userId, free))).length,
      ).toBe(paidBefore);
      // A month later the provider has nothing left to renew or charge.
      await endPeriod(addonId);
      await refreshBilling(free);
      expect((await profileOf(free)).addons.discordRole?.active).toBe(false);
      expect(
        (await getDb().select().from(purchases).where(eq(purchases.userId, free))).length,
      ).toBe(paidBefore);
      await expect(resumeAddon({ userId: free, addonType: "discordRole" })).rejects.toMatchObject({
        code: "no-addon-subscription",
      });
      const actions = (
        await getDb()
          .select({ a: auditLog.action, id: auditLog.resourceId })
          .from(auditLog)
          .where(eq(auditLog.userId, free))
      )
        .filter((r) => r.id === addonId)
        .map((r) => r.a);
      expect(actions).toEqual(
        expect.arrayContaining(["billing_payment_past_due", "billing_subscription_ended"]),
      );
    },
  );

  it("a running add-on that has not failed still stops at its period's end, not now", async () => {
    await buy(free, { addonType: "expertVideoCalls" });
    await cancelAddon({ userId: free, addonType: "expertVideoCalls" });
    const id = (await profileOf(free)).addons.expertVideoCalls?.id ?? "";
    const [local] = await getDb()
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, id));
    expect(local).toMatchObject({ status: "active", cancelAtPeriodEnd: true, endedAt: null });
    expect((await profileOf(free)).addons.expertVideoCalls?.active).toBe(true);
  });

  it("refuses what is not running, and the plan's cancel never touches an add-on", async () => {
    for (const addonType of ["discordRole", "expertVideoCalls"] as const) {
      await expect(cancelAddon({ userId: monthly, addonType })).rejects.toMatchObject({
        code: "no-addon-subscription",
      });
      await expect(resumeAddon({ userId: free, addonType })).rejects.toMatchObject({
        code: "no-addon-subscription",
      });
    }
    // A free person with only the chat role: there is no plan to cancel, and the add-on stays.
    await buy(free, { addonType: "discordRole" });
    await expect(cancelSubscription({ userId: free })).rejects.toMatchObject({
      code: "no-subscription",
    });
    expect((await profileOf(free)).addons.discordRole).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
    });
    // A subscriber with both: cancelling the plan leaves the add-on renewing, and the other way.
    await buy(monthly, { addonType: "expertVideoCalls" });
    await cancelSubscription({ userId: monthly });
    expect((await profileOf(monthly)).addons.expertVideoCalls?.cancelAtPeriodEnd).toBe(false);
    await resumeSubscription({ userId: monthly });
    await cancelAddon({ userId: monthly, addonType: "expertVideoCalls" });
    expect((await profileOf(monthly)).subscription?.cancelAtPeriodEnd).toBe(false);
    // One person's add-on is never another's: the free person's chat role is still renewing.
    expect((await profileOf(free)).addons.discordRole?.cancelAtPeriodEnd).toBe(false);
  });
});

describe("a subscriber cancels, resumes, renews and switches", () => {
  async function monthlySub() {
    const [row] = await getDb()
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, monthly), eq(subscriptions.tier, "1month")));
    if (!row?.providerSubscriptionId) throw new Error("no monthly subscription");
    return row;
  }

  it("cancels at the period's end, keeps Pro until then, and can resume", async () => {
    await cancelSubscription({ userId: monthly });
    let facts = await getAccessFacts(monthly);
    expect(facts.premium).toBe(true);
    expect(facts.profile?.subscription?.cancelAtPeriodEnd).toBe(true);
    await resumeSubscription({ userId: monthly });
    facts = await getAccessFacts(monthly);
    expect(facts.profile?.subscription?.cancelAtPeriodEnd).toBe(false);
    await cancelSubscription({ userId: monthly });
    await endPeriod((await monthlySub()).providerSubscriptionId ?? "");
    facts = await getAccessFacts(monthly);
    expect(facts).toMatchObject({ premium: false, tier: "free", route: { subscribed: false } });
    expect(facts.profile).toMatchObject({
      isPro: false,
      planType: null,
      subscriptionStatus: "inactive",
    });
    await expect(resumeSubscription({ userId: monthly })).rejects.toMatchObject({
      code: "no-subscription",
    });
    const actions = (
      await getDb()
        .select({ a: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.userId, monthly))
    ).map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining([
        "billing_subscription_cancelled",
        "billing_subscription_resumed",
        "billing_subscription_ended",
      ]),
    );
  });

  it("a past-due plan ends now when cancelled: Pro stops, and its unpaid payment is never taken", async () => {
    const sub = await monthlySub();
    await applyProviderEvents(await failLocalRenewal(sub.providerSubscriptionId ?? ""));
    // Past due: Pro through the grace while the provider would try the card again.
    let facts = await getAccessFacts(monthly);
    expect(facts.premium).toBe(true);
    const paidBefore = (await getDb().select().from(purchases).where(eq(purchases.userId, monthly)))
      .length;

    await cancelSubscription({ userId: monthly });
    const [local] = await getDb()
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.id, sub.providerSubscriptionId ?? ""));
    expect(local).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    facts = await getAccessFacts(monthly);
    expect(facts).toMatchObject({ premium: false, tier: "free", route: { subscribed: false } });
    await expect(resumeSubscription({ userId: monthly })).rejects.toMatchObject({
      code: "no-subscription",
    });
    // Its period's end passes: nothing renews, and nothing is charged.
    await endPeriod(sub.providerSubscriptionId ?? "");
    await refreshBilling(monthly);
    expect((await getAccessFacts(monthly)).premium).toBe(false);
    expect(
      (await getDb().select().from(purchases).where(eq(purchases.userId, monthly))).length,
    ).toBe(paidBefore);
  });

  it("renews when the period ends, with a receipt", async () => {
    await endPeriod((await monthlySub()).providerSubscriptionId ?? "", 1);
    const facts = await getAccessFacts(monthly);
    expect(facts).toMatchObject({ premium: true, tier: "1month" });
    expect(new Date(facts.profile?.subscription?.expiresAt ?? 0).getTime()).toBeGreaterThan(
      Date.now(),
    );
    const rows = await getDb().select().from(purchases).where(eq(purchases.userId, monthly));
    expect(rows.map((r) => r.description).sort()).toEqual(["Pro monthly", "Pro monthly, renewal"]);
  });

  it("upgrades monthly to annual at once, paying the difference", async () => {
    expect(await changePlan({ userId: monthly, planId: "annual" })).toBe("upgraded");
    const facts = await getAccessFacts(monthly);
    expect(facts.tier).toBe("annual");
    const charge = (
      await getDb().select().from(purchases).where(eq(purchases.userId, monthly))
    ).find((p) => p.productId === "annual");
    // Nearly a whole month unused: about $14.99 credited against $99.
    expect(charge?.amountCents).toBeGreaterThan(9900 - 1499 - 10);
    expect(charge?.amountCents).toBeLessThan(9900);
  });

  it("downgrades annual to monthly from the end of the period", async () => {
    const annual = await idOf("annual@demo.wristwise.app");
    expect(await changePlan({ userId: annual, planId: "1month" })).toBe("downgrade-booked");
    let facts = await getAccessFacts(annual);
    expect(facts.tier).toBe("annual");
    const [row] = await getDb()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, annual));
    expect(row?.scheduledTier).toBe("1month");
    await endPeriod(row?.providerSubscriptionId ?? "");
    facts = await getAccessFacts(annual);
    expect(facts.tier).toBe("1month");
    expect(facts.profile?.subscription?.tier).toBe("1month");
  });

  it("moves monthly to lifetime: pays once, and the subscription stops for good", async () => {
    const { url } = await startCheckout({ userId: monthly, planId: "lifetime" });
    await applyProviderEvents([
      await payLocalCheckout({ userId: monthly, sessionId: await sessionOf(url), card: CARD }),
    ]);
    const sub = await monthlySub();
    expect(sub.providerStatus).toBe("canceled");
    expect((await getAccessFacts(monthly)).tier).toBe("lifetime");
  });

  it("pays only the difference from one lifetime plan to a bigger one", async () => {
    await buy(free, { planId: "lifetime_standard" });
    const { checkoutId } = await buy(free, { planId: "lifetime_community" });
    const [row] = await getDb()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    expect(row?.amountCents).toBe(24900 - 14900);
    expect((await getAccessFacts(free)).tier).toBe("lifetime_community");
    await expect(startCheckout({ userId: free, planId: "lifetime" })).rejects.toMatchObject({
      code: "plan-change-not-available",
    });
  });

  it("a refund of a lifetime plan ends its access", async () => {
    await buy(free, { planId: "lifetime" });
    const [row] = await getDb().select().from(purchases).where(eq(purchases.userId, free));
    await applyBillingEvent({
      id: "evt_refund",
      provider: "local",
      type: "payment.refunded",
      paymentRef: row?.providerRef ?? "",
      refundedAt: new Date(),
    });
    expect((await getAccessFacts(free)).premium).toBe(false);
    const actions = (
      await getDb().select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.userId, free))
    ).map((r) => r.a);
    expect(actions).toContain("billing_refunded");
  });

  it("keeps Pro through a week's grace when a renewal fails", async () => {
    const sub = await monthlySub();
    const base = {
      id: sub.providerSubscriptionId ?? "",
      customerId: sub.customerId ?? "",
      userId: monthly,
      productKey: "plan:1month",
      currentPeriodStart: new Date(Date.now() - 31 * DAY),
      cancelAtPeriodEnd: false,
      trialEnd: null,
      endedAt: null,
    };
    await applyBillingEvent({
      id: "evt_past_due_1",
      provider: "local",
      type: "subscription.updated",
      subscription: { ...base, status: "past_due", currentPeriodEnd: new Date(Date.now() - DAY) },
    });
    expect((await getAccessFacts(monthly)).premium).toBe(true);
    await applyBillingEvent({
      id: "evt_past_due_2",
      provider: "local",
      type: "subscription.updated",
      subscription: {
        ...base,
        status: "past_due",
        currentPeriodEnd: new Date(Date.now() - 8 * DAY),
      },
    });
    expect(await getProfilePremium(monthly)).toBe(false);
  });
});

async function getProfilePremium(userId: string) {
  // Read without the lazy refresh (the local books still say active): the records alone decide.
  const p = await profileOf(userId);
  return p.isPro || p.subscription?.status === "active";
}
