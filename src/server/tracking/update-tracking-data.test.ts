// Marketing attribution on the profile (spec 3, issue #18): written at sign-up from the browser's
// cookie, updated when a later visit brings new parameters, and only the known keys ever.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { TRACKING_COOKIE, trackingCookieValueOf } from "@/lib/analytics/tracking-data";
import { LANDING_COOKIE } from "@/lib/landing";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { getDb } from "../db/client";
import { profile } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { updateTrackingData } from "./update-tracking-data";

beforeEach(async () => {
  await resetTestDb();
});

async function signUp(cookie?: string) {
  const result = await signUpWithEmail(
    { name: "Ari", email: "ari@example.com", password: "calm-hands-42" },
    requestHeaders({ cookie }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.userId;
}

async function trackingOf(userId: string) {
  const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
  return row?.trackingData;
}

it("writes the browser's marketing parameters at sign-up, with capturedAt and lastUpdated", async () => {
  const value = trackingCookieValueOf({
    utm_source: "newsletter",
    utm_campaign: "spring",
    referrer: "https://forum.example/thread",
  });
  const userId = await signUp(`${TRACKING_COOKIE}=${value}`);
  const data = await trackingOf(userId);
  expect(data).toMatchObject({
    utm_source: "newsletter",
    utm_campaign: "spring",
    referrer: "https://forum.example/thread",
  });
  expect(data?.capturedAt).toBe(data?.lastUpdated);
  expect(Number.isNaN(Date.parse(data?.capturedAt ?? ""))).toBe(false);
});

it.each([
  ["no cookie", undefined],
  ["a garbled cookie", `${TRACKING_COOKIE}=%E0%A4%A`],
  ["only unknown keys", `${TRACKING_COOKIE}=${encodeURIComponent('{"isAdmin":true}')}`],
])("stores nothing for %s", async (_label, cookie) => {
  const userId = await signUp(cookie);
  expect(await trackingOf(userId)).toEqual({});
});

it.each([
  [
    "the marketing cookie",
    `${TRACKING_COOKIE}=${encodeURIComponent('{"utm_source":"news\\u0000"}')}`,
  ],
  [
    "the landing cookie",
    `${LANDING_COOKIE}=${encodeURIComponent('{"page":"/","source":"\\u0000"}')}`,
  ],
])(
  "signs up, profile and all, with a NUL in %s (a link's utm_source holding one)",
  async (_label, cookie) => {
    const userId = await signUp(cookie);
    const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
    expect(row?.userId).toBe(userId);
    expect(JSON.stringify(row?.trackingData)).not.toContain("\\u0000");
    expect(row?.signupSource ?? "").not.toContain("\u0000");
  },
);

it("updates on a later visit with new parameters, keeping capturedAt; the same ones change nothing", async () => {
  const userId = await signUp(
    `${TRACKING_COOKIE}=${trackingCookieValueOf({ utm_source: "news" })}`,
  );
  const first = await trackingOf(userId);
  const later = new Date(Date.now() + 86_400_000);
  expect(await updateTrackingData(userId, { utm_source: "news" }, later)).toBe(false);
  expect(await updateTrackingData(userId, { utm_source: "reddit", gclid: "G1" }, later)).toBe(true);
  expect(await trackingOf(userId)).toEqual({
    utm_source: "reddit",
    gclid: "G1",
    capturedAt: first?.capturedAt,
    lastUpdated: later.toISOString(),
  });
  expect(await updateTrackingData("no-such-user", { utm_source: "x" }, later)).toBe(false);
});
