import { DISCORD_SIGNED_OUT } from "@/domain/community/discord-role";
import {
  discordOutcomeOfError,
  discordOutcomePath,
  discordReturnPageOf,
  parseDiscordAction,
  type TDiscordReturnPage,
} from "@/domain/community/discord-route";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { consumeRateLimit, getIpRateRule } from "@/server/auth/consume-rate-limit";
import {
  completeDiscordLink,
  startDiscordLink,
  unlinkDiscord,
} from "@/server/discord/discord-link";
import { getEnv } from "@/server/env";
import { logger } from "@/server/logger";
import { getRequestIpBucket } from "@/server/request-ip";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };

function redirectTo(path: string, status = 303): Response {
  return new Response(null, {
    status,
    headers: { location: new URL(path, getEnv().APP_URL).href, ...NO_STORE },
  });
}

const refuse = (status: number, error: string) =>
  Response.json({ ok: false, error }, { status, headers: NO_STORE });

/** Spec 8's signed-out message, on the sign-in page, which returns to the page afterwards. */
function signInFirst(which: keyof typeof DISCORD_SIGNED_OUT, page: TDiscordReturnPage): Response {
  const notice = which === "link" ? "discordLink" : "discordUnlink";
  return redirectTo(`/login?notice=${notice}&returnTo=${encodeURIComponent(page)}`);
}

async function limited(request: Request): Promise<Response | null> {
  const limit = await consumeRateLimit(
    `auth-route-ip:${getRequestIpBucket(request.headers)}`,
    getIpRateRule(),
  );
  if (limit.allowed) return null;
  return new Response(
    JSON.stringify({ ok: false, error: "Too many requests. Please wait and try again." }),
    {
      status: 429,
      headers: {
        "content-type": "application/json",
        "retry-after": String(limit.retryAfterSeconds),
        ...NO_STORE,
      },
    },
  );
}

/**
 * GET /api/auth/discord (spec 7, issue #20): ?action=link:{uid} starts linking a Discord account
 * to the session's own user (never the uid in the address); ?action=complete is where Discord's
 * answer comes back through Better Auth, with ?error= when linking failed.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const action = parseDiscordAction(url.searchParams.get("action"));
  const page = discordReturnPageOf(url.searchParams.get("returnTo"));
  if (!action || action.kind === "unlink")
    return refuse(400, "Use ?action=link:{your user id} to link a Discord account.");
  const tooMany = await limited(request);
  if (tooMany) return tooMany;
  const access = await getCurrentAccess();
  if (!access) return signInFirst("link", page);
  const userId = access.session.user.id;

  if (action.kind === "complete") {
    const error = url.searchParams.get("error");
    if (error) return redirectTo(discordOutcomePath(page, discordOutcomeOfError(error)));
    const outcome = await completeDiscordLink(
      userId,
      url.searchParams.get("nonce") ?? "",
      request.headers,
    );
    return redirectTo(discordOutcomePath(page, outcome === "failed" ? "error" : outcome));
  }

  // A link starts from our own pages (or an address typed in), never from another site's link:
  // a signed-in person sent here from elsewhere lands on the page, where they can choose.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none")
    return redirectTo(discordOutcomePath(page, "start-here"));
  // Another way in only once this account's address is confirmed: said before going to Discord
  // (the callback refuses it too, validate-provider-identity.ts).
  if (!access.session.user.emailVerified)
    return redirectTo(discordOutcomePath(page, "confirm-email"));
  if (action.uid && action.uid !== userId)
    logger.info(
      { userId },
      "Discord link started with another uid in the address; the session's used",
    );
  const back = `/api/auth/discord?action=complete&returnTo=${encodeURIComponent(page)}`;
  const started = await startDiscordLink({
    headers: request.headers,
    userId,
    completeUrl: back,
    errorUrl: back,
  });
  if (started.ok) {
    const response = redirectTo(started.url, 302);
    for (const cookie of started.setCookie) response.headers.append("set-cookie", cookie);
    return response;
  }
  if (started.reason === "signed-out") return signInFirst("link", page);
  return redirectTo(
    discordOutcomePath(page, started.reason === "not-configured" ? "not-configured" : "error"),
  );
}

/**
 * POST /api/auth/discord with action=unlink (the settings form, or JSON): unlinks the session's
 * Discord account. From this site only (403). Signed out, a form is sent to sign in with spec 8's
 * message, and any other caller gets 401 with it.
 */
export async function POST(request: Request): Promise<Response> {
  const origin = request.headers.get("origin");
  if (origin !== new URL(getEnv().APP_URL).origin)
    return refuse(403, "This request didn't come from Wristwise.");
  const type = request.headers.get("content-type") ?? "";
  const isForm =
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  const url = new URL(request.url);
  let actionValue = url.searchParams.get("action");
  let returnTo = url.searchParams.get("returnTo");
  if (isForm) {
    const form = await request.formData().catch(() => null);
    if (!form) return refuse(400, "Send the unlink form again.");
    actionValue = String(form.get("action") ?? actionValue ?? "");
    returnTo = String(form.get("returnTo") ?? returnTo ?? "");
  }
  const page = discordReturnPageOf(returnTo);
  if (parseDiscordAction(actionValue)?.kind !== "unlink")
    return refuse(400, "Use action=unlink to unlink your Discord account.");
  const tooMany = await limited(request);
  if (tooMany) return tooMany;
  const access = await getCurrentAccess();
  if (!access) return isForm ? signInFirst("unlink", page) : refuse(401, DISCORD_SIGNED_OUT.unlink);
  const outcome = await unlinkDiscord(access.session.user.id, { headers: request.headers });
  if (!isForm)
    return Response.json({ ok: true, unlinked: outcome === "unlinked" }, { headers: NO_STORE });
  return redirectTo(discordOutcomePath(page, "unlinked"));
}
