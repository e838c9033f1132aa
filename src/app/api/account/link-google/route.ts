import { headers } from "next/headers";
import { CONFIRM_EMAIL_FIRST } from "@/domain/auth/social-providers";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { startGoogleLink } from "@/server/account/start-google-link";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

/**
 * Starts linking a Google account (the /account page's popup). Answers 401 when no session is
 * active, so the page can say "You must be logged in to link a Google account" (spec 8).
 */
export async function POST() {
  const requestHeaders = await headers();
  // Session cookies are SameSite=Lax, so a cross-site POST arrives signed out anyway; refusing
  // other origins outright keeps it that way if the cookie policy ever changes.
  const origin = requestHeaders.get("origin");
  if (origin && origin !== new URL(getEnv().APP_URL).origin)
    return Response.json({ ok: false, reason: "error", code: "forbidden" }, { status: 403 });
  const active = (await getCurrentAccess())?.session;
  if (!active) return Response.json({ ok: false, reason: "signed-out" }, { status: 401 });
  // Before going to Google: another way in only once this account's address is confirmed (the
  // callback refuses it too, validate-provider-identity.ts).
  if (!active.user.emailVerified)
    return Response.json(
      { ok: false, reason: "error", code: CONFIRM_EMAIL_FIRST },
      { status: 403 },
    );
  const result = await startGoogleLink({ headers: requestHeaders });
  // Not set up on this server is a 404 (nothing to link to), Google failing a 502 (upstream).
  const status = result.ok
    ? 200
    : result.reason === "signed-out"
      ? 401
      : result.code === "not_configured"
        ? 404
        : 502;
  return Response.json(result, { status });
}
