import "server-only";
import { eq } from "drizzle-orm";
import { serverIdleAction } from "@/domain/session/idle";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { session as sessionTable } from "../db/schema";
import { logger } from "../logger";
import { getAuth } from "./auth";
import { getIdleConfig } from "./get-idle-config";

export type TActiveSession = NonNullable<
  Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>
>;

/** Deletes one session row: that browser is signed out on its next request. */
export async function endSession(sessionId: string): Promise<void> {
  await getDb().delete(sessionTable).where(eq(sessionTable.id, sessionId));
}

/**
 * A disabled account is signed out (spec 8: user-disabled): its session is ended. True when it
 * was, and the caller then treats the request as signed out. The proxy asks this for a page view,
 * getCurrentAccess for a server action and the route handlers that read access through it.
 */
export async function signOutIfDisabled(
  active: TActiveSession,
  facts: { profile: { disabled: boolean } | null },
): Promise<boolean> {
  if (!facts.profile?.disabled) return false;
  await endSession(active.session.id);
  return true;
}

/** Ends a session for inactivity: the session row is deleted and the logout is audited. */
export async function expireSession(active: TActiveSession, headers: Headers): Promise<void> {
  await writeAuditLog({
    action: "session_timeout",
    userId: active.user.id,
    resourceType: "session",
    resourceId: active.session.id,
    headers,
  });
  await endSession(active.session.id);
}

/**
 * The request's session if it is still active. The server enforces the spec's idle limit itself,
 * so a session idle for over 15 minutes is refused even if its tab was closed; activity is
 * recorded at most every 30 s.
 */
export async function getActiveSession(headers: Headers): Promise<TActiveSession | null> {
  const active = await getAuth().api.getSession({ headers });
  if (!active) return null;
  const lastActiveAt = (active.session as { lastActiveAt?: Date | string | null }).lastActiveAt;
  const last = lastActiveAt
    ? new Date(lastActiveAt).getTime()
    : new Date(active.session.createdAt).getTime();
  const now = Date.now();
  const action = serverIdleAction(now - last, getIdleConfig());
  if (action === "expire") {
    await expireSession(active, headers);
    return null;
  }
  if (action === "record") {
    try {
      await getDb()
        .update(sessionTable)
        .set({ lastActiveAt: new Date(now) })
        .where(eq(sessionTable.id, active.session.id));
    } catch (error) {
      logger.warn({ err: error }, "could not record session activity");
    }
  }
  return active;
}
