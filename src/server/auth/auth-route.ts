import "server-only";
import { isSafeCallbackUrl } from "@/domain/auth/return-to";
import { getEnv } from "../env";
import { getRequestIpBucket } from "../request-ip";
import { getAuth } from "./auth";
import { consumeRateLimit, getIpRateRule } from "./consume-rate-limit";
import { getActiveSession } from "./get-active-session";
import { hasSessionCookie, withoutSessionCookies } from "./session-cookie";

/**
 * The only Better Auth HTTP routes Wristwise uses. Sign-in, sign-up, reset, password change,
 * profile updates and sessions go through the app's own server functions (their limits, checks
 * and audit rows); every other route of the library answers 404 (docs/decisions/0015).
 */
export const AUTH_ROUTES: readonly { method: "GET" | "POST"; path: RegExp; why: string }[] = [
  { method: "GET", path: /^\/callback\/[a-z0-9-]{1,32}$/, why: "OAuth sign-in and linking return" },
  { method: "POST", path: /^\/callback\/[a-z0-9-]{1,32}$/, why: "OAuth form_post return" },
  {
    method: "GET",
    path: /^\/reset-password\/[A-Za-z0-9_-]{1,256}$/,
    why: "the reset email's link",
  },
  { method: "GET", path: /^\/verify-email$/, why: "email verification links (#13)" },
];

/** Query parameters Better Auth redirects to; each must be a safe same-site URL. */
const REDIRECT_PARAMS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

function answer(status: number, code: string, message: string, extra?: HeadersInit): Response {
  return Response.json(
    { code, message },
    { status, headers: { "cache-control": "no-store", ...extra } },
  );
}

/**
 * /api/auth/*: only the routes above, each with safe redirect targets, the per-IP limit the
 * forms have, and the idle limit every other request has, then Better Auth.
 */
export async function handleAuthRoute(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/auth(?=\/|$)/, "");
  if (!AUTH_ROUTES.some((r) => r.method === request.method && r.path.test(path)))
    return answer(404, "NOT_FOUND", "Not found");

  const appUrl = getEnv().APP_URL;
  for (const name of REDIRECT_PARAMS)
    for (const value of url.searchParams.getAll(name))
      if (!isSafeCallbackUrl(value, appUrl))
        return answer(400, "INVALID_CALLBACK_URL", `${name} must be an address on this site.`);

  const limit = await consumeRateLimit(
    `auth-route-ip:${getRequestIpBucket(request.headers)}`,
    getIpRateRule(),
  );
  if (!limit.allowed)
    return answer(429, "TOO_MANY_REQUESTS", "Too many requests. Please wait and try again.", {
      "retry-after": String(limit.retryAfterSeconds),
    });

  // A session past its idle limit is ended here too; Better Auth then sees no session at all.
  const forwarded =
    hasSessionCookie(request.headers) && !(await getActiveSession(request.headers))
      ? // A POST body is a stream: Node needs duplex "half" to forward it.
        new Request(request, {
          headers: withoutSessionCookies(request.headers),
          duplex: "half",
        } as RequestInit)
      : request;
  return getAuth().handler(forwarded);
}
