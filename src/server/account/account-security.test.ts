import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "@/lib/errors";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getAuth } from "../auth/auth";
import { signInWithEmail } from "../auth/sign-in-with-email";
import { getDb } from "../db/client";
import { auditLog, session, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { resetEnvCache } from "../env";
import { changePassword } from "./change-password";
import { startGoogleLink } from "./start-google-link";
import { updateDisplayName } from "./update-display-name";

const PASSWORD = "calm-hands-42";

beforeEach(async () => {
  await resetTestDb();
});

async function signedIn(email = "robin@example.com") {
  const result = await getAuth().api.signUpEmail({
    body: { name: "Robin", email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [row] = await getDb()
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, result.response.user.id));
  return {
    headers: requestHeaders({ cookie }),
    userId: result.response.user.id,
    sessionId: row?.id ?? "",
    email,
  };
}

async function actions(userId: string) {
  const rows = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.userId, userId));
  return rows.map((r) => r.action);
}

describe("updateDisplayName", () => {
  it("changes the name and audits profile_updated", async () => {
    const { userId } = await signedIn();
    await updateDisplayName({ userId, name: "Robin Ash" });
    const [row] = await getDb().select({ name: user.name }).from(user).where(eq(user.id, userId));
    expect(row?.name).toBe("Robin Ash");
    expect(await actions(userId)).toContain("profile_updated");
  });

  it("refuses an unknown user and audits nothing", async () => {
    await expect(updateDisplayName({ userId: "nobody", name: "X" })).rejects.toThrow();
    expect(await actions("nobody")).toEqual([]);
  });
});

describe("changePassword", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const { headers, userId, sessionId, email } = await signedIn();
    await expect(
      changePassword({
        userId,
        sessionId,
        headers,
        currentPassword: "not-my-password",
        newPassword: "steady-wrists-77",
      }),
    ).rejects.toMatchObject({
      code: "wrong-current-password",
      field: "currentPassword",
      message: ERROR_MESSAGES["wrong-current-password"],
    });
    expect((await signInWithEmail({ email, password: PASSWORD }, requestHeaders())).ok).toBe(true);
    expect(await actions(userId)).not.toContain("password_changed");
  });

  it("allows 5 wrong current passwords in 15 minutes, even sent at once, then refuses the right one too", async () => {
    const { headers, userId, sessionId, email } = await signedIn();
    const attempt = (currentPassword: string) =>
      changePassword({
        userId,
        sessionId,
        headers,
        currentPassword,
        newPassword: "steady-wrists-77",
      }).then(
        () => "changed",
        (error: { code?: string }) => error.code,
      );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attempt(`guess-number-${i}`)),
    );
    expect(answers.filter((a) => a === "wrong-current-password")).toHaveLength(5);
    expect(answers.filter((a) => a === "too-many-requests")).toHaveLength(3);
    expect(await attempt(PASSWORD)).toBe("too-many-requests");
    expect((await actions(userId)).filter((a) => a === "password_change_failed")).toHaveLength(5);
    expect((await signInWithEmail({ email, password: PASSWORD }, requestHeaders())).ok).toBe(true);
  });

  it("counts afresh after a change: 4 wrong, the right one, then 5 more wrong before the limit", async () => {
    const { headers, userId, sessionId } = await signedIn();
    const attempt = (currentPassword: string, newPassword = "steady-wrists-77") =>
      changePassword({ userId, sessionId, headers, currentPassword, newPassword }).then(
        () => "changed",
        (error: { code?: string }) => error.code,
      );
    for (let i = 0; i < 4; i++) expect(await attempt(`guess-${i}`)).toBe("wrong-current-password");
    expect(await attempt(PASSWORD)).toBe("changed");
    for (let i = 0; i < 5; i++) expect(await attempt(`again-${i}`)).toBe("wrong-current-password");
    expect(await attempt("steady-wrists-77", "calmer-hands-88")).toBe("too-many-requests");
  });

  it.each([
    ["too short for the policy", "abc", "Use at least 6 characters."],
    ["on the common-password list", "password123", "This password is too common"],
    ["the same as the current one", PASSWORD, "must be different"],
  ])("refuses a new password %s", async (_name, newPassword, message) => {
    const { headers, userId, sessionId } = await signedIn();
    const refused = await changePassword({
      userId,
      sessionId,
      headers,
      currentPassword: PASSWORD,
      newPassword,
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: "AppError", field: "newPassword" });
    expect((refused as Error).message).toContain(message);
  });

  it("changes the password, signs out every other session and audits password_changed", async () => {
    const { headers, userId, sessionId, email } = await signedIn();
    const other = await signInWithEmail({ email, password: PASSWORD }, requestHeaders());
    expect(other.ok).toBe(true);
    expect(await getDb().select().from(session).where(eq(session.userId, userId))).toHaveLength(2);

    await changePassword({
      userId,
      sessionId,
      headers,
      currentPassword: PASSWORD,
      newPassword: "steady-wrists-77",
    });
    // Only the session that made the change is left.
    const left = await getDb()
      .select({ id: session.id })
      .from(session)
      .where(eq(session.userId, userId));
    expect(left).toEqual([{ id: sessionId }]);
    expect(await actions(userId)).toContain("password_changed");
    expect((await signInWithEmail({ email, password: PASSWORD }, requestHeaders())).ok).toBe(false);
    expect(
      (await signInWithEmail({ email, password: "steady-wrists-77" }, requestHeaders())).ok,
    ).toBe(true);
  });
});

describe("startGoogleLink", () => {
  const auth = globalThis as unknown as { __wristwiseAuth?: unknown };
  afterEach(() => {
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    resetEnvCache();
    auth.__wristwiseAuth = undefined;
  });

  it("says Google is not available when it is not configured", async () => {
    const { headers } = await signedIn();
    expect(await startGoogleLink({ headers })).toEqual({
      ok: false,
      reason: "error",
      code: "not_configured",
    });
  });

  it("gives Google's address for a signed-in person, and signed-out for anyone else", async () => {
    process.env.GOOGLE_CLIENT_ID = "client-id";
    process.env.GOOGLE_CLIENT_SECRET = "client-secret";
    resetEnvCache();
    auth.__wristwiseAuth = undefined;
    const { headers } = await signedIn();
    const result = await startGoogleLink({ headers });
    expect(result.ok).toBe(true);
    const url = new URL(result.ok ? result.url : "");
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/auth/callback/google",
    );
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(await startGoogleLink({ headers: requestHeaders() })).toEqual({
      ok: false,
      reason: "signed-out",
    });
  });
});
