import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

// What a Better Auth session cookie is, in one place: the proxy, the /api/auth gate and the
// sign-up hook all read the Cookie header through here. The name carries a "__Secure-" prefix
// on https.

const SESSION_TOKEN = /better-auth\.session_token$/;
/** The token and its cached copy (session_data): both go when a session is dropped. */
const SESSION_COOKIES = /better-auth\.session_(token|data)$/;

/** The Cookie header as [name, value] pairs, in order. */
export function cookiesOf(headers: Headers | undefined): [name: string, value: string][] {
  const header = headers?.get("cookie");
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = "", ...rest] = part.split("=");
      return [name, rest.join("=")];
    });
}

/** One cookie's raw value, or undefined. */
export function readCookie(headers: Headers | undefined, name: string): string | undefined {
  return cookiesOf(headers).find(([key]) => key === name)?.[1];
}

/** The session token the request carries (not whether it is still valid), or undefined. */
export function sessionTokenOf(headers: Headers): string | undefined {
  return cookiesOf(headers).find(([name]) => SESSION_TOKEN.test(name))?.[1];
}

/** Whether the request carries a session token (not whether it is still valid). */
export function hasSessionCookie(headers: Headers): boolean {
  return sessionTokenOf(headers) !== undefined;
}

/** The same headers without the session's cookies, so nothing downstream sees that session. */
export function withoutSessionCookies(headers: Headers): Headers {
  const next = new Headers(headers);
  const kept = cookiesOf(headers)
    .filter(([name]) => !SESSION_COOKIES.test(name))
    .map(([name, value]) => `${name}=${value}`);
  if (kept.length) next.set("cookie", kept.join("; "));
  else next.delete("cookie");
  return next;
}

/** A cookie's value as better-call reads it: quotes stripped, then URL-decoded where it can be. */
function decodedValue(raw: string): string {
  const value = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session token in Better Auth's signed cookie `name`, or null when it is missing or its
 * signature does not hold under `secret`. Read exactly as Better Auth reads it (better-call's
 * getSignedCookie): the first cookie of that name, `token.signature`, the signature a 44-character
 * base64 HMAC-SHA256 of the token, compared in constant time. The pages and actions read the
 * session through this and one prepared query instead of Better Auth's getSession (issue #15).
 */
export function verifiedSessionToken(
  headers: Headers,
  name: string,
  secret: string,
): string | null {
  const raw = cookiesOf(headers).find(([key]) => key === name)?.[1];
  if (!raw) return null;
  const value = decodedValue(raw.trim());
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
