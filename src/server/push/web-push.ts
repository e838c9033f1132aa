import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, notInArray, or } from "drizzle-orm";
import webpush from "web-push";
import type { TPushMessage } from "@/domain/push/push-message";
import {
  deviceNameOf,
  isAllowedPushEndpoint,
  isP256PublicKey,
  PUSH_SUBSCRIPTION_LIMIT,
  type TPushSetup,
  type TPushSubscription,
} from "@/domain/push/push-subscription";
import { getDb } from "../db/client";
import { pushSubscriptions } from "../db/schema";
import { getEnv } from "../env";
import { logger } from "../logger";

// Web push for the daily exercise reminder (issue #19). A browser's subscription is kept per
// device; a reminder is encrypted for each device (RFC 8291, aes128gcm) and signed with the
// server's VAPID key (RFC 8292) by the web-push package, then posted to the device's push
// service with fetch, so the address is checked, redirects are refused and a slow service times
// out. Nothing is sent without the VAPID keys: reminders then go by email only.

/** A reminder that arrives hours late is noise: the push service drops it after this. */
const REMINDER_TTL_SECONDS = 4 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

type TPushConfig = { publicKey: string; privateKey: string; subject: string };

/** The VAPID keys, or null when push is off. A malformed key is a configuration error. */
export function pushConfig(): TPushConfig | null {
  const env = getEnv();
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  if (!isP256PublicKey(env.VAPID_PUBLIC_KEY) || !/^[A-Za-z0-9_-]{43}$/.test(env.VAPID_PRIVATE_KEY))
    throw new Error(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)",
    );
  return {
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT,
  };
}

/** The key a browser subscribes with, or null when push is off (the form then doesn't offer it). */
export function pushPublicKey(): string | null {
  return pushConfig()?.publicKey ?? null;
}

/** Push services beyond the browsers' own: only the test stand-in, only with test endpoints on. */
function extraPushOrigins(): string[] {
  const env = getEnv();
  return env.ENABLE_TEST_ENDPOINTS && env.PUSH_STANDIN_URL
    ? [new URL(env.PUSH_STANDIN_URL).origin]
    : [];
}

export function isAllowedEndpoint(endpoint: string): boolean {
  return isAllowedPushEndpoint(endpoint, extraPushOrigins());
}

export type TSaveSubscriptionResult =
  | { ok: true; id: string; device: string }
  | { ok: false; reason: "push-off" | "unknown-service" | "not-this-browser" };

/**
 * Keeps this device's subscription for the person. A browser has one subscription per site, so
 * the endpoint names the device: subscribing again updates its row, and subscribing for someone
 * else signed in on it moves the row to them (the earlier person stops getting reminders here).
 * A person keeps their newest PUSH_SUBSCRIPTION_LIMIT devices.
 */
export async function savePushSubscription(
  userId: string,
  subscription: TPushSubscription,
  userAgent: string | null,
  now = new Date(),
): Promise<TSaveSubscriptionResult> {
  if (!pushConfig()) return { ok: false, reason: "push-off" };
  if (!isAllowedEndpoint(subscription.endpoint)) return { ok: false, reason: "unknown-service" };
  const db = getDb();
  const device = deviceNameOf(userAgent);
  const values = {
    userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    device,
    createdAt: now,
  };
  // One spelling per device, so "FCM.googleapis.com" can't stand beside "fcm.googleapis.com".
  const endpoint = new URL(subscription.endpoint).href;
  // Another person's row moves only to a browser holding the same keys (the same subscription):
  // knowing a device's address alone must not redirect or silence its reminders.
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: randomUUID(), endpoint, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: or(
        eq(pushSubscriptions.userId, userId),
        and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) return { ok: false, reason: "not-this-browser" };
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_SUBSCRIPTION_LIMIT);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  return { ok: true, id: row.id, device };
}

/** Forgets one of the person's devices; answers whether there was one. Another person's: no. */
export async function deletePushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const rows = await getDb()
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpoint, new URL(endpoint).href),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export type TPushOutcome = { sent: number; removed: number; failed: number };

/**
 * Sends a message to every device of the person. A device whose push service answers 404 or 410
 * has unsubscribed (or the browser's data was cleared) and is forgotten; any other failure is
 * logged and the device kept for the next reminder. Never throws for a device's failure.
 */
export async function sendPushToPerson(
  userId: string,
  message: TPushMessage,
  options: { fetchImpl?: typeof fetch; now?: Date } = {},
): Promise<TPushOutcome> {
  const outcome: TPushOutcome = { sent: 0, removed: 0, failed: 0 };
  const config = pushConfig();
  if (!config) return outcome;
  const send = options.fetchImpl ?? fetch;
  const db = getDb();
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  for (const device of devices) {
    // Checked again at sending: a row kept under an older configuration is not trusted.
    if (!isAllowedEndpoint(device.endpoint)) {
      outcome.failed += 1;
      continue;
    }
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: config,
          TTL: REMINDER_TTL_SECONDS,
          urgency: "normal",
          topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
        },
      );
      const response = await send(device.endpoint, {
        method: "POST",
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) {
        outcome.sent += 1;
        await db
          .update(pushSubscriptions)
          .set({ lastSentAt: options.now ?? new Date() })
          .where(eq(pushSubscriptions.id, device.id));
      } else if (response.status === 404 || response.status === 410) {
        outcome.removed += 1;
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      } else {
        outcome.failed += 1;
        logger.warn({ userId, status: response.status }, "push service refused a reminder");
      }
    } catch (error) {
      outcome.failed += 1;
      logger.warn({ err: error, userId }, "reminder not pushed");
    }
  }
  return outcome;
}

/** An endpoint's fingerprint, so the page can tell a device is on without holding its address. */
export function endpointKeyOf(endpoint: string): string {
  return createHash("sha256").update(endpoint).digest("base64url");
}

/** What the reminder form needs to offer notifications, or null when push is off. */
export async function pushSetupFor(userId: string): Promise<TPushSetup | null> {
  const publicKey = pushPublicKey();
  if (!publicKey) return null;
  const rows = await getDb()
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { publicKey, deviceKeys: rows.map((row) => endpointKeyOf(row.endpoint)) };
}
