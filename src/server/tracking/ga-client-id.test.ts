// The analytics client id on the profile (spec 3: gaClientId, gaClientIdUpdated; issue #18): only
// with analytics consent, at sign-up or on a later visit, and forgotten when consent is withdrawn.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { GA_CLIENT_ID_COOKIE } from "@/lib/analytics/tracking-data";
import { CONSENT_COOKIE, consentCookieValueOf } from "@/lib/consent";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { getDb } from "../db/client";
import { conversionOutbox, profile } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { clearGaClientId, updateGaClientId } from "./update-ga-client-id";

const CID = "1234567890.1764064800";
const consent = (analytics: boolean, ads = false) =>
  `${CONSENT_COOKIE}=${consentCookieValueOf({ analytics, ads })}`;

beforeEach(async () => {
  await resetTestDb();
});

async function signUp(cookie: string) {
  const result = await signUpWithEmail(
    { name: "Ari", email: "ari@example.com", password: "calm-hands-42" },
    requestHeaders({ cookie }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.userId;
}

async function gaOf(userId: string) {
  const [row] = await getDb()
    .select({ id: profile.gaClientId, at: profile.gaClientIdUpdated })
    .from(profile)
    .where(eq(profile.userId, userId));
  return row;
}

it.each([
  ["analytics consent and a client id", `${consent(true)}; ${GA_CLIENT_ID_COOKIE}=${CID}`, CID],
  ["a client id but no choice made", `${GA_CLIENT_ID_COOKIE}=${CID}`, null],
  [
    "a client id but advertising consent only",
    `${consent(false, true)}; ${GA_CLIENT_ID_COOKIE}=${CID}`,
    null,
  ],
  [
    "analytics consent and a malformed id",
    `${consent(true)}; ${GA_CLIENT_ID_COOKIE}=GA1.2.3.4`,
    null,
  ],
  ["analytics consent and no id", consent(true), null],
])("sign-up with %s stores %s", async (_label, cookie, expected) => {
  const userId = await signUp(cookie);
  const row = await gaOf(userId);
  expect(row?.id ?? null).toBe(expected);
  expect(row?.at !== null).toBe(expected !== null);
});

it("queues the sign-up conversion with advertising consent only, once", async () => {
  const withAds = await signUp(consent(false, true));
  expect(
    await getDb().select().from(conversionOutbox).where(eq(conversionOutbox.userId, withAds)),
  ).toEqual([expect.objectContaining({ eventType: "signup", dedupKey: "signup" })]);
  await resetTestDb();
  const without = await signUp(consent(true, false));
  expect(
    await getDb().select().from(conversionOutbox).where(eq(conversionOutbox.userId, without)),
  ).toEqual([]);
});

it("updates the id on a later visit only when it differs, and clears it on withdrawal", async () => {
  const userId = await signUp(consent(false));
  const first = new Date("2026-11-25T10:00:00Z");
  expect(await updateGaClientId(userId, CID, first)).toBe(true);
  expect(await gaOf(userId)).toEqual({ id: CID, at: first });
  // The same id again (a second tab, the next session) changes nothing.
  expect(await updateGaClientId(userId, CID, new Date("2026-11-26T10:00:00Z"))).toBe(false);
  expect(await gaOf(userId)).toEqual({ id: CID, at: first });
  const later = new Date("2026-11-27T10:00:00Z");
  expect(await updateGaClientId(userId, "9876543210.1764200000", later)).toBe(true);
  expect(await gaOf(userId)).toEqual({ id: "9876543210.1764200000", at: later });
  const withdrawn = new Date("2026-11-28T10:00:00Z");
  expect(await clearGaClientId(userId, withdrawn)).toBe(true);
  expect(await gaOf(userId)).toEqual({ id: null, at: withdrawn });
  expect(await clearGaClientId(userId)).toBe(false);
});
