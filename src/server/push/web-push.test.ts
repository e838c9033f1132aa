// Web push for the daily reminder (issue #19), against a local stand-in push service: devices are
// kept per browser and per person, only known push services are accepted, each reminder is
// encrypted so only the device can read it, and a device the push service has forgotten is
// forgotten here too.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { REMINDER_PUSH_MESSAGE } from "@/domain/push/push-message";
import { PUSH_SUBSCRIPTION_LIMIT } from "@/domain/push/push-subscription";
import {
  fakeSubscription,
  startPushStandIn,
  type TPushStandIn,
} from "../../../tests/factories/push-stand-in";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { deleteAccount } from "../account/delete-account";
import { exportUserData } from "../account/export-user-data";
import { signUpWithEmail } from "../auth/sign-up-with-email";
import { getDb } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { resetEnvCache } from "../env";
import { saveReminderSettings, sendDueExerciseReminders } from "../reminders/exercise-reminders";
import {
  deletePushSubscription,
  endpointKeyOf,
  pushPublicKey,
  pushSetupFor,
  savePushSubscription,
  sendPushToPerson,
} from "./web-push";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const keys = webpush.generateVAPIDKeys();
let standIn: TPushStandIn;

function pushOn() {
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  process.env.VAPID_SUBJECT = "mailto:support@wristwise.app";
  process.env.ENABLE_TEST_ENDPOINTS = "true";
  process.env.PUSH_STANDIN_URL = standIn.origin;
  resetEnvCache();
}

function pushOff() {
  for (const name of [
    "VAPID_PUBLIC_KEY",
    "VAPID_PRIVATE_KEY",
    "VAPID_SUBJECT",
    "ENABLE_TEST_ENDPOINTS",
    "PUSH_STANDIN_URL",
  ])
    delete process.env[name];
  resetEnvCache();
}

beforeAll(async () => {
  standIn = await startPushStandIn();
});

afterAll(async () => {
  pushOff();
  await standIn.close();
});

beforeEach(async () => {
  await resetTestDb();
  standIn.received.length = 0;
  pushOn();
});

async function signUp(email: string) {
  const result = await signUpWithEmail(
    { name: "Robin Vale", email, password: "calm-hands-42" },
    requestHeaders({}),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.userId;
}

const devicesOf = (userId: string) =>
  getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("keeping a device", () => {
  it("is refused while the server has no VAPID keys, and the form is told push is off", async () => {
    pushOff();
    const userId = await signUp("off@example.com");
    const sub = fakeSubscription("https://fcm.googleapis.com", "/fcm/send/a");
    expect(pushPublicKey()).toBeNull();
    expect(await pushSetupFor(userId)).toBeNull();
    expect(await savePushSubscription(userId, sub, CHROME_ANDROID)).toEqual({
      ok: false,
      reason: "push-off",
    });
    expect(await devicesOf(userId)).toEqual([]);
  });

  it("refuses a key pair that isn't one, naming the variables", () => {
    process.env.VAPID_PRIVATE_KEY = "short";
    resetEnvCache();
    expect(() => pushPublicKey()).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it("accepts only a browser's push service or the configured stand-in", async () => {
    const userId = await signUp("svc@example.com");
    for (const endpoint of [
      "https://push.example.com/x",
      "http://127.0.0.1:6379/",
      "http://localhost:1/push",
    ]) {
      const sub = { ...fakeSubscription("", ""), endpoint };
      expect(await savePushSubscription(userId, sub, CHROME_ANDROID)).toEqual({
        ok: false,
        reason: "unknown-service",
      });
    }
    // The stand-in is accepted only with test endpoints on.
    process.env.ENABLE_TEST_ENDPOINTS = "false";
    resetEnvCache();
    const sub = fakeSubscription(standIn.origin, "/push/a");
    expect((await savePushSubscription(userId, sub, CHROME_ANDROID)).ok).toBe(false);
    pushOn();
    expect(await savePushSubscription(userId, sub, CHROME_ANDROID)).toMatchObject({
      ok: true,
      device: "Chrome on Android",
    });
    const google = fakeSubscription("https://fcm.googleapis.com", "/fcm/send/b");
    expect((await savePushSubscription(userId, google, CHROME_ANDROID)).ok).toBe(true);
    expect(await devicesOf(userId)).toHaveLength(2);
  });

  it("keeps one row per browser: subscribing again updates it, another person takes it over", async () => {
    const first = await signUp("first@example.com");
    const second = await signUp("second@example.com");
    const sub = fakeSubscription(standIn.origin, "/push/shared");
    await savePushSubscription(first, sub, CHROME_ANDROID);
    await savePushSubscription(first, sub, CHROME_ANDROID);
    expect(await devicesOf(first)).toHaveLength(1);
    await savePushSubscription(second, sub, "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0");
    expect(await devicesOf(first)).toEqual([]);
    expect(await devicesOf(second)).toEqual([
      expect.objectContaining({ endpoint: sub.endpoint, device: "Firefox on Linux" }),
    ]);
    // The page knows the device is on by its fingerprint, never by its address.
    expect(await pushSetupFor(second)).toEqual({
      publicKey: keys.publicKey,
      deviceKeys: [endpointKeyOf(sub.endpoint)],
    });
    expect(await pushSetupFor(first)).toEqual({ publicKey: keys.publicKey, deviceKeys: [] });
  });

  it("never moves a device to someone who knows only its address (other keys), however it is spelled", async () => {
    const owner = await signUp("owner-keys@example.com");
    const attacker = await signUp("attacker@example.com");
    const sub = fakeSubscription(standIn.origin, "/push/victim");
    await savePushSubscription(owner, sub, CHROME_ANDROID);
    const forged = { ...fakeSubscription(standIn.origin, "/push/victim"), endpoint: sub.endpoint };
    expect(await savePushSubscription(attacker, forged, CHROME_ANDROID)).toEqual({
      ok: false,
      reason: "not-this-browser",
    });
    const shouted = { ...forged, endpoint: sub.endpoint.replace("localhost", "LOCALHOST") };
    expect(await savePushSubscription(attacker, shouted, CHROME_ANDROID)).toEqual({
      ok: false,
      reason: "not-this-browser",
    });
    expect(await devicesOf(attacker)).toEqual([]);
    expect(await devicesOf(owner)).toEqual([
      expect.objectContaining({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh }),
    ]);
    // Its owner subscribing again with new keys (a browser's fresh subscription) is fine.
    expect((await savePushSubscription(owner, forged, CHROME_ANDROID)).ok).toBe(true);
  });

  it(`keeps a person's newest ${PUSH_SUBSCRIPTION_LIMIT} devices`, async () => {
    const userId = await signUp("many@example.com");
    const subs = Array.from({ length: PUSH_SUBSCRIPTION_LIMIT + 1 }, (_, i) =>
      fakeSubscription(standIn.origin, `/push/device-${i}`),
    );
    for (const [i, sub] of subs.entries())
      await savePushSubscription(userId, sub, CHROME_ANDROID, new Date(Date.UTC(2026, 10, 1, i)));
    const kept = (await devicesOf(userId)).map((d) => d.endpoint).sort();
    expect(kept).toHaveLength(PUSH_SUBSCRIPTION_LIMIT);
    expect(kept).not.toContain(subs[0]?.endpoint);
    expect(kept).toContain(subs[PUSH_SUBSCRIPTION_LIMIT]?.endpoint);
  });

  it("forgets a device for its owner only", async () => {
    const owner = await signUp("owner@example.com");
    const other = await signUp("other@example.com");
    const sub = fakeSubscription(standIn.origin, "/push/mine");
    await savePushSubscription(owner, sub, CHROME_ANDROID);
    expect(await deletePushSubscription(other, sub.endpoint)).toBe(false);
    expect(await devicesOf(owner)).toHaveLength(1);
    expect(await deletePushSubscription(owner, sub.endpoint)).toBe(true);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it("is in the data export without its keys, and goes with the account", async () => {
    const userId = await signUp("export@example.com");
    const sub = fakeSubscription(standIn.origin, "/push/export");
    await savePushSubscription(userId, sub, CHROME_ANDROID);
    const data = await exportUserData({ userId });
    expect(data?.reminderDevices).toEqual([
      { device: "Chrome on Android", createdAt: expect.any(Date), lastSentAt: null },
    ]);
    expect(JSON.stringify(data)).not.toContain(sub.keys.auth);
    expect(JSON.stringify(data)).not.toContain(sub.endpoint);
    await deleteAccount({ userId, headers: requestHeaders({}) });
    expect(await getDb().select().from(pushSubscriptions)).toEqual([]);
  });
});

describe("sending", () => {
  it("encrypts the message for the device and signs it with the server's key", async () => {
    const userId = await signUp("send@example.com");
    const sub = fakeSubscription(standIn.origin, "/push/ok");
    await savePushSubscription(userId, sub, CHROME_ANDROID);
    const now = new Date("2026-11-26T18:00:00Z");
    expect(await sendPushToPerson(userId, REMINDER_PUSH_MESSAGE, { now })).toEqual({
      sent: 1,
      removed: 0,
      failed: 0,
    });
    expect(standIn.received).toHaveLength(1);
    const [pushed] = standIn.received;
    expect(pushed?.path).toBe("/push/ok");
    expect(pushed?.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      ttl: "14400",
      urgency: "normal",
      topic: "exercise-reminder",
    });
    expect(pushed?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`),
    );
    // Nothing readable on the wire; the device's keys open it.
    expect(pushed?.body.toString()).not.toContain("exercises");
    expect(sub.decrypt(pushed?.body ?? Buffer.alloc(0))).toEqual(REMINDER_PUSH_MESSAGE);
    expect((await devicesOf(userId))[0]?.lastSentAt).toEqual(now);
  });

  it.each([
    ["/push/gone", "removed"],
    ["/push/missing", "removed"],
    ["/push/broken", "failed"],
  ] as const)("a push service answering for %s: the device is %s", async (path, what) => {
    const userId = await signUp("answers@example.com");
    await savePushSubscription(userId, fakeSubscription(standIn.origin, path), CHROME_ANDROID);
    const outcome = await sendPushToPerson(userId, REMINDER_PUSH_MESSAGE);
    expect(outcome).toEqual({
      sent: 0,
      removed: what === "removed" ? 1 : 0,
      failed: what === "failed" ? 1 : 0,
    });
    expect(await devicesOf(userId)).toHaveLength(what === "removed" ? 0 : 1);
  });

  it("a push service out of reach is a failure for that device only", async () => {
    const userId = await signUp("reach@example.com");
    await savePushSubscription(userId, fakeSubscription(standIn.origin, "/push/a"), CHROME_ANDROID);
    await savePushSubscription(userId, fakeSubscription(standIn.origin, "/push/b"), CHROME_ANDROID);
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) throw new TypeError("fetch failed");
      return fetch(input, init);
    };
    expect(await sendPushToPerson(userId, REMINDER_PUSH_MESSAGE, { fetchImpl: flaky })).toEqual({
      sent: 1,
      removed: 0,
      failed: 1,
    });
    expect(await devicesOf(userId)).toHaveLength(2);
  });

  it("never sends to a device kept under a configuration that no longer allows its service", async () => {
    const userId = await signUp("config@example.com");
    await savePushSubscription(userId, fakeSubscription(standIn.origin, "/push/a"), CHROME_ANDROID);
    delete process.env.PUSH_STANDIN_URL;
    resetEnvCache();
    expect(await sendPushToPerson(userId, REMINDER_PUSH_MESSAGE)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(standIn.received).toEqual([]);
  });

  it("the reminder sweep sends the email and the notification at the chosen local time, once", async () => {
    const userId = await signUp("sweep@example.com");
    const sub = fakeSubscription(standIn.origin, "/push/sweep");
    await savePushSubscription(userId, sub, CHROME_ANDROID);
    await saveReminderSettings(userId, {
      enabled: true,
      time: "07:30",
      days: [1, 2, 3, 4, 5, 6, 7],
      timeZone: "Asia/Tokyo",
    });
    // 07:29 in Tokyo is 22:29 UTC the day before: not yet.
    expect(await sendDueExerciseReminders(new Date("2026-11-25T22:29:00Z"))).toBe(0);
    expect(standIn.received).toEqual([]);
    expect(await sendDueExerciseReminders(new Date("2026-11-25T22:30:00Z"))).toBe(1);
    expect(await sendDueExerciseReminders(new Date("2026-11-25T22:45:00Z"))).toBe(0);
    expect(standIn.received).toHaveLength(1);
    expect(sub.decrypt(standIn.received[0]?.body ?? Buffer.alloc(0))).toMatchObject({
      title: "Time for your wrist and hand exercises",
      url: "/exercise-program",
    });
  });

  it("sends nothing to the devices of a person whose reminder is off", async () => {
    const userId = await signUp("quiet@example.com");
    await savePushSubscription(userId, fakeSubscription(standIn.origin, "/push/q"), CHROME_ANDROID);
    expect(await sendDueExerciseReminders(new Date("2026-11-25T18:00:00Z"))).toBe(0);
    expect(standIn.received).toEqual([]);
  });
});
