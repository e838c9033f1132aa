import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getDb } from "../db/client";
import { appRateLimit, auditLog, rateLimit, session, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { getAuth } from "./auth";
import { handleAuthRoute } from "./auth-route";
import { signInWithEmail } from "./sign-in-with-email";

const APP = "http://localhost:3000";

beforeEach(async () => {
  await resetTestDb();
});

function authRequest(
  method: "GET" | "POST",
  path: string,
  options: { ip?: string; forwardedFor?: string; cookie?: string; body?: unknown } = {},
): Request {
  const headers = requestHeaders(options);
  headers.set("origin", APP);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  return new Request(`${APP}/api/auth${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function signUp(email = "sam@example.com") {
  const result = await getAuth().api.signUpEmail({
    body: { name: "Sam", email, password: "calm-hands-42" },
    returnHeaders: true,
  });
  const cookie = result.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId: result.response.user.id, cookie };
}

const rowsOf = async (table: typeof user | typeof session) =>
  (await getDb().select({ n: count() }).from(table))[0]?.n ?? 0;

describe("Better Auth's routes the product does not use are closed (#12 findings 1 and 6)", () => {
  it.each([
    ["POST", "/sign-in/email", { email: "sam@example.com", password: "calm-hands-42" }],
    [
      "POST",
      "/sign-up/email",
      { name: "Eve", email: "eve@example.com", password: "calm-hands-42" },
    ],
    [
      "POST",
      "/request-password-reset",
      { email: "sam@example.com", redirectTo: "/reset-password" },
    ],
    ["POST", "/forget-password", { email: "sam@example.com" }],
    ["POST", "/reset-password", { token: "x", newPassword: "calm-hands-43" }],
    ["POST", "/update-user", { name: "<b>x</b>".repeat(3000), image: "javascript:alert(1)" }],
    ["POST", "/change-password", { currentPassword: "calm-hands-42", newPassword: "x-x-x-x-x-1" }],
    ["POST", "/change-email", { newEmail: "eve@example.com" }],
    ["POST", "/delete-user", {}],
    ["POST", "/sign-out", {}],
    ["POST", "/revoke-sessions", {}],
    ["POST", "/sign-in/social", { provider: "google" }],
    ["POST", "/link-social", { provider: "google" }],
    ["POST", "/one-time-token/verify", { token: "x".repeat(32) }],
    ["GET", "/get-session", undefined],
    ["GET", "/list-sessions", undefined],
    ["GET", "/list-accounts", undefined],
    ["GET", "/error", undefined],
    ["GET", "/ok", undefined],
    ["GET", "/callback/google/../../sign-in/email", undefined],
    ["POST", "/verify-email", {}],
    ["GET", "/reset-password", undefined],
  ] as const)("%s %s answers 404 and changes nothing", async (method, path, body) => {
    const { cookie, userId } = await signUp();
    const before = { users: await rowsOf(user), sessions: await rowsOf(session) };
    const response = await handleAuthRoute(authRequest(method, path, { cookie, body }));
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect({ users: await rowsOf(user), sessions: await rowsOf(session) }).toEqual(before);
    const [named] = await getDb().select().from(user).where(eq(user.id, userId));
    expect(named?.name).toBe("Sam");
  });
});

describe("redirect targets on the open routes (#12 finding 3)", () => {
  it.each([
    "/verify-email?token=x&callbackURL=%2F.%2F%2Fevil.example%2Fphish",
    "/verify-email?token=x&callbackURL=https%3A%2F%2Fevil.example",
    "/verify-email?token=x&callbackURL=%2Fok&callbackURL=%2F%2Fevil.example",
    "/reset-password/abcdef?callbackURL=%2F%2Fevil.example",
    "/reset-password/abcdef?callbackURL=http%3A%2F%2Flocalhost%3A3000%2F.%2F%2Fevil.example",
    "/callback/google?errorCallbackURL=javascript%3Aalert(1)",
  ])("GET %s answers 400 and redirects nowhere", async (path) => {
    const response = await handleAuthRoute(authRequest("GET", path));
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("passes a safe reset link on to Better Auth, which answers with a same-site redirect", async () => {
    const response = await handleAuthRoute(
      authRequest(
        "GET",
        `/reset-password/not-a-token?callbackURL=${encodeURIComponent(`${APP}/reset-password`)}`,
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?error=/,
    );
  });
});

describe("one per-IP limit for the open routes, by the connection's address (#12 findings 1 and 7)", () => {
  it("a forged X-Forwarded-For on every request does not escape the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await handleAuthRoute(
        authRequest("GET", "/reset-password/not-a-token?callbackURL=%2Freset-password", {
          ip: "198.51.100.7",
          forwardedFor: `203.0.113.${i}`,
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another connection is unaffected.
    const other = await handleAuthRoute(
      authRequest("GET", "/reset-password/not-a-token?callbackURL=%2Freset-password", {
        ip: "198.51.100.8",
      }),
    );
    expect(other.status).toBe(302);
  });

  it("the sign-in form's limits hold when each attempt claims a new X-Forwarded-For", async () => {
    await signUp();
    for (let i = 0; i < 25; i++)
      await signInWithEmail(
        { email: "sam@example.com", password: "wrong-wrong" },
        requestHeaders({ ip: `198.51.100.${(i % 9) + 1}`, forwardedFor: `192.0.2.${i}` }),
      );
    const right = await signInWithEmail(
      { email: "sam@example.com", password: "calm-hands-42" },
      requestHeaders({ ip: "198.51.100.99", forwardedFor: "192.0.2.200" }),
    );
    expect(right).toEqual({ ok: false, code: "too-many-requests" });
    const failed = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, "sign_in_failed"));
    // Every wrong password and the refused right one are on the account's audit trail.
    expect(failed.length).toBe(26);
  });
});

describe("lockouts outlive Better Auth's purge of its own table (#12 finding 4)", () => {
  it("keeps the app's counts in app_rate_limit, which the library never purges", async () => {
    await signUp();
    for (let i = 0; i < 5; i++)
      await signInWithEmail(
        { email: "sam@example.com", password: "wrong-wrong" },
        requestHeaders({ ip: `198.51.100.${i + 1}` }),
      );
    // What Better Auth does when a window rolls over: delete its old rate_limit rows.
    await getDb().delete(rateLimit);
    const rows = await getDb().select().from(appRateLimit);
    expect(rows.map((r) => r.key)).toContain("signin-fail:sam@example.com");
    const locked = await signInWithEmail(
      { email: "SAM@example.com", password: "calm-hands-42" },
      requestHeaders({ ip: "198.51.100.50" }),
    );
    expect(locked).toEqual({ ok: false, code: "too-many-requests" });
  });
});

describe("the idle limit on /api/auth/* (#12 finding 5)", () => {
  it("ends a session idle for over 15 minutes before Better Auth sees the request", async () => {
    const { cookie } = await signUp();
    await getDb()
      .update(session)
      .set({ lastActiveAt: new Date(Date.now() - 15.6 * 60_000) });
    const response = await handleAuthRoute(
      authRequest("GET", "/reset-password/not-a-token?callbackURL=%2Freset-password", { cookie }),
    );
    expect(response.status).toBe(302);
    expect(await rowsOf(session)).toBe(0);
    const timeouts = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "session_timeout"));
    expect(timeouts).toHaveLength(1);
  });
});
