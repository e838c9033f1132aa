import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { writeAuditLog } from "../audit/write-audit-log";
import { getAuth } from "../auth/auth";
import { authErrorCodeOf } from "../auth/auth-error";
import { checkPassword } from "../auth/check-password";
import { getDb } from "../db/client";
import { session } from "../db/schema";
import { logger } from "../logger";

export type TChangePasswordResult =
  | { ok: true }
  | { ok: false; field: "currentPassword" | "newPassword"; message: string }
  | { ok: false; formError: string };

export const WRONG_CURRENT_PASSWORD =
  "That isn't your current password. Please check it and try again.";
export const SAME_PASSWORD = "Your new password must be different from your current one.";

/**
 * Changes the signed-in person's password (Better Auth's changePassword). The new password meets
 * the same server-driven policy and common-password check as sign-up; every other session of the
 * person is revoked, and the change is audited.
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
}): Promise<TChangePasswordResult> {
  const policy = checkPassword(options.newPassword);
  if (!policy.ok) return { ok: false, field: "newPassword", message: policy.message };
  if (options.newPassword === options.currentPassword)
    return { ok: false, field: "newPassword", message: SAME_PASSWORD };
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
    if (code === "wrong-password")
      return { ok: false, field: "currentPassword", message: WRONG_CURRENT_PASSWORD };
    if (code === "too-many-requests")
      return {
        ok: false,
        formError:
          "Too many attempts. For your security, please wait a few minutes before trying again.",
      };
    logger.error({ err: error, userId: options.userId }, "changing a password failed");
    return {
      ok: false,
      formError:
        "We couldn't change your password just now. Nothing was changed; please try again.",
    };
  }
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
  return { ok: true };
}
