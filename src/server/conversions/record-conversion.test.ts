// Conversion events (issue #18): queued with values the server works out, once per event id, only
// with advertising consent, limited per person, and sent to the forum ads network's Conversions
// API (here a local stand-in on 127.0.0.1: nothing leaves the machine) with hashed match keys,
// retried with backoff, each once however many senders run. Then the route's every answer.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_CARD_SUCCESS } from "@/domain/billing/test-card";
import { CONVERSION_EVENT_TYPES, HEALTH_EVENT_TYPES } from "@/domain/conversions/reddit-conversion";
import { consentCookieValueOf } from "@/lib/consent";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { deleteAccount } from "../account/delete-account";
import { exportUserData } from "../account/export-user-data";
import { getAuth } from "../auth/auth";
import { payLocalCheckout } from "../billing/local-provider";
import { applyProviderEvents } from "../billing/manage-subscription";
import { startCheckout } from "../billing/start-checkout";
import { getDb } from "../db/client";
import { appRateLimit, conversionOutbox, profile, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { resetEnvCache } from "../env";
import {
  CONVERSION_BACKOFF_MS,
  CONVERSION_MAX_AGE_MS,
  CONVERSION_RATE_RULE,
  deliverDueConversions,
  dropUnsentConversions,
  MAX_CONVERSION_ATTEMPTS,
  recordConversion,
} from "./record-conversion";
import {
  createRedditConversionsClient,
  getConversionsClient,
  offlineConversionsClient,
  type TConversionsClient,
} from "./reddit-client";

const access = vi.hoisted(() => ({ current: null as unknown }));
const afterTasks = vi.hoisted(() => [] as (() => unknown)[]);
vi.mock("../access/get-current-access", () => ({
  getCurrentAccess: async () => {
    if (access.current === "throw") throw new Error("database unavailable");
    return access.current;
  },
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => {
    afterTasks.push(task);
  },
}));
const { POST } = await import("@/app/api/reddit/conversion/route");

/** The events an advertiser may hear of (assessment_complete is about health: never queued). */
const SENDABLE = CONVERSION_EVENT_TYPES.filter((t) => !HEALTH_EVENT_TYPES.includes(t));

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const ADS = `ww_consent=${consentCookieValueOf({ analytics: false, ads: true })}`;
const ANALYTICS_ONLY = `ww_consent=${consentCookieValueOf({ analytics: true, ads: false })}`;
const PIXEL = "t2_pixel";
const TOKEN = "test-conversions-token";

type TStandInRequest = { method: string; url: string; authorization: string; body: string };
type TStandIn = {
  url: string;
  requests: TStandInRequest[];
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

/** The Conversions API, on 127.0.0.1: records every request; told to, it answers an error. */
async function startRedditStandIn(): Promise<TStandIn> {
  const requests: TStandInRequest[] = [];
  let failure: number | null = null;
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        authorization: req.headers.authorization ?? "",
        body,
      });
      res.writeHead(failure ?? 200, { "content-type": "application/json" });
      res.end(failure ? '{"error": "stand-in refused the event"}' : '{"message": "ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let standIn: TStandIn;
let client: TConversionsClient;
let monthly: string;
let free: string;
let monthlySubscriptionId: string | undefined;

const MONTHLY_EMAIL = "monthly@example.com";
const FREE_EMAIL = "free@example.com";

async function signUp(email: string): Promise<string> {
  const result = await getAuth().api.signUpEmail({
    body: { name: "Conversion test", email, password: "a-long-test-password" },
  });
  return result.user.id;
}

/** Buys the monthly plan through the calls the pages make: checkout, the test card, apply. */
async function buyMonthly(userId: string): Promise<void> {
  const { url } = await startCheckout({ userId, planId: "1month" });
  const sessionId = new URL(url, "http://x").searchParams.get("session") ?? "";
  const card = { name: "Mo Monthly", number: TEST_CARD_SUCCESS, expiry: "12/40", cvc: "123" };
  await applyProviderEvents([await payLocalCheckout({ userId, sessionId, card })]);
}

const rowsOf = (userId: string) =>
  getDb().select().from(conversionOutbox).where(eq(conversionOutbox.userId, userId));

const record = (
  userId: string,
  request: Parameters<typeof recordConversion>[0]["request"],
  options: { cookie?: string; now?: Date } = {},
) =>
  recordConversion({
    sessionUserId: userId,
    request,
    headers: requestHeaders({ cookie: options.cookie ?? ADS }),
    now: options.now,
  });

beforeAll(async () => {
  standIn = await startRedditStandIn();
  client = createRedditConversionsClient({
    fetch: globalThis.fetch,
    baseUrl: standIn.url,
    pixelId: PIXEL,
    accessToken: TOKEN,
  });
});
afterAll(async () => {
  delete process.env.REDDIT_PIXEL_ID;
  delete process.env.REDDIT_CONVERSIONS_TOKEN;
  delete process.env.REDDIT_CONVERSIONS_BASE_URL;
  resetEnvCache();
  await standIn.close();
});

beforeEach(async () => {
  await resetTestDb();
  [monthly, free] = await Promise.all([signUp(MONTHLY_EMAIL), signUp(FREE_EMAIL)]);
  await buyMonthly(monthly);
  // The monthly buyer proved their email; the free account did not.
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, monthly));
  const [row] = await getDb()
    .select({ subscription: profile.subscription })
    .from(profile)
    .where(eq(profile.userId, monthly));
  monthlySubscriptionId = row?.subscription?.id;
  standIn.requests.length = 0;
  standIn.failWith(null);
  afterTasks.length = 0;
});

describe("queueing an event", () => {
  it("stores the event with values from the person's plan, never the browser's", async () => {
    expect(monthlySubscriptionId).toBeTruthy();
    const result = await record(monthly, {
      eventType: "subscription",
      userData: { userId: monthly, email: "someone-else@example.com", method: "google_oauth" },
      eventData: {
        value: 5000,
        currency: "EUR",
        tier: "lifetime_community",
        subscriptionId: "sub_forged",
        painLevel: 7,
        diagnosis: "carpal tunnel",
        eventId: "pixel-event-0001",
      },
    });
    expect(result).toEqual({ outcome: "queued", eventId: "pixel-event-0001", queued: true });
    const rows = await rowsOf(monthly);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      destination: "reddit",
      eventType: "subscription",
      eventId: "pixel-event-0001",
      attempts: 0,
      sentAt: null,
      lastError: null,
    });
    expect(rows[0]?.payload).toMatchObject({
      trackingType: "Purchase",
      value: 14.99,
      currency: "USD",
      tier: "1month",
      billingCycle: "monthly",
      subscriptionId: monthlySubscriptionId,
      predictedLifetimeValue: 179.88,
      userId: monthly,
    });
    const stored = JSON.stringify(rows[0]?.payload);
    for (const leak of ["5000", "EUR", "sub_forged", "painLevel", "carpal", "someone-else", "@"])
      expect(stored).not.toContain(leak);
  });

  // What the person's rows bear out: a free account can't claim a purchase or a trial, and an
  // assessment is health, never told to an advertiser.
  it.each([
    ["signup", "queued", "queued"],
    ["subscription", "not-eligible", "queued"],
    ["assessment_complete", "health-event", "health-event"],
    ["upgrade_interest", "queued", "queued"],
    ["free_trial_signup", "queued", "queued"],
    ["free_trial_started", "not-eligible", "queued"],
    ["free_trial_conversion", "not-eligible", "queued"],
    ["free_trial_cancellation", "not-eligible", "queued"],
    ["free_trial_expiration", "not-eligible", "queued"],
  ] as const)(
    "%s: a free account gets %s, a monthly member %s",
    async (eventType, forFree, forMonthly) => {
      expect((await record(free, { eventType })).outcome).toBe(forFree);
      expect((await record(monthly, { eventType })).outcome).toBe(forMonthly);
      expect(await rowsOf(free)).toHaveLength(forFree === "queued" ? 1 : 0);
      expect(await rowsOf(monthly)).toEqual(
        forMonthly === "queued" ? [expect.objectContaining({ eventType })] : [],
      );
    },
  );

  it("queues a sign-up and each plan event once, however often and with whatever ids it is claimed", async () => {
    for (const eventType of ["signup", "subscription", "free_trial_conversion"] as const) {
      const claims = await Promise.all(
        ["pixel-aaaa-0001", "pixel-bbbb-0002", "pixel-cccc-0003"].map((eventId) =>
          record(monthly, { eventType, eventData: { eventId } }),
        ),
      );
      expect(
        claims.filter((c) => c.outcome === "queued" && c.queued),
        eventType,
      ).toHaveLength(1);
    }
    expect(await rowsOf(monthly)).toHaveLength(3);
    // Interest in upgrading may repeat: each click is its own event.
    await record(monthly, { eventType: "upgrade_interest" });
    await record(monthly, { eventType: "upgrade_interest" });
    expect(await rowsOf(monthly)).toHaveLength(5);
  });

  it("deletes the unsent events of a person who takes back advertising consent", async () => {
    await record(monthly, { eventType: "subscription" });
    await record(monthly, { eventType: "upgrade_interest" });
    await record(free, { eventType: "signup" });
    expect(await dropUnsentConversions(monthly)).toBe(2);
    expect(await rowsOf(monthly)).toEqual([]);
    expect(await rowsOf(free)).toHaveLength(1);
  });

  it("keeps one row for a replayed event id, and says the replay queued nothing", async () => {
    const request = { eventType: "signup" as const, eventData: { eventId: "pixel-event-0002" } };
    const [first, second] = await Promise.all([record(free, request), record(free, request)]);
    const third = await record(free, request);
    const queued = [first, second, third].map((r) => r.outcome === "queued" && r.queued);
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(third).toEqual({ outcome: "queued", eventId: "pixel-event-0002", queued: false });
    expect(await rowsOf(free)).toHaveLength(1);
  });

  it.each([
    ["no consent cookie", ""],
    ["analytics consent only", ANALYTICS_ONLY],
    ["a garbled consent cookie", "ww_consent=v9:ads"],
  ])("stores nothing with %s", async (_label, cookie) => {
    expect(await record(free, { eventType: "signup" }, { cookie })).toEqual({
      outcome: "no-consent",
    });
    expect(await getDb().select().from(conversionOutbox)).toEqual([]);
    expect(await getDb().select().from(appRateLimit)).toEqual([]);
  });

  it(`allows ${CONVERSION_RATE_RULE.max} events per ${CONVERSION_RATE_RULE.windowSeconds / 60} minutes, then refuses`, async () => {
    for (let i = 0; i < CONVERSION_RATE_RULE.max; i += 1)
      expect(await record(free, { eventType: "upgrade_interest" })).toMatchObject({
        outcome: "queued",
      });
    const refused = await record(free, { eventType: "upgrade_interest" });
    expect(refused).toMatchObject({ outcome: "rate-limited" });
    if (refused.outcome !== "rate-limited") throw new Error("not limited");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(CONVERSION_RATE_RULE.windowSeconds);
    expect(await rowsOf(free)).toHaveLength(CONVERSION_RATE_RULE.max);
    // Another person's allowance is their own.
    expect(await record(monthly, { eventType: "upgrade_interest" })).toMatchObject({
      outcome: "queued",
    });
  });

  it("refuses an event claimed for another person, and stores nothing", async () => {
    expect(await record(free, { eventType: "signup", userData: { userId: monthly } })).toEqual({
      outcome: "forbidden",
    });
    expect(await getDb().select().from(conversionOutbox)).toEqual([]);
    expect(await record(free, { eventType: "signup", userData: { userId: free } })).toMatchObject({
      outcome: "queued",
    });
  });

  it("is in the person's data export, and goes with their account", async () => {
    await record(free, { eventType: "signup" });
    const data = await exportUserData({ userId: free });
    expect(data?.conversions).toEqual([
      expect.objectContaining({ eventType: "signup", sentAt: null }),
    ]);
    await deleteAccount({ userId: free });
    expect(await getDb().select().from(conversionOutbox)).toEqual([]);
  });
});

describe("sending queued events", () => {
  it("sends the event with hashed match keys and marks it sent", async () => {
    const now = new Date();
    await record(
      monthly,
      { eventType: "subscription", eventData: { eventId: "pixel-event-0003" } },
      { now },
    );
    expect(await deliverDueConversions({ client, now })).toEqual({ sent: 1, failed: 0 });
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: "POST",
      url: `/api/v2.0/conversions/events/${PIXEL}`,
      authorization: `Bearer ${TOKEN}`,
    });
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.events).toEqual([
      {
        event_at: now.toISOString(),
        event_type: { tracking_type: "Purchase" },
        event_metadata: {
          conversion_id: "pixel-event-0003",
          value_decimal: 14.99,
          currency: "USD",
          item_count: 1,
        },
        user: {
          email: sha256(MONTHLY_EMAIL),
          external_id: sha256(monthly),
        },
      },
    ]);
    expect(request?.body).not.toContain(MONTHLY_EMAIL);
    expect(request?.body).not.toContain(`"${monthly}"`);
    const [row] = await rowsOf(monthly);
    expect(row).toMatchObject({ sentAt: now, attempts: 1, lastError: null });
    // Sent is sent: the next sweep finds nothing.
    expect(
      await deliverDueConversions({ client, now: new Date(now.getTime() + 86_400_000) }),
    ).toEqual({ sent: 0, failed: 0 });
    expect(standIn.requests).toHaveLength(1);
  });

  it("matches on the email only once it is proven", async () => {
    await record(free, { eventType: "signup" });
    await deliverDueConversions({ client });
    const body = JSON.parse(standIn.requests[0]?.body ?? "{}");
    expect(body.events[0].user).toEqual({ external_id: sha256(free) });
  });

  it("deletes, unsent, an event older than 7 days", async () => {
    const start = new Date();
    await record(monthly, { eventType: "subscription" }, { now: start });
    standIn.failWith(500);
    await deliverDueConversions({ client, now: start });
    standIn.failWith(null);
    const justInside = new Date(start.getTime() + CONVERSION_MAX_AGE_MS);
    expect(await rowsOf(monthly)).toHaveLength(1);
    await deliverDueConversions({ client, now: new Date(justInside.getTime() - 1) });
    expect(await rowsOf(monthly)).toEqual([expect.objectContaining({ sentAt: expect.any(Date) })]);
    await getDb().update(conversionOutbox).set({ sentAt: null });
    await deliverDueConversions({ client, now: new Date(justInside.getTime() + 1) });
    expect(await rowsOf(monthly)).toEqual([]);
  });

  it("names a custom event", async () => {
    await record(monthly, { eventType: "free_trial_started" });
    await deliverDueConversions({ client });
    const body = JSON.parse(standIn.requests[0]?.body ?? "{}");
    expect(body.events[0].event_type).toEqual({
      tracking_type: "Custom",
      custom_event_name: "FreeTrialStarted",
    });
    expect(body.events[0].event_metadata).toEqual({ conversion_id: expect.any(String) });
  });

  it("retries a failed send after 1 min, 5 min, 30 min, 2 h and 12 h, then stops", async () => {
    standIn.failWith(500);
    const start = new Date();
    await record(free, { eventType: "signup" }, { now: start });
    let at = start;
    for (let attempt = 1; attempt <= MAX_CONVERSION_ATTEMPTS; attempt += 1) {
      // Not a moment early.
      expect(await deliverDueConversions({ client, now: new Date(at.getTime() - 1) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(await deliverDueConversions({ client, now: at })).toEqual({ sent: 0, failed: 1 });
      const [row] = await rowsOf(free);
      expect(row?.attempts).toBe(attempt);
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toContain("500");
      expect(row?.lastError).toContain("stand-in refused");
      const wait = CONVERSION_BACKOFF_MS[attempt - 1];
      if (wait !== undefined) {
        expect(row?.nextAttemptAt.getTime()).toBe(at.getTime() + wait);
        at = new Date(at.getTime() + wait);
      }
    }
    expect(CONVERSION_BACKOFF_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(standIn.requests).toHaveLength(6);
    const muchLater = new Date(at.getTime() + 30 * 86_400_000);
    expect(await deliverDueConversions({ client, now: muchLater })).toEqual({ sent: 0, failed: 0 });
    expect(standIn.requests).toHaveLength(6);
    for (const request of standIn.requests) expect(request.body).not.toContain(FREE_EMAIL);
  });

  it("sends after a failure once the stand-in recovers", async () => {
    const start = new Date();
    await record(free, { eventType: "signup" }, { now: start });
    standIn.failWith(503);
    await deliverDueConversions({ client, now: start });
    standIn.failWith(null);
    const later = new Date(start.getTime() + CONVERSION_BACKOFF_MS[0]);
    expect(await deliverDueConversions({ client, now: later })).toEqual({ sent: 1, failed: 0 });
    expect((await rowsOf(free))[0]).toMatchObject({ attempts: 2, sentAt: later, lastError: null });
  });

  it("sends each event once when two senders run at the same time", async () => {
    const now = new Date();
    for (const eventType of SENDABLE) await record(monthly, { eventType }, { now });
    const results = await Promise.all([
      deliverDueConversions({ client, now }),
      deliverDueConversions({ client, now }),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(SENDABLE.length);
    const ids = standIn.requests.map(
      (r) => JSON.parse(r.body).events[0].event_metadata.conversion_id as string,
    );
    expect(ids).toHaveLength(SENDABLE.length);
    expect(new Set(ids).size).toBe(SENDABLE.length);
    expect((await rowsOf(monthly)).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
  });

  it("sends at most `limit` events a sweep", async () => {
    const now = new Date();
    for (const eventType of SENDABLE) await record(monthly, { eventType }, { now });
    expect(await deliverDueConversions({ client, now, limit: 4 })).toEqual({ sent: 4, failed: 0 });
    expect(await deliverDueConversions({ client, now, limit: 100 })).toEqual({
      sent: SENDABLE.length - 4,
      failed: 0,
    });
  });

  it("offline (no pixel id or token) sends nothing and leaves the queue as it was", async () => {
    delete process.env.REDDIT_PIXEL_ID;
    delete process.env.REDDIT_CONVERSIONS_TOKEN;
    resetEnvCache();
    expect(getConversionsClient()).toBe(offlineConversionsClient);
    await record(free, { eventType: "signup" });
    expect(await deliverDueConversions({ client: getConversionsClient() })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect((await rowsOf(free))[0]).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
    expect(standIn.requests).toEqual([]);
  });
});

describe("POST /api/reddit/conversion", () => {
  const signedIn = (userId: string) => {
    access.current = { session: { user: { id: userId }, session: { id: "s1" } } };
  };
  const post = (
    body: unknown,
    options: { contentType?: string; cookie?: string; raw?: string } = {},
  ) =>
    POST(
      new Request("http://localhost:3000/api/reddit/conversion", {
        method: "POST",
        headers: {
          "content-type": options.contentType ?? "application/json",
          cookie: options.cookie ?? ADS,
        },
        body: options.raw ?? JSON.stringify(body),
      }),
    );

  beforeEach(() => {
    process.env.REDDIT_PIXEL_ID = PIXEL;
    process.env.REDDIT_CONVERSIONS_TOKEN = TOKEN;
    process.env.REDDIT_CONVERSIONS_BASE_URL = standIn.url;
    resetEnvCache();
    signedIn(free);
  });

  it("queues the event, answers its id, and sends it after the response", async () => {
    const response = await post({
      eventType: "signup",
      userData: { userId: free, email: FREE_EMAIL, method: "email_password" },
      eventData: { eventId: "pixel-event-0004" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      eventId: "pixel-event-0004",
      queued: true,
    });
    expect(standIn.requests).toEqual([]);
    expect(afterTasks).toHaveLength(1);
    await Promise.all(afterTasks.map((task) => task()));
    expect(standIn.requests).toHaveLength(1);
    expect((await rowsOf(free))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("answers a replay as done without queueing or sending again", async () => {
    const body = { eventType: "signup", eventData: { eventId: "pixel-event-0005" } };
    await post(body);
    const again = await post(body);
    expect(await again.json()).toEqual({
      success: true,
      eventId: "pixel-event-0005",
      queued: false,
    });
    expect(afterTasks).toHaveLength(1);
    expect(await rowsOf(free)).toHaveLength(1);
  });

  it("answers 200 without storing anything when advertising is not consented to", async () => {
    const response = await post({ eventType: "signup" }, { cookie: ANALYTICS_ONLY });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, queued: false, reason: "no-consent" });
    expect(await getDb().select().from(conversionOutbox)).toEqual([]);
    expect(afterTasks).toEqual([]);
  });

  it("refuses a visitor with 401", async () => {
    access.current = null;
    const response = await post({ eventType: "signup" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "Please sign in again." });
  });

  it("refuses anything but JSON with 415", async () => {
    const response = await post(null, { contentType: "text/plain", raw: "eventType=signup" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("refuses a body over 4 KB with 413", async () => {
    const response = await post(null, { raw: JSON.stringify({ eventType: "x".repeat(4100) }) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("refuses broken JSON with 400", async () => {
    const response = await post(null, { raw: '{"eventType": "signup"' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "That request isn't valid JSON.",
    });
  });

  it.each([
    ["an unknown eventType", { eventType: "purchase" }],
    ["another case", { eventType: "Signup" }],
    ["no eventType", {}],
    ["an extra field", { eventType: "signup", value: 99 }],
    ["health data in a nested object", { eventType: "signup", eventData: { answers: { p: 7 } } }],
    ["a body that is a list", [{ eventType: "signup" }]],
  ])("refuses %s with 400 naming the nine event types", async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.success).toBe(false);
    for (const eventType of CONVERSION_EVENT_TYPES) expect(answer.error).toContain(eventType);
    expect(await getDb().select().from(conversionOutbox)).toEqual([]);
  });

  it("refuses another person's userId with 403", async () => {
    const response = await post({ eventType: "signup", userData: { userId: monthly } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await getDb().select().from(conversionOutbox)).toEqual([]);
  });

  it("refuses the 31st event in 10 minutes with 429 and Retry-After", async () => {
    for (let i = 0; i < CONVERSION_RATE_RULE.max; i += 1)
      expect((await post({ eventType: "upgrade_interest" })).status).toBe(200);
    const response = await post({ eventType: "upgrade_interest" });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("logs an unexpected failure and answers 500 with spec 8's shape", async () => {
    access.current = "throw";
    const response = await post({ eventType: "signup" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      error: "We couldn't record that event.",
    });
  });
});
