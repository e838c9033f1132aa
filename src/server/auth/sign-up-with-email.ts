import "server-only";
import type { TAuthErrorCode } from "@/domain/auth/auth-errors";
import type { TSignUp } from "@/lib/schemas/auth";
import { logger } from "../logger";
import { getRequestIpBucket } from "../request-ip";
import { getAuth } from "./auth";
import { authErrorCodeOf } from "./auth-error";
import { checkPassword } from "./check-password";
import { consumeRateLimit, getIpRateRule } from "./consume-rate-limit";
import { sendVerificationEmail } from "./send-verification-email";

export type TSignUpResult =
  | { ok: true; userId: string }
  | { ok: false; code: TAuthErrorCode }
  | { ok: false; passwordError: string };

/** Creates an account with email and password and signs the person in. */
export async function signUpWithEmail(
  input: Pick<TSignUp, "name" | "email" | "password">,
  headers: Headers,
): Promise<TSignUpResult> {
  const limit = await consumeRateLimit(`signup-ip:${getRequestIpBucket(headers)}`, getIpRateRule());
  if (!limit.allowed) return { ok: false, code: "too-many-requests" };

  const password = checkPassword(input.password);
  if (!password.ok) return { ok: false, passwordError: password.message };

  try {
    const result = await getAuth().api.signUpEmail({ body: input, headers });
    // The address is not proven yet: a link to prove it (a guest's purchase waits for it, #17).
    await sendVerificationEmail(result.user);
    return { ok: true, userId: result.user.id };
  } catch (error) {
    const code = authErrorCodeOf(error);
    if (code === "network-request-failed")
      logger.error({ err: error }, "sign-up failed unexpectedly");
    return { ok: false, code };
  }
}
