import { z } from "zod";
import { base64UrlBytes } from "@/lib/base64url";

// Web push for the daily exercise reminder (issue #19): what a browser's subscription must look
// like before the server keeps it, and which push services the server will ever send to.

/** A person's devices that may receive reminders; subscribing one more drops the oldest. */
export const PUSH_SUBSCRIPTION_LIMIT = 10;

/**
 * The browsers' own push services, by host (the host itself or any host under it). The server
 * sends only here: an endpoint is an address the browser names, and without this list anyone
 * signed in could make the server post to any address (the database, a cloud metadata service).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Opera
  "android.googleapis.com", // older Chrome subscriptions
  "push.services.mozilla.com", // Firefox (updates.push.services.mozilla.com)
  "push.apple.com", // Safari (web.push.apple.com)
  "notify.windows.com", // Edge on Windows (*.notify.windows.com)
] as const;

const MAX_ENDPOINT_LENGTH = 2048;

/**
 * Whether the server may send to this endpoint: https on a known push service's host, on the
 * default port, with no credentials in it; or exactly under one of `extraOrigins` (the test
 * stand-in, which may be plain http on this machine).
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/** An uncompressed P-256 public key: 65 bytes, the first 0x04. */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64UrlBytes(value);
  return bytes !== null && bytes.length === 65 && bytes[0] === 4;
}

/** The subscription's authentication secret: 16 bytes. */
export function isAuthSecret(value: string): boolean {
  return base64UrlBytes(value)?.length === 16;
}

/**
 * `PushSubscription.toJSON()` as the browser sends it. The endpoint's service is checked where the
 * allowed origins are known (the server's configuration), with isAllowedPushEndpoint.
 */
export const ZPushSubscription = z
  .object({
    endpoint: z
      .string()
      .max(MAX_ENDPOINT_LENGTH, "That push address is too long.")
      .url("That isn't a push address."),
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z
      .object({
        p256dh: z.string().max(128).refine(isP256PublicKey, "That key isn't a P-256 public key."),
        auth: z.string().max(64).refine(isAuthSecret, "That secret isn't 16 bytes."),
      })
      .strict(),
  })
  .strict();
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** What the reminder form needs to offer notifications: the server's key, the person's devices. */
export type TPushSetup = { publicKey: string; deviceKeys: string[] };

/** DELETE's body: the endpoint of the device to forget. */
export const ZPushEndpoint = z
  .object({ endpoint: z.string().max(MAX_ENDPOINT_LENGTH).url("That isn't a push address.") })
  .strict();

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** A device as its owner would name it ("Chrome on Android"), from the browser's user agent. */
export function deviceNameOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? "A browser";
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
