import "server-only";
import { writeAuditLog } from "../audit/write-audit-log";
import { logger } from "../logger";
import { getAuth } from "./auth";

/**
 * Verifies a `?token=` sign-in token. On success returns the Set-Cookie headers that sign the
 * person in; on failure logs it and returns null (spec 8: no message to the user).
 */
export async function signInWithToken(token: string, headers: Headers): Promise<string[] | null> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) {
    logger.warn("sign-in token rejected: malformed");
    return null;
  }
  try {
    const result = await getAuth().api.verifyOneTimeToken({
      body: { token },
      headers,
      returnHeaders: true,
    });
    await writeAuditLog({
      action: "sign_in",
      userId: result.response.user.id,
      resourceType: "session",
      resourceId: result.response.session.id,
      headers,
    });
    return result.headers.getSetCookie();
  } catch (error) {
    logger.warn({ err: error }, "sign-in token rejected");
    return null;
  }
}
