import "server-only";
import { eq, sql } from "drizzle-orm";
import { serverIdleAction } from "@/domain/session/idle";
import { writeAuditLog } from "../audit/write-audit-log";
import { getDb } from "../db/client";
import { jsonRowOf } from "../db/json-rows";
import { preparedQuery } from "../db/prepared";
import { profile, purchases, session as sessionTable, user } from "../db/schema";
import { logger } from "../logger";
import { getAuth } from "./auth";
import { getIdleConfig } from "./get-idle-config";
import { verifiedSessionToken } from "./session-cookie";

/** A signed-in session as Better Auth's getSession gives it: the session row and its user. */
export type TActiveSession = {
  session: typeof sessionTable.$inferSelect;
  user: typeof user.$inferSelect;
};

/** What ending a session needs: Better Auth's own session objects fit too. */
type TSessionIds = { session: { id: string }; user: { id: string } };

/** What the access facts are built from, read with the session (get-signed-in.ts). */
export type TAccessRows = {
  profile: typeof profile.$inferSelect | null;
  purchases: { grantsPremium: boolean; status: string }[];
};

// The session, its user, the profile and the purchases in one prepared statement: the one read
// of every signed-in page and action (issue #15). Better Auth's getSession took two queries and
// 2.8 ms of CPU; the profile and purchases then took two more. Each table's row is one
// JSON cell (jsonRowOf): on the embedded database about half the CPU of its 90 fields.
const sessionRead = preparedQuery((db) =>
  db
    .select({
      session: jsonRowOf(sessionTable),
      user: jsonRowOf(user),
      profile: jsonRowOf<typeof profile, null>(profile),
      purchases: sql<
        TAccessRows["purchases"]
      >`coalesce((select json_agg(json_build_object('grantsPremium', ${purchases.grantsPremium}, 'status', ${purchases.status})) from ${purchases} where ${purchases.userId} = ${sessionTable.userId}), '[]'::json)`,
    })
    .from(sessionTable)
    .innerJoin(user, eq(user.id, sessionTable.userId))
    .leftJoin(profile, eq(profile.userId, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder("token")))
    .prepare("session_read"),
);

/** Deletes one session row: that browser is signed out on its next request. */
export async function endSession(sessionId: string): Promise<void> {
  await getDb().delete(sessionTable).where(eq(sessionTable.id, sessionId));
}

/**
 * A disabled account is signed out (spec 8: user-disabled): its session is ended. True when it
 * was, and the caller then treats the request as signed out. getCurrentAccess asks this for every
 * page, server action and route handler that reads access through it.
 */
export async function signOutIfDisabled(
  active: TSessionIds,
  facts: { profile: { disabled: boolean } | null },
): Promise<boolean> {
  if (!facts.profile?.disabled) return false;
  await endSession(active.session.id);
  return true;
}

/** Ends a session for inactivity: the session row is deleted and the logout is audited. */
export async function expireSession(active: TSessionIds, headers: Headers): Promise<void> {
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
 * The request's session if it is still active, with the rows its access facts are built from.
 * The cookie is verified as Better Auth verifies it, and a session past its 12-hour limit is
 * deleted, as Better Auth's getSession does (refresh is off: a session never extends). The server
 * enforces the spec's idle limit itself, so a session idle for over 15 minutes is refused even if
 * its tab was closed; activity is recorded at most every 30 s.
 */
export async function readActiveSession(
  headers: Headers,
): Promise<{ active: TActiveSession; rows: TAccessRows } | null> {
  const context = await getAuth().$context;
  const token = verifiedSessionToken(
    headers,
    context.authCookies.sessionToken.name,
    context.secret,
  );
  if (!token) return null;
  const [row] = await sessionRead().execute({ token });
  // The session and user are an inner join: never null in a row (drizzle types them nullable).
  if (!row?.session || !row.user) return null;
  const active = { session: row.session, user: row.user };
  const now = Date.now();
  if (active.session.expiresAt.getTime() < now) {
    await endSession(active.session.id);
    return null;
  }
  const action = serverIdleAction(now - active.session.lastActiveAt.getTime(), getIdleConfig());
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
  return { active, rows: { profile: row.profile, purchases: row.purchases } };
}

/** The request's session if it is still active (readActiveSession without the access rows). */
export async function getActiveSession(headers: Headers): Promise<TActiveSession | null> {
  return (await readActiveSession(headers))?.active ?? null;
}
