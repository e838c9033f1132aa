import "server-only";
import { eq } from "drizzle-orm";
import type { TAuthErrorCode } from "@/domain/auth/auth-errors";
import type { TSignIn } from "@/lib/schemas/auth";
import { normaliseEmail } from "@/lib/schemas/auth";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { user } from "../db/schema";
import { logger } from "../logger";
import { getRequestIpBucket } from "../request-ip";
import { getAuth } from "./auth";
import { authErrorCodeOf } from "./auth-error";
import {
  consumeRateLimit,
  getFailedPasswordRule,
  getIpRateRule,
  resetRateLimit,
} from "./consume-rate-limit";

/**
 * Signs a person in with email and password. Rate limited per IP, and per account after repeated
 * failures (DESIGN.md security bar), with counts kept in the database.
 */
export async function signInWithEmail(
  input: Pick<TSignIn, "email" | "password">,
  headers: Headers,
): Promise<{ ok: true; userId: string } | { ok: false; code: TAuthErrorCode }> {
  const accountRule = getFailedPasswordRule();
  const email = normaliseEmail(input.email);
  const failKey = `signin-fail:${email}`;

  const ip = await consumeRateLimit(`signin-ip:${getRequestIpBucket(headers)}`, getIpRateRule());
  if (!ip.allowed) return { ok: false, code: "too-many-requests" };
  // Each attempt is counted before its password is checked, in one atomic step, and the count is
  // cleared when it succeeds: attempts sent at once cannot all read a count below the limit and
  // together try more passwords than it allows.
  if (!(await consumeRateLimit(failKey, accountRule)).allowed) {
    await auditFailedSignIn(email, headers);
    return { ok: false, code: "too-many-requests" };
  }

  try {
    const result = await getAuth().api.signInEmail({ body: input, headers });
    await resetRateLimit(failKey);
    return { ok: true, userId: result.user.id };
  } catch (error) {
    const code = authErrorCodeOf(error);
    if (code === "network-request-failed")
      logger.error({ err: error }, "sign-in failed unexpectedly");
    else await auditFailedSignIn(email, headers);
    return { ok: false, code };
  }
}

/** A failed or refused sign-in, on the account it named (no row names an email that has none). */
async function auditFailedSignIn(email: string, headers: Headers): Promise<void> {
  const [named] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!named) return;
  await writeAuditLog({
    action: "sign_in_failed",
    userId: named.id,
    resourceType: "session",
    headers,
  });
}
