// Issue #19: the daily reminder as a notification on the person's device (web push). Headless
// Chromium can't reach a real push service, so the browser's PushManager is replaced by one that
// hands out a subscription at a local stand-in push service with real keys: everything else is
// real (the permission, the service worker, the API, the server's encryption and the sweep), and
// the test decrypts what the stand-in received.
import type { Page } from "@playwright/test";
import { E2E_VAPID_PUBLIC_KEY, pushPort } from "../../playwright.config";
import {
  fakeSubscription,
  startPushStandIn,
  type TFakeSubscription,
} from "../factories/push-stand-in";
import { acceptTerms, expect, test } from "./fixtures";

test.use({ timezoneId: "Asia/Tokyo" });

/** This browser's PushManager, answering with `sub` (kept in localStorage across page loads). */
async function fakePushManager(page: Page, sub: TFakeSubscription) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const STORE = "e2e-push-subscription";
      const make = (key: number[]) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(STORE);
          return true;
        },
      });
      PushManager.prototype.getSubscription = async () => {
        const key = localStorage.getItem(STORE);
        return key ? (make(JSON.parse(key)) as unknown as PushSubscription) : null;
      };
      PushManager.prototype.subscribe = async (options) => {
        const key = Array.from(new Uint8Array(options?.applicationServerKey as ArrayBuffer));
        localStorage.setItem(STORE, JSON.stringify(key));
        return make(key) as unknown as PushSubscription;
      };
    },
    { endpoint: sub.endpoint, keys: sub.keys },
  );
}

test.describe("on a device", () => {
  test.use({ serviceWorkers: "allow" });

  test("a person turns on notifications, gets the reminder there at the chosen time, and turns them off", async ({
    page,
    context,
    baseURL,
    signUpViaApi,
  }) => {
    const standIn = await startPushStandIn(pushPort);
    try {
      const sub = fakeSubscription(standIn.origin, `/push/e2e-${Date.now()}`);
      const mine = () => standIn.received.filter((r) => r.path === new URL(sub.endpoint).pathname);
      await context.grantPermissions(["notifications"], { origin: baseURL });
      await fakePushManager(page, sub);
      await signUpViaApi({ name: "Aiko Mori" });
      await acceptTerms(page);
      await page.goto("/account#reminders");
      const card = page.locator("#reminders");
      await card.getByLabel("Email me a reminder to do my exercises").check();
      await card.getByLabel("Time").fill("21:10");
      await card.getByRole("button", { name: "Save reminder" }).click();
      await expect(
        card.getByText("Reminders are on: every day at 21:10 (Asia/Tokyo)."),
      ).toBeVisible();

      const device = card.getByRole("region", { name: "Notifications on this device" });
      await expect(device.getByText("Get the reminder as a notification")).toBeVisible();
      await device.getByRole("button", { name: "Turn on notifications" }).click();
      await expect(device.getByText(/^Notifications are on for this device/)).toBeVisible();
      // The page knows this device is on after a reload, from the server's record.
      await page.reload();
      await expect(
        device.getByText("This device gets your reminder as a notification."),
      ).toBeVisible();

      // Tuesday 1 December 2026: 21:10 in Tokyo is 12:10 UTC.
      const run = (now: string) => page.request.post("/api/test/run-reminders", { data: { now } });
      await run("2026-12-01T12:09:00Z");
      expect(mine()).toEqual([]);
      await run("2026-12-01T12:10:00Z");
      await expect.poll(() => mine().length).toBe(1);
      expect(mine()[0]?.headers["content-encoding"]).toBe("aes128gcm");
      expect(mine()[0]?.headers.authorization).toContain(`k=${E2E_VAPID_PUBLIC_KEY}`);
      expect(sub.decrypt(mine()[0]?.body ?? Buffer.alloc(0))).toEqual({
        title: "Time for your wrist and hand exercises",
        body: expect.stringContaining("a lighter day is still a day done"),
        url: "/exercise-program",
        tag: "exercise-reminder",
      });

      await device.getByRole("button", { name: "Turn off on this device" }).click();
      await expect(
        device.getByText("This device won't get reminder notifications any more."),
      ).toBeVisible();
      await run("2026-12-02T12:10:00Z");
      expect(mine()).toHaveLength(1);

      // On again, then signing out: the next person on this device doesn't get the reminders.
      await device.getByRole("button", { name: "Turn on notifications" }).click();
      await expect(device.getByText(/^Notifications are on for this device/)).toBeVisible();
      await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/login\?signedOut=1/);
      await run("2026-12-03T12:10:00Z");
      expect(mine()).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });
});

test("the subscription API: only this site, a session, JSON, a push service's subscription, one's own devices", async ({
  page,
  playwright,
  baseURL,
  signUpViaApi,
}) => {
  const origin = baseURL ?? "";
  const sub = fakeSubscription(`http://localhost:${pushPort}`, `/push/api-${Date.now()}`);
  const body = { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys };
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    page.request.post("/api/push/subscription", {
      data: typeof data === "string" ? data : JSON.stringify(data),
      headers: { "content-type": "application/json", origin, ...headers },
    });

  // Signed out.
  expect((await post(body)).status()).toBe(401);
  await signUpViaApi({ name: "Ken Ito" });
  expect((await post(body, { origin: "https://evil.example" })).status()).toBe(403);
  expect((await post(body, { "content-type": "text/plain" })).status()).toBe(415);
  expect((await post("{not json")).status()).toBe(400);
  expect((await post({ ...body, endpoint: `${sub.endpoint}${"a".repeat(5000)}` })).status()).toBe(
    413,
  );
  const extra = await post({ ...body, userId: "someone-else" });
  expect(extra.status()).toBe(400);
  const badKey = await post({ ...body, keys: { ...sub.keys, p256dh: "AAAA" } });
  expect(badKey.status()).toBe(400);
  expect((await badKey.json()).error).toBe("That key isn't a P-256 public key.");
  const elsewhere = await post({ ...body, endpoint: "http://127.0.0.1:6379/push" });
  expect(elsewhere.status()).toBe(422);
  expect((await elsewhere.json()).error).toBe("That push address isn't a browser's push service.");

  const saved = await post(body);
  expect(saved.status()).toBe(201);
  expect(await saved.json()).toMatchObject({ ok: true, device: expect.any(String) });

  // Someone else can't take this device off.
  const other = await playwright.request.newContext({ baseURL: origin });
  const stranger = await other.post("/api/test/sign-up", {
    data: { name: "Other", email: `other-${Date.now()}@example.com`, password: "steady-hands-24" },
    headers: { origin },
  });
  expect(stranger.ok()).toBe(true);
  const theirs = await other.delete("/api/push/subscription", {
    data: JSON.stringify({ endpoint: sub.endpoint }),
    headers: { "content-type": "application/json", origin },
  });
  expect(await theirs.json()).toEqual({ ok: true, removed: false });
  await other.dispose();

  const removed = await page.request.delete("/api/push/subscription", {
    data: JSON.stringify({ endpoint: sub.endpoint }),
    headers: { "content-type": "application/json", origin },
  });
  expect(await removed.json()).toEqual({ ok: true, removed: true });
});
