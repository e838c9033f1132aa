import { type NextRequest, NextResponse } from "next/server";
import { isPublicPath } from "@/domain/access/public-routes";
import { decideRoute } from "@/domain/assessment/route-decision";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import {
  ACTION_HEADER,
  CHECKOUT_PENDING_COOKIE,
  DEFAULT_SIGNED_IN_PATH,
  PATH_HEADER,
} from "@/lib/routes";
import { getSignedIn } from "@/server/access/get-signed-in";
import { HANDOFF_HEADER, handOff } from "@/server/access/request-handoff";
import { getActiveSession, signOutIfDisabled } from "@/server/auth/get-active-session";
import { hasSessionCookie } from "@/server/auth/session-cookie";
import { signInWithToken } from "@/server/auth/sign-in-with-token";

const AUTH_ENTRY_PATHS = new Set(["/login", "/signup", "/register"]);

/** Next's own limit on a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/** The one choke point for page requests (DESIGN.md): who may see which page. */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // A server action is not a page view: it checks the session, the plan and the safety pause
  // itself (defineAction and the server functions), on whichever page it is posted to, so the
  // proxy does not read them a second time (issue #15), and it never takes a page's hand-off
  // (takeHandoff). On a public page the matcher leaves most actions out (config below). An
  // oversized body gets a 413 here instead of Next's 500 (decision 0015).
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

  if (isPublicPath(pathname)) {
    // A signed-in person has no use for the sign-in forms: send them on.
    if (AUTH_ENTRY_PATHS.has(pathname) && hasSessionCookie(request.headers)) {
      const session = await getActiveSession(request.headers);
      if (session) {
        const target =
          toSafeReturnTo(request.nextUrl.searchParams.get("returnTo")) ?? DEFAULT_SIGNED_IN_PATH;
        return NextResponse.redirect(new URL(target, request.url));
      }
    }
    // No cookie is set here: public pages are cached (the browser records the landing page).
    return NextResponse.next();
  }

  // Protected page: the route decision of spec 4, in this one place for every page request
  // (client-side navigations included, which layouts would not see).
  // The session and its access facts come from one query (get-signed-in.ts).
  const signedIn = hasSessionCookie(request.headers) ? await getSignedIn(request.headers) : null;
  const session = signedIn?.session ?? null;
  const facts = signedIn?.facts ?? null;
  if (session && facts && (await signOutIfDisabled(session, facts)))
    return NextResponse.redirect(new URL("/login", request.url));
  const decision = decideRoute({
    path: pathname,
    search,
    user: facts?.route ?? null,
    checkoutPending: request.cookies.get(CHECKOUT_PENDING_COOKIE)?.value === "1",
  });
  if (decision.kind === "redirect") {
    return NextResponse.redirect(new URL(decision.to, request.url));
  }
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  // What was read here goes on to the page instead of being read again (request-handoff.ts). Only
  // for a page view (GET, HEAD): a POST is not a server action (those left above), but a form
  // post the page itself handles, and nothing may act on facts from before it.
  headers.delete(HANDOFF_HEADER);
  const handoff =
    session && facts && (request.method === "GET" || request.method === "HEAD")
      ? handOff(session, facts, request.headers)
      : null;
  if (handoff) headers.set(HANDOFF_HEADER, handoff);
  return NextResponse.next({ request: { headers } });
}

// Where the proxy runs (issue #15). Public pages are left out, so a static page is served
// straight from the cache, and so is any address that is not a page, which then gets the 404
// page rather than a trip to the sign-in page. Next reads this at build time, so the app's pages
// are repeated here as literals; proxy.test.ts holds them equal to APP_PAGE_PREFIXES and to the
// pages under src/app. A public page still comes through when the proxy has work on it: a
// sign-in token in the address, a signed-in person opening a sign-in form, or a server action
// whose body may be over the limit (a Content-Length of seven digits or more, one million bytes
// and up), which gets the 413 above. A signed-in page's entry cannot leave actions out: a matcher
// sees headers, not the method, so a page view sent with a forged Next-Action header would then
// skip the route decision (decision 0021, eighteenth round).
export const config = {
  matcher: [
    "/about-plan/:path*",
    "/account/:path*",
    "/assessment-results/:path*",
    "/dashboard/:path*",
    "/endurance-test/:path*",
    "/exercise-program/:path*",
    "/go-pro/:path*",
    "/load-tracking/:path*",
    "/medical-screen/:path*",
    "/mobility-test/:path*",
    "/nerve-mobility-test/:path*",
    "/nerve-symptoms/:path*",
    "/onboarding/:path*",
    "/outcome-measure/:path*",
    "/pain-region/:path*",
    "/progress-statistics/:path*",
    "/promotion/:path*",
    "/safety-check/:path*",
    "/switch-plan/:path*",
    "/talk-to-expert/:path*",
    "/user-details/:path*",
    "/wrist-pain-education/:path*",
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
