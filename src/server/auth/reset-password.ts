import "server-only";
import type { TAuthErrorCode } from "@/domain/auth/auth-errors";
import { logger } from "../logger";
import { getAuth } from "./auth";
import { authErrorCodeOf } from "./auth-error";
import { checkPassword } from "./check-password";

/** Sets a new password from a reset link; every session of that user is revoked. */
export async function resetPassword(
  token: string,
  newPassword: string,
  headers: Headers,
): Promise<
  { ok: true } | { ok: false; code: TAuthErrorCode } | { ok: false; passwordError: string }
> {
  const password = checkPassword(newPassword);
  if (!password.ok) return { ok: false, passwordError: password.message };
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword }, headers });
    return { ok: true };
  } catch (error) {
    const code = authErrorCodeOf(error);
    if (code === "network-request-failed")
      logger.error({ err: error }, "password reset failed unexpectedly");
    // Any token problem reads as an expired link: the person's next step is the same.
    return { ok: false, code: code === "invalid-credential" ? "expired-action-code" : code };
  }
}
