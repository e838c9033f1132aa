import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { writeAuditLog } from "../audit/write-audit-log";
import { getAuth } from "../auth/auth";
import { authErrorCodeOf } from "../auth/auth-error";
import { checkPassword } from "../auth/check-password";
import {
  consumeRateLimit,
  getFailedPasswordRule,
  resetRateLimit,
} from "../auth/consume-rate-limit";
import { getDb } from "../db/client";
import { session } from "../db/schema";
import { logger } from "../logger";

/**
 * Changes the signed-in person's password (Better Auth's changePassword). The new password meets
 * the same server-driven policy and common-password check as sign-up; every other session of the
 * person is revoked, and the change is audited. A refusal throws AppError and changes nothing.
 *
 * The other sessions are deleted here rather than with Better Auth's revokeOtherSessions option:
 * that option also replaces this session, and the page re-rendered after the action still holds
 * the old cookie, so the person was sent to sign-in right after changing their password.
 */
export async function changePassword(options: {
  userId: string;
  /** The session making the change: the one that stays signed in. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  headers: Headers;
}): Promise<void> {
  const policy = checkPassword(options.newPassword);
  if (!policy.ok)
    throw new AppError("password-policy", { field: "newPassword", message: policy.message });
  if (options.newPassword === options.currentPassword)
    throw new AppError("same-password", { field: "newPassword" });
  // The current password is a password guess like a sign-in's: the same limit per account, each
  // attempt counted before it is checked, so a session left open cannot be used to find it.
  const failKey = `password-change-fail:${options.userId}`;
  if (!(await consumeRateLimit(failKey, getFailedPasswordRule())).allowed)
    throw new AppError("too-many-requests");
  try {
    await getAuth().api.changePassword({
      body: {
        currentPassword: options.currentPassword,
        newPassword: options.newPassword,
        revokeOtherSessions: false,
      },
      headers: options.headers,
    });
  } catch (error) {
    const code = authErrorCodeOf(error);
    if (code === "wrong-password") {
      await writeAuditLog({
        action: "password_change_failed",
        userId: options.userId,
        resourceType: "account",
        resourceId: options.userId,
        headers: options.headers,
      });
      throw new AppError("wrong-current-password", { field: "currentPassword" });
    }
    if (code === "too-many-requests") throw new AppError("too-many-requests");
    logger.error({ err: error, userId: options.userId }, "changing a password failed");
    throw new AppError("password-change-failed", { cause: error });
  }
  await resetRateLimit(failKey);
  await getDb().transaction(async (tx) => {
    await tx
      .delete(session)
      .where(and(eq(session.userId, options.userId), ne(session.id, options.sessionId)));
    await writeAuditLog(
      {
        action: "password_changed",
        userId: options.userId,
        resourceType: "account",
        resourceId: options.userId,
        headers: options.headers,
      },
      tx,
    );
  });
}
