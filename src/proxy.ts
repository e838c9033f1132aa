import { type NextRequest, NextResponse } from "next/server";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { ACTION_HEADER, DEFAULT_SIGNED_IN_PATH } from "@/lib/routes";
import { getActiveSession } from "@/server/auth/get-active-session";
import { hasSessionCookie } from "@/server/auth/session-cookie";
import { signInWithToken } from "@/server/auth/sign-in-with-token";

const AUTH_ENTRY_PATHS = new Set(["/login", "/signup", "/register"]);

/** Next's own limit on a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * What happens before a request reaches its page: an oversized server action refused, a sign-in
 * token taken, a signed-in person sent on from the sign-in forms. Who may see a signed-in page is
 * that page's own route decision (requirePageAccess, decision 0029).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // A server action checks the session, the plan and the safety pause itself (defineAction and
  // the server functions), on whichever page it is posted to. The matcher lets one through only
  // when its body may be over the limit (config below): an oversized body gets a 413 here
  // instead of Next's 500 (decision 0015).
  if (request.method === "POST" && request.headers.has(ACTION_HEADER)) {
    return Number(request.headers.get("content-length") ?? 0) > ACTION_BODY_LIMIT_BYTES
      ? new NextResponse("Request body too large", { status: 413 })
      : NextResponse.next();
  }

  // ?token= signs the person in, then leaves the address (spec 2); a failure is only logged.
  const token = request.nextUrl.searchParams.get("token");
  if (token !== null && pathname !== "/reset-password") {
    const clean = request.nextUrl.clone();
    clean.searchParams.delete("token");
    const response = NextResponse.redirect(clean);
    // Only a browser with no session takes a token: a link someone else sent cannot swap the
    // person's own session for theirs (login CSRF; #12 finding 12).
    const signedIn = hasSessionCookie(request.headers) && (await getActiveSession(request.headers));
    if (signedIn) return response;
    for (const cookie of (await signInWithToken(token, request.headers)) ?? []) {
      response.headers.append("set-cookie", cookie);
    }
    return response;
  }

  // A signed-in person has no use for the sign-in forms: send them on.
  if (AUTH_ENTRY_PATHS.has(pathname) && hasSessionCookie(request.headers)) {
    const session = await getActiveSession(request.headers);
    if (session) {
      const target =
        toSafeReturnTo(request.nextUrl.searchParams.get("returnTo")) ?? DEFAULT_SIGNED_IN_PATH;
      return NextResponse.redirect(new URL(target, request.url));
    }
  }
  // No cookie is set here: public pages are cached (the browser records the landing page). A
  // signed-in page applies the route decision itself (requirePageAccess, decision 0029).
  return NextResponse.next();
}

// Where the proxy runs (issue #15). Only where it has work: a sign-in token in the address, a
// signed-in person opening a sign-in form, or a server action whose body may be over the limit (a
// Content-Length of seven digits or more, one million bytes and up), which gets the 413 above.
// Every other request goes straight to its page: a public page from the cache, an address that is
// not a page to the 404, and a signed-in page to its own route decision (requirePageAccess: a
// page renders on every load and every client-side navigation, so nothing gets past it, whatever
// the method or headers; decision 0029). Next reads this at build time, so it is literals only.
export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|fonts/).*)",
      has: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-length", value: "\\d{7,}" },
      ],
    },
    {
      source: "/((?!api/|_next/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|fonts/).*)",
      has: [{ type: "query", key: "token" }],
    },
    {
      source: "/(login|signup|register)",
      has: [{ type: "cookie", key: "better-auth.session_token" }],
    },
    {
      source: "/(login|signup|register)",
      has: [{ type: "cookie", key: "__Secure-better-auth.session_token" }],
    },
  ],
};
