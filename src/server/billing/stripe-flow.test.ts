// The whole purchase flow on the Stripe adapter (issue #13), against the in-process fake of
// Stripe's API: checkout, confirmation before the webhook, the signed webhook route with replays,
// forgeries and events out of order, cancelling, refunds. Nothing leaves 127.0.0.1.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/stripe/webhook/route";
import { signedWebhook, startStripeFake, type TStripeFake } from "../../../tests/fakes/stripe-fake";
import { getAccessFacts } from "../access/get-access-facts";
import { getDb } from "../db/client";
import {
  billingEvents,
  checkoutSessions,
  profile,
  purchases,
  subscriptions,
  user,
} from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import { resetTestDb } from "../db/testing/reset-test-db";
import { resetEnvCache } from "../env";
import { confirmCheckout } from "./confirm-checkout";
import { cancelAddon, cancelSubscription, resumeAddon } from "./manage-subscription";
import { startCheckout } from "./start-checkout";

const SECRET = "whsec_flow_test";
let fake: TStripeFake;
let free: string;

function configure(withSecret = true) {
  process.env.STRIPE_SECRET_KEY = "sk_test_flow";
  if (withSecret) process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  else delete process.env.STRIPE_WEBHOOK_SECRET;
  process.env.STRIPE_API_URL = fake.url;
  resetEnvCache();
}

beforeAll(async () => {
  fake = await startStripeFake();
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  delete process.env.STRIPE_API_URL;
  resetEnvCache();
  await fake.close();
});

beforeEach(async () => {
  await resetTestDb();
  await seedDemoAccounts();
  configure();
  const [row] = await getDb()
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, "free@demo.wristwise.app"));
  free = row?.id ?? "";
});

async function sessionOf(checkoutId: string): Promise<string> {
  const [row] = await getDb()
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutId));
  if (!row?.providerSessionId) throw new Error("no provider session");
  return row.providerSessionId;
}

function post(payload: object, options: { secret?: string; timestamp?: number } = {}) {
  const { body, headers } = signedWebhook(fake, payload, options.secret ?? SECRET, options);
  return POST(
    new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", body, headers }),
  );
}

/** The profile's billing fields (spec 3), which a webhook must leave as they were. */
async function billingFieldsOf(userId: string) {
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
  if (!row) throw new Error("no profile");
  const { subscription, subscriptionStatus, isPro, planType, stripeCustomerId, addons } = row;
  return { subscription, subscriptionStatus, isPro, planType, stripeCustomerId, addons };
}

function sessionObject(id: string) {
  const session = fake.state.sessions.get(id);
  if (!session) throw new Error(`no session ${id}`);
  return session;
}

async function buyAnnual() {
  const { url, checkoutId } = await startCheckout({ userId: free, planId: "annual" });
  const sessionId = await sessionOf(checkoutId);
  expect(url).toContain(fake.url.replace("http://", ""));
  const completed = fake.completeCheckout(sessionId, { paid: true });
  return { checkoutId, sessionId, completed };
}

/** Pro annual, then the chat role, each paid on Stripe and confirmed as the success page does. */
async function buyAnnualAndChatRole() {
  const plan = await buyAnnual();
  await confirmCheckout({ userId: free, checkoutId: plan.checkoutId });
  const { checkoutId } = await startCheckout({ userId: free, addonType: "discordRole" });
  const addon = fake.completeCheckout(await sessionOf(checkoutId), { paid: true });
  await confirmCheckout({ userId: free, checkoutId });
  return { plan, addon };
}

/** Stripe's own record of a subscription. */
const stripeSub = (id: string | undefined) => fake.state.subscriptions.get(id ?? "");

describe("checkout on Stripe", () => {
  it("grants access from the success page before any webhook, and the webhook then changes nothing", async () => {
    const { checkoutId, sessionId } = await buyAnnual();
    expect((await getAccessFacts(free)).premium).toBe(false);
    expect(await confirmCheckout({ userId: free, checkoutId })).toMatchObject({
      status: "complete",
    });
    const facts = await getAccessFacts(free);
    expect(facts).toMatchObject({ premium: true, tier: "annual" });
    expect(facts.profile?.stripeCustomerId).toMatch(/^cus_/);
    const before = await billingFieldsOf(free);

    const response = await post(fake.event("checkout.session.completed", sessionObject(sessionId)));
    expect(response.status).toBe(200);
    expect(await billingFieldsOf(free)).toEqual(before);
    expect(await getDb().select().from(purchases).where(eq(purchases.userId, free))).toHaveLength(
      1,
    );
  });

  it("stores each event once: a replayed delivery changes nothing", async () => {
    const { sessionId } = await buyAnnual();
    const event = fake.event("checkout.session.completed", sessionObject(sessionId));
    expect((await post(event)).status).toBe(200);
    expect((await getAccessFacts(free)).tier).toBe("annual");
    const snapshot = await billingFieldsOf(free);
    expect((await post(event)).status).toBe(200);
    expect(await billingFieldsOf(free)).toEqual(snapshot);
    expect(
      await getDb().select().from(billingEvents).where(eq(billingEvents.provider, "stripe")),
    ).toHaveLength(1);
  });

  it("ends in Stripe's current state whatever order the events arrive in", async () => {
    const { sessionId, completed } = await buyAnnual();
    await post(fake.event("checkout.session.completed", sessionObject(sessionId)));
    const subId = completed.subscription?.id ?? "";
    // Stripe cancels it; the cancellation's event arrives, then an older "active" one.
    fake.setSubscription(subId, {
      status: "canceled",
      ended_at: Math.floor(Date.now() / 1000) - 60,
    });
    if (!completed.subscription) throw new Error("no subscription");
    const stale = { ...completed.subscription, status: "active" as const };
    expect(
      (await post(fake.event("customer.subscription.deleted", { ...stale, status: "canceled" })))
        .status,
    ).toBe(200);
    expect((await post(fake.event("customer.subscription.updated", stale))).status).toBe(200);
    const facts = await getAccessFacts(free);
    expect(facts.premium).toBe(false);
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, free));
    expect(row?.providerStatus).toBe("canceled");
  });

  it("cancels in the app at the period's end, on Stripe", async () => {
    const { checkoutId, completed } = await buyAnnual();
    await confirmCheckout({ userId: free, checkoutId });
    await cancelSubscription({ userId: free });
    expect(
      fake.state.subscriptions.get(completed.subscription?.id ?? "")?.cancel_at_period_end,
    ).toBe(true);
    const facts = await getAccessFacts(free);
    expect(facts.premium).toBe(true);
    expect(facts.profile?.subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it("cancels and resumes a monthly add-on in the app, on Stripe, leaving the plan alone", async () => {
    const { plan, addon } = await buyAnnualAndChatRole();

    await cancelAddon({ userId: free, addonType: "discordRole" });
    expect(stripeSub(addon.subscription?.id)?.cancel_at_period_end).toBe(true);
    expect(stripeSub(plan.completed.subscription?.id)?.cancel_at_period_end).toBe(false);
    let fields = await billingFieldsOf(free);
    expect(fields.addons.discordRole).toMatchObject({ active: true, cancelAtPeriodEnd: true });
    expect(fields.subscription?.cancelAtPeriodEnd).toBe(false);

    await resumeAddon({ userId: free, addonType: "discordRole" });
    expect(stripeSub(addon.subscription?.id)?.cancel_at_period_end).toBe(false);
    fields = await billingFieldsOf(free);
    expect(fields.addons.discordRole).toMatchObject({ active: true, cancelAtPeriodEnd: false });
  });

  it("cancelling a past-due plan or add-on on Stripe ends it now, so Stripe stops collecting", async () => {
    const { plan, addon } = await buyAnnualAndChatRole();
    // Both renewals are declined: Stripe says so by webhook.
    for (const id of [plan.completed.subscription?.id, addon.subscription?.id]) {
      const sub = fake.setSubscription(id ?? "", { status: "past_due" });
      expect((await post(fake.event("customer.subscription.updated", sub))).status).toBe(200);
    }
    expect(
      (await getDb().select().from(subscriptions).where(eq(subscriptions.userId, free))).map(
        (r) => r.providerStatus,
      ),
    ).toEqual(["past_due", "past_due"]);

    await cancelAddon({ userId: free, addonType: "discordRole" });
    // Cancelled outright (DELETE), not set to stop at the period's end with the invoice open.
    expect(stripeSub(addon.subscription?.id)).toMatchObject({
      status: "canceled",
      cancel_at_period_end: false,
    });
    expect(stripeSub(plan.completed.subscription?.id)?.status).toBe("past_due");
    expect((await billingFieldsOf(free)).addons.discordRole?.active).toBe(false);

    await cancelSubscription({ userId: free });
    expect(stripeSub(plan.completed.subscription?.id)).toMatchObject({
      status: "canceled",
      cancel_at_period_end: false,
    });
    expect(fake.state.requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/v1/subscriptions/${addon.subscription?.id}`,
      `/v1/subscriptions/${plan.completed.subscription?.id}`,
    ]);
    expect((await getAccessFacts(free)).premium).toBe(false);
  });

  it("records a full refund of a lifetime plan, which ends its access", async () => {
    const { url, checkoutId } = await startCheckout({ userId: free, planId: "lifetime" });
    expect(url).toBeTruthy();
    const completed = fake.completeCheckout(await sessionOf(checkoutId), { paid: true });
    await confirmCheckout({ userId: free, checkoutId });
    expect((await getAccessFacts(free)).tier).toBe("lifetime");
    const charge = fake.refundCharge(completed.charge?.id ?? "");
    expect((await post(fake.event("charge.refunded", charge))).status).toBe(200);
    expect((await getAccessFacts(free)).premium).toBe(false);
    const [row] = await getDb().select().from(purchases).where(eq(purchases.userId, free));
    expect(row?.status).toBe("refunded");
  });
});

describe("the webhook refuses what Stripe did not send", () => {
  it("answers 400 to a forged signature, a missing one, and one too old, changing nothing", async () => {
    const { sessionId } = await buyAnnual();
    const event = fake.event("checkout.session.completed", sessionObject(sessionId));
    expect((await post(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await post(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(
      400,
    );
    const unsigned = await POST(
      new Request("http://localhost:3000/api/stripe/webhook", {
        method: "POST",
        body: JSON.stringify(event),
      }),
    );
    expect(unsigned.status).toBe(400);
    expect((await getAccessFacts(free)).premium).toBe(false);
    expect(
      await getDb().select().from(billingEvents).where(eq(billingEvents.provider, "stripe")),
    ).toHaveLength(0);
  });

  it("answers 2xx to an event type it has no use for", async () => {
    const response = await post(
      fake.event("customer.created", { id: "cus_x", object: "customer" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: "ignored" });
  });

  it("answers 503 while no webhook secret is configured", async () => {
    configure(false);
    const response = await POST(
      new Request("http://localhost:3000/api/stripe/webhook", {
        method: "POST",
        body: "{}",
        headers: { "stripe-signature": "t=1,v1=x" },
      }),
    );
    expect(response.status).toBe(503);
  });

  it("answers 5xx when Stripe cannot be reached to re-read the object, so Stripe retries", async () => {
    const { sessionId } = await buyAnnual();
    const event = fake.event("checkout.session.completed", sessionObject(sessionId));
    process.env.STRIPE_API_URL = "http://127.0.0.1:9";
    resetEnvCache();
    const { logger } = await import("../logger");
    const quiet = logger.level;
    logger.level = "silent";
    try {
      expect((await post(event)).status).toBeGreaterThanOrEqual(500);
    } finally {
      logger.level = quiet;
    }
    expect(
      await getDb().select().from(billingEvents).where(eq(billingEvents.provider, "stripe")),
    ).toHaveLength(0);
  });
});
