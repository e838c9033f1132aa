import "server-only";
import { LINK_GOOGLE_DONE_PATH } from "@/lib/routes";
import { getAuth } from "../auth/auth";
import { getConfiguredProviders } from "../auth/get-configured-providers";
import { logger } from "../logger";

export type TStartGoogleLinkResult =
  | { ok: true; url: string }
  | { ok: false; reason: "signed-out" }
  | { ok: false; reason: "error"; code: string };

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : undefined;
}

/**
 * Starts linking a Google account to the session's user (Better Auth's linkSocial). Returns the
 * Google address for the link popup; Google sends the popup back through Better Auth's callback to
 * LINK_GOOGLE_DONE_PATH, with ?error= when linking failed.
 */
export async function startGoogleLink(options: {
  headers: Headers;
}): Promise<TStartGoogleLinkResult> {
  if (!getConfiguredProviders().includes("google"))
    return { ok: false, reason: "error", code: "not_configured" };
  try {
    const result = await getAuth().api.linkSocialAccount({
      body: {
        provider: "google",
        callbackURL: LINK_GOOGLE_DONE_PATH,
        errorCallbackURL: LINK_GOOGLE_DONE_PATH,
        disableRedirect: true,
      },
      headers: options.headers,
    });
    return { ok: true, url: result.url };
  } catch (error) {
    if (statusOf(error) === 401) return { ok: false, reason: "signed-out" };
    logger.error({ err: error }, "linking a Google account could not start");
    const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
    return { ok: false, reason: "error", code: typeof code === "string" ? code : "server_error" };
  }
}
