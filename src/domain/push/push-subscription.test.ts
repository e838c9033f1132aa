// Web push's input rules (issue #19): only the browsers' own push services, well-formed keys, and
// notification clicks that stay on this site. Tables, every row and boundary.
import { describe, expect, it } from "vitest";
import { notificationPathOf } from "./push-message";
import {
  deviceNameOf,
  isAllowedPushEndpoint,
  isAuthSecret,
  isP256PublicKey,
  ZPushEndpoint,
  ZPushSubscription,
} from "./push-subscription";

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const key = (length: number, first = 4) => {
  const bytes = new Uint8Array(length).fill(7);
  if (length > 0) bytes[0] = first;
  return b64url(bytes);
};

describe("isAllowedPushEndpoint", () => {
  it.each([
    ["https://fcm.googleapis.com/fcm/send/abc:def", true],
    ["https://android.googleapis.com/gcm/send/abc", true],
    ["https://updates.push.services.mozilla.com/wpush/v2/gAAAA", true],
    ["https://web.push.apple.com/QGuQyavXutnMH", true],
    ["https://db5p.notify.windows.com/w/?token=BQYAAAB", true],
    ["https://FCM.googleapis.com/fcm/send/abc", true],
    // lookalikes and other hosts
    ["https://fcm.googleapis.com.evil.example/fcm/send/abc", false],
    ["https://evilfcm.googleapis.com/x", false],
    ["https://googleapis.com/x", false],
    ["https://notify.windows.com.example/x", false],
    ["https://example.com/push", false],
    ["https://127.0.0.1/push", false],
    ["https://169.254.169.254/latest/meta-data", false],
    ["https://localhost/push", false],
    // scheme, port, credentials
    ["http://fcm.googleapis.com/fcm/send/abc", false],
    ["https://fcm.googleapis.com:8443/fcm/send/abc", false],
    ["https://user:pass@fcm.googleapis.com/fcm/send/abc", false],
    ["ftp://fcm.googleapis.com/x", false],
    ["javascript:alert(1)", false],
    ["not a url", false],
    ["", false],
  ])("%s → %s", (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(allowed);
  });

  it.each([
    ["http://localhost:4999/push/abc", true],
    ["http://localhost:4999/", true],
    ["http://localhost:5000/push/abc", false],
    ["http://127.0.0.1:4999/push/abc", false],
    ["https://localhost:4999/push/abc", false],
    ["http://u:p@localhost:4999/push/abc", false],
  ])("with the stand-in http://localhost:4999 allowed: %s → %s", (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(endpoint, ["http://localhost:4999"])).toBe(allowed);
  });
});

describe("keys", () => {
  it.each([
    [key(64), false],
    [key(65), true],
    [key(66), false],
    [key(65, 2), false],
    [key(65, 3), false],
    [`${key(65)}=`, true], // with its padding
    [Buffer.from([4, ...new Array(64).fill(0xfb)]).toString("base64"), false], // "+" and "/" are not url-safe
    [key(65).replace(/.$/, "*"), false],
    ["", false],
  ])("P-256 public key %# → %s", (value, ok) => {
    expect(isP256PublicKey(value)).toBe(ok);
  });

  it.each([
    [key(15), false],
    [key(16), true],
    [`${key(16)}==`, true],
    [key(17), false],
    ["!!!!!!!!!!!!!!!!!!!!!!", false],
  ])("auth secret %# → %s", (value, ok) => {
    expect(isAuthSecret(value)).toBe(ok);
  });
});

describe("ZPushSubscription", () => {
  const good = {
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    expirationTime: null,
    keys: { p256dh: key(65), auth: key(16) },
  };

  it("accepts a browser's toJSON(), with or without an expiration time", () => {
    expect(ZPushSubscription.safeParse(good).success).toBe(true);
    const { expirationTime: _, ...withoutExpiry } = good;
    expect(ZPushSubscription.safeParse(withoutExpiry).success).toBe(true);
    expect(
      ZPushSubscription.safeParse({ ...good, expirationTime: 1_800_000_000_000 }).success,
    ).toBe(true);
  });

  it.each([
    ["an extra field", { ...good, userId: "someone-else" }],
    ["an extra key", { ...good, keys: { ...good.keys, extra: "x" } }],
    ["no keys", { endpoint: good.endpoint }],
    ["a short public key", { ...good, keys: { ...good.keys, p256dh: key(64) } }],
    ["a short auth secret", { ...good, keys: { ...good.keys, auth: key(15) } }],
    ["an endpoint that isn't a URL", { ...good, endpoint: "fcm.googleapis.com/x" }],
    [
      "an endpoint over 2048 characters",
      { ...good, endpoint: `https://fcm.googleapis.com/${"a".repeat(2030)}` },
    ],
    ["a negative expiration time", { ...good, expirationTime: -1 }],
  ])("refuses %s", (_, value) => {
    expect(ZPushSubscription.safeParse(value).success).toBe(false);
  });

  it("the endpoint's length boundary: 2048 accepted, 2049 refused", () => {
    const at = (n: number) => `https://fcm.googleapis.com/${"a".repeat(n - 27)}`;
    expect(at(2048)).toHaveLength(2048);
    expect(ZPushSubscription.safeParse({ ...good, endpoint: at(2048) }).success).toBe(true);
    expect(ZPushSubscription.safeParse({ ...good, endpoint: at(2049) }).success).toBe(false);
  });

  it("DELETE takes the endpoint and nothing else", () => {
    expect(ZPushEndpoint.safeParse({ endpoint: good.endpoint }).success).toBe(true);
    expect(ZPushEndpoint.safeParse({ endpoint: good.endpoint, userId: "x" }).success).toBe(false);
    expect(ZPushEndpoint.safeParse({}).success).toBe(false);
  });
});

describe("deviceNameOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on ChromeOS",
    ],
    ["curl/8.5.0", "A browser"],
    ["", "A browser"],
    [null, "A browser"],
  ])("%s → %s", (ua, name) => {
    expect(deviceNameOf(ua)).toBe(name);
  });
});

describe("notificationPathOf", () => {
  it.each([
    ["/exercise-program", "/exercise-program"],
    ["/dashboard?from=reminder", "/dashboard?from=reminder"],
    ["//evil.example/x", "/exercise-program"],
    ["/\\evil.example", "/exercise-program"],
    ["/\t/evil.example", "/exercise-program"],
    ["/\n/evil.example", "/exercise-program"],
    ["/\r/evil.example", "/exercise-program"],
    ["/program/../dashboard", "/dashboard"],
    ["https://evil.example/", "/exercise-program"],
    ["javascript:alert(1)", "/exercise-program"],
    ["exercise-program", "/exercise-program"],
    [undefined, "/exercise-program"],
    [42, "/exercise-program"],
  ])("%s → %s", (url, path) => {
    expect(notificationPathOf(url)).toBe(path);
  });
});
