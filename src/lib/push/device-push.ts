// This browser's side of web push for the daily reminder (issue #19): asking permission,
// subscribing with the server's key, and telling the server (POST/DELETE /api/push/subscription).
// Every step can fail in its own way (no support, permission blocked, no service worker, the push
// service unreachable, the server refusing); each answers a sentence the person can act on.

import { base64UrlBytes } from "@/lib/base64url";

export type TPushResult = { ok: true; device?: string } | { ok: false; message: string };

const ENDPOINT = "/api/push/subscription";
const READY_TIMEOUT_MS = 10_000;

/** Whether this browser can receive web push at all. */
export function supportsPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) =>
    window.setTimeout(() => resolve(null), READY_TIMEOUT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!supportsPush()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/** The server's fingerprint of an endpoint (SHA-256, base64url): see endpointKeyOf. */
export async function endpointKeyOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint));
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function send(method: "POST" | "DELETE", body: unknown): Promise<Response> {
  return fetch(ENDPOINT, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    redirect: "error",
  });
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === "string"
    ? body.error
    : "Wristwise couldn't save this device. Please try again.";
}

/** Asks permission, subscribes this browser and registers it for the person's reminders. */
export async function turnOnPush(publicKey: string): Promise<TPushResult> {
  if (!supportsPush())
    return { ok: false, message: "This browser can't show notifications from Wristwise." };
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    return {
      ok: false,
      message:
        "Notifications are blocked for Wristwise in this browser. You can allow them in the browser's site settings, then try again.",
    };
  const reg = await registration();
  if (!reg)
    return {
      ok: false,
      message: "This page isn't ready for notifications yet. Reload it and try again.",
    };
  let subscription: PushSubscription;
  try {
    const applicationServerKey = base64UrlBytes(publicKey);
    if (!applicationServerKey) throw new Error("the server's key isn't base64url");
    const existing = await reg.pushManager.getSubscription();
    const reusable = existing && sameKey(existing, applicationServerKey) ? existing : null;
    // A subscription made under an older server key can't be used: it is replaced.
    if (existing && !reusable) await existing.unsubscribe();
    subscription =
      reusable ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  } catch {
    return {
      ok: false,
      message:
        "This browser couldn't reach its notification service. Check your connection and try again.",
    };
  }
  try {
    const response = await send("POST", subscription.toJSON());
    if (!response.ok) return { ok: false, message: await errorOf(response) };
    const body = (await response.json()) as { device?: string };
    return { ok: true, device: body.device };
  } catch {
    return {
      ok: false,
      message: "Wristwise couldn't be reached. Check your connection and try again.",
    };
  }
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Stops reminders on this device: the server forgets it first, then the browser unsubscribes. */
export async function turnOffPush(): Promise<TPushResult> {
  const subscription = await currentSubscription();
  if (!subscription) return { ok: true };
  try {
    const response = await send("DELETE", { endpoint: subscription.endpoint });
    if (!response.ok) return { ok: false, message: await errorOf(response) };
  } catch {
    return {
      ok: false,
      message: "Wristwise couldn't be reached. Check your connection and try again.",
    };
  }
  await subscription.unsubscribe().catch(() => false);
  return { ok: true };
}

/** On sign-out: this device stops getting the person's reminders, within 2 s or not at all. */
export async function forgetThisDevice(): Promise<void> {
  if (!supportsPush()) return;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!reg) return;
  const give = new Promise<void>((resolve) => window.setTimeout(resolve, 2000));
  await Promise.race([
    turnOffPush().then(
      () => undefined,
      () => undefined,
    ),
    give,
  ]);
  // Whatever the server said (an ended session answers 401): the browser unsubscribes, so its
  // push service answers 410 to the next reminder and the server forgets the device then.
  const left = await currentSubscription().catch(() => null);
  await left?.unsubscribe().catch(() => false);
}
