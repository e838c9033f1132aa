import { eq, getTableColumns } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { auditLog, profile, session, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { getAuth } from "./auth";
import { getActiveSession, readActiveSession } from "./get-active-session";

beforeEach(async () => {
  await resetTestDb();
});

async function signedInHeaders() {
  const result = await getAuth().api.signUpEmail({
    body: { name: "Idle", email: `idle-${Date.now()}@example.com`, password: "calm-hands-42" },
    returnHeaders: true,
  });
  const cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    headers: new Headers({ cookie, "user-agent": "test", "x-wristwise-peer": "203.0.113.9" }),
    userId: result.response.user.id,
  };
}

async function setIdle(ms: number) {
  await getDb()
    .update(session)
    .set({ lastActiveAt: new Date(Date.now() - ms) });
}

describe("the server's idle limit (spec 4: refused even if the tab was closed)", () => {
  it("refuses a session idle for over 15 minutes, deletes it and records session_timeout", async () => {
    const { headers, userId } = await signedInHeaders();
    await setIdle(15 * 60_000 + 1000);
    expect(await getActiveSession(headers)).toBeNull();
    expect(await getDb().select().from(session)).toHaveLength(0);
    const rows = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "session_timeout"));
    expect(rows).toMatchObject([
      { userId, resourceType: "session", details: { ipAddress: "203.0.113.9" } },
    ]);
  });

  it("keeps a session idle for 14 minutes and records the new activity", async () => {
    const { headers } = await signedInHeaders();
    await setIdle(14 * 60_000);
    expect(await getActiveSession(headers)).not.toBeNull();
    const [row] = await getDb().select().from(session);
    expect(Date.now() - (row?.lastActiveAt.getTime() ?? 0)).toBeLessThan(5000);
  });

  it("writes activity at most every 30 s", async () => {
    const { headers } = await signedInHeaders();
    await setIdle(10_000);
    const [before] = await getDb().select().from(session);
    await getActiveSession(headers);
    const [after] = await getDb().select().from(session);
    expect(after?.lastActiveAt.getTime()).toBe(before?.lastActiveAt.getTime());
  });
});

describe("the session read (issue #15: one query instead of Better Auth's getSession)", () => {
  it("gives the same session and user Better Auth's getSession gives", async () => {
    const { headers } = await signedInHeaders();
    const ours = await getActiveSession(headers);
    const theirs = await getAuth().api.getSession({ headers });
    expect(ours?.user).toEqual(theirs?.user);
    expect(ours?.session).toMatchObject({ ...theirs?.session, lastActiveAt: expect.any(Date) });
  });

  it("refuses a session past its 12-hour limit and deletes it, as Better Auth does", async () => {
    const { headers } = await signedInHeaders();
    await getDb()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await getActiveSession(headers)).toBeNull();
    expect(await getDb().select().from(session)).toHaveLength(0);
  });

  it("refuses a real session's token under a forged signature", async () => {
    const { headers } = await signedInHeaders();
    const cookie = headers.get("cookie") ?? "";
    const [name, value = ""] = cookie.split(";")[0]?.split("=") ?? [];
    const token = decodeURIComponent(value).split(".")[0];
    const forged = `${name}=${token}.${Buffer.alloc(32, 7).toString("base64")}`;
    expect(await getActiveSession(new Headers({ cookie: forged }))).toBeNull();
    expect(await getActiveSession(new Headers({ cookie: `${name}=${token}` }))).toBeNull();
    // The real cookie still works: nothing above ended the session.
    expect(await getActiveSession(headers)).not.toBeNull();
  });
});

describe("the session read (one JSON cell per table)", () => {
  /** A value for every column of a type, each kind that can go wrong as JSON. */
  function valueFor(column: AnyPgColumn, i: number): unknown {
    switch (column.columnType) {
      case "PgText":
        return `"Quoted", back\\slash, ✍️, new\nline ${i}`;
      case "PgBoolean":
        return i % 2 === 0;
      case "PgInteger":
        return -i;
      case "PgBigInt53":
        // A transaction id past 32 bits (profile.progressVersion): JSON must keep every digit.
        return 2 ** 40 + i;
      case "PgReal":
        return 2.2 + i;
      case "PgJsonb":
        return { nested: [i, null, 'é"\n'], empty: {} };
      case "PgTimestamp":
        return new Date(Date.UTC(2026, 10, 20, 23, 59, 59, i));
      default:
        throw new Error(`no test value for ${column.name}: ${column.columnType}`);
    }
  }

  it("gives every column of the session, user and profile as drizzle reads them row by row", async () => {
    const { headers, userId } = await signedInHeaders();
    const filled = Object.fromEntries(
      Object.entries(getTableColumns(profile))
        .filter(([key]) => key !== "userId")
        .map(([key, column], i) => [key, valueFor(column, i)]),
    );
    await getDb().update(profile).set(filled).where(eq(profile.userId, userId));
    const read = await readActiveSession(headers);
    const [rows] = await getDb()
      .select({ session, user, profile })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profile, eq(profile.userId, session.userId))
      .where(eq(session.userId, userId));
    expect(read?.active.session).toEqual(rows?.session);
    expect(read?.active.user).toEqual(rows?.user);
    expect(read?.rows.profile).toEqual(rows?.profile);
    expect(read?.rows.profile).toMatchObject(filled);
  });

  it("reads a missing profile as null, and the session still as it is", async () => {
    const { headers, userId } = await signedInHeaders();
    await getDb().delete(profile).where(eq(profile.userId, userId));
    const read = await readActiveSession(headers);
    expect(read?.active.user.id).toBe(userId);
    expect(read?.rows).toEqual({ profile: null, purchases: [] });
  });
});
