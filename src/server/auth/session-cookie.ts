import "server-only";

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
