import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { latestResetToken } from "../../../tests/factories/latest-reset-token";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getDb } from "../db/client";
import { emailOutbox, profile, session, user } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { getAuth } from "./auth";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { signInWithEmail } from "./sign-in-with-email";
import { signUpWithEmail } from "./sign-up-with-email";

beforeEach(async () => {
  await resetTestDb();
});

const landing = `ww_landing=${encodeURIComponent(JSON.stringify({ page: "/carpaltunnel", source: "newsletter" }))}`;

async function signUp(email = "sam@example.com", password = "calm-hands-42", ip?: string) {
  const result = await signUpWithEmail(
    { name: "Sam", email, password },
    requestHeaders({ cookie: landing, ip }),
  );
  if (!result.ok) throw new Error(`sign-up failed: ${JSON.stringify(result)}`);
  return result.userId;
}

describe("sign-up", () => {
  it("creates the user and a profile with the signup fields of spec section 3", async () => {
    const before = Date.now();
    const userId = await signUp();
    const [row] = await getDb().select().from(profile).where(eq(profile.userId, userId));
    expect(row).toMatchObject({
      signupSource: "newsletter",
      signupMethod: "email_password",
      sessionData: { initial_page: "/carpaltunnel" },
      authMethods: ["email_password"],
      termsAccepted: false,
      weightUnit: "lbs",
      assessmentCompleted: false,
    });
    expect(row?.signupTimestamp?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Signing up signs the person in, and every sign-in sets lastLoginAt.
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("records direct signups with the signup page as the initial page when no landing was seen", async () => {
    const result = await signUpWithEmail(
      { name: "Ada", email: "ada@example.com", password: "calm-hands-42" },
      requestHeaders(),
    );
    expect(result.ok).toBe(true);
    const [row] = await getDb().select().from(profile);
    expect(row?.signupSource).toBe("direct");
    expect(row?.sessionData).toEqual({ initial_page: "/" });
  });

  it("refuses a second account for the same email without confirming the first exists", async () => {
    await signUp("sam@example.com");
    const again = await signUpWithEmail(
      { name: "Sam", email: "sam@example.com", password: "another-pass-9" },
      requestHeaders(),
    );
    expect(again).toEqual({ ok: false, code: "email-already-in-use" });
    expect(await getDb().select().from(user)).toHaveLength(1);
  });

  it.each([
    ["short", "Use at least 6 characters."],
    ["password", "This password is too common and easy to guess. Please choose another."],
    ["QWERTY123", "This password is too common and easy to guess. Please choose another."],
  ])("rejects the password %j and saves nothing", async (password, message) => {
    const result = await signUpWithEmail(
      { name: "Sam", email: "sam@example.com", password },
      requestHeaders(),
    );
    expect(result).toEqual({ ok: false, passwordError: message });
    expect(await getDb().select().from(user)).toHaveLength(0);
  });

  it("enforces the policy on the server even when Better Auth is called directly", async () => {
    await expect(
      getAuth().api.signUpEmail({
        body: { name: "Eve", email: "eve@example.com", password: "abc12" },
      }),
    ).rejects.toThrow();
    await expect(
      getAuth().api.signUpEmail({
        body: { name: "Eve", email: "eve@example.com", password: "password1" },
      }),
    ).rejects.toThrow(/too common/);
    expect(await getDb().select().from(user)).toHaveLength(0);
  });
});

describe("sign-in", () => {
  it("signs in with the right password and updates lastLoginAt", async () => {
    const userId = await signUp();
    await getDb()
      .update(profile)
      .set({ lastLoginAt: new Date("2026-01-01T00:00:00Z") });
    const result = await signInWithEmail(
      { email: "sam@example.com", password: "calm-hands-42" },
      requestHeaders(),
    );
    expect(result).toEqual({ ok: true, userId });
    const [row] = await getDb().select().from(profile);
    expect(row?.lastLoginAt?.getTime()).toBeGreaterThan(new Date("2026-01-02").getTime());
  });

  it("answers a wrong password and an unknown email alike", async () => {
    await signUp();
    const wrong = await signInWithEmail(
      { email: "sam@example.com", password: "not-it-at-all" },
      requestHeaders(),
    );
    const unknown = await signInWithEmail(
      { email: "nobody@example.com", password: "whatever1" },
      requestHeaders(),
    );
    expect(wrong.ok).toBe(false);
    expect(unknown.ok).toBe(false);
    expect(wrong).toEqual(unknown);
  });

  it("locks an account after 5 failed attempts, even for the right password, across IPs", async () => {
    await signUp();
    for (let i = 0; i < 5; i++) {
      const r = await signInWithEmail(
        { email: "sam@example.com", password: "wrong-wrong" },
        requestHeaders({ ip: `198.51.100.${i}` }),
      );
      expect(r).toEqual({ ok: false, code: "invalid-credential" });
    }
    const locked = await signInWithEmail(
      { email: "sam@example.com", password: "calm-hands-42" },
      requestHeaders({ ip: "198.51.100.99" }),
    );
    expect(locked).toEqual({ ok: false, code: "too-many-requests" });
  });

  it("counts attempts sent at once: 10 wrong passwords together get 5 answers, then the lock", async () => {
    await signUp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signInWithEmail(
          { email: "sam@example.com", password: `wrong-guess-${i}` },
          requestHeaders({ ip: `198.51.100.${i + 10}` }),
        ),
      ),
    );
    const codes = answers.map((a) => (a.ok ? "signed-in" : a.code));
    expect(codes.filter((c) => c === "invalid-credential")).toHaveLength(5);
    expect(codes.filter((c) => c === "too-many-requests")).toHaveLength(5);
    const locked = await signInWithEmail(
      { email: "sam@example.com", password: "calm-hands-42" },
      requestHeaders({ ip: "198.51.100.99" }),
    );
    expect(locked).toEqual({ ok: false, code: "too-many-requests" });
  });

  it("limits sign-in attempts per IP address", async () => {
    for (let i = 0; i < 10; i++) {
      await signInWithEmail(
        { email: `person${i}@example.com`, password: "whatever1" },
        requestHeaders({ ip: "192.0.2.50" }),
      );
    }
    const eleventh = await signInWithEmail(
      { email: "someone@example.com", password: "whatever1" },
      requestHeaders({ ip: "192.0.2.50" }),
    );
    expect(eleventh).toEqual({ ok: false, code: "too-many-requests" });
    const otherIp = await signInWithEmail(
      { email: "someone@example.com", password: "whatever1" },
      requestHeaders({ ip: "192.0.2.51" }),
    );
    expect(otherIp).toEqual({ ok: false, code: "invalid-credential" });
  });

  it("refuses a disabled user with user-disabled and creates no session", async () => {
    const userId = await signUp();
    await getDb().delete(session);
    await getDb().update(profile).set({ disabled: true }).where(eq(profile.userId, userId));
    const result = await signInWithEmail(
      { email: "sam@example.com", password: "calm-hands-42" },
      requestHeaders(),
    );
    expect(result).toEqual({ ok: false, code: "user-disabled" });
    expect(await getDb().select().from(session)).toHaveLength(0);
  });
});

describe("password reset", () => {
  it("keeps the reset email in the outbox, sets the new password and revokes every session", async () => {
    await signUp();
    expect(await getDb().select().from(session)).toHaveLength(1);

    expect(await requestPasswordReset("sam@example.com", requestHeaders())).toEqual({ ok: true });
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Reset your Wristwise password"));
    expect(mail?.text).toContain("http://localhost:3000/api/auth/reset-password/");

    const token = await latestResetToken("sam@example.com");
    expect(await resetPassword(token, "new-calm-pass-7", requestHeaders())).toEqual({ ok: true });
    expect(await getDb().select().from(session)).toHaveLength(0);

    const old = await signInWithEmail(
      { email: "sam@example.com", password: "calm-hands-42" },
      requestHeaders(),
    );
    expect(old.ok).toBe(false);
    const fresh = await signInWithEmail(
      { email: "sam@example.com", password: "new-calm-pass-7" },
      requestHeaders(),
    );
    expect(fresh.ok).toBe(true);
  });

  it("answers the same for an email with no account and sends nothing", async () => {
    expect(await requestPasswordReset("nobody@example.com", requestHeaders())).toEqual({
      ok: true,
    });
    expect(await getDb().select().from(emailOutbox)).toHaveLength(0);
  });

  it("refuses a used or unknown token as an expired link", async () => {
    await signUp();
    await requestPasswordReset("sam@example.com", requestHeaders());
    const token = await latestResetToken("sam@example.com");
    expect(await resetPassword(token, "new-calm-pass-7", requestHeaders())).toEqual({ ok: true });
    expect(await resetPassword(token, "third-calm-pass-8", requestHeaders())).toEqual({
      ok: false,
      code: "expired-action-code",
    });
    expect(await resetPassword("made-up-token", "third-calm-pass-8", requestHeaders())).toEqual({
      ok: false,
      code: "expired-action-code",
    });
  });

  it("applies the password policy to the new password", async () => {
    await signUp();
    await requestPasswordReset("sam@example.com", requestHeaders());
    const token = await latestResetToken("sam@example.com");
    expect(await resetPassword(token, "abc", requestHeaders())).toEqual({
      ok: false,
      passwordError: "Use at least 6 characters.",
    });
  });
});
