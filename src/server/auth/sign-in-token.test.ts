import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { requestHeaders } from "../../../tests/factories/request-headers";
import { getDb } from "../db/client";
import { auditLog, verification } from "../db/schema";
import { resetTestDb } from "../db/testing/reset-test-db";
import { issueSignInToken } from "./issue-sign-in-token";
import { signInWithToken } from "./sign-in-with-token";
import { signUpWithEmail } from "./sign-up-with-email";

beforeEach(async () => {
  await resetTestDb();
});

async function newUser() {
  const result = await signUpWithEmail(
    { name: "Tok", email: `tok-${Date.now()}@example.com`, password: "calm-hands-42" },
    requestHeaders(),
  );
  if (!result.ok) throw new Error("sign-up failed");
  await getDb().delete(auditLog);
  return result.userId;
}

describe("?token= sign-in", () => {
  it("signs the person in once, records the sign-in, and refuses the same token again", async () => {
    const userId = await newUser();
    const token = await issueSignInToken(userId);
    const cookies = await signInWithToken(token, requestHeaders());
    expect(cookies?.some((c) => c.includes("session_token="))).toBe(true);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.userId, userId))).toMatchObject([
      { action: "sign_in" },
    ]);
    expect(await signInWithToken(token, requestHeaders())).toBeNull();
  });

  it("stores only a hash of the token", async () => {
    const token = await issueSignInToken(await newUser());
    const rows = await getDb().select().from(verification);
    expect(rows.some((r) => r.identifier.includes(token))).toBe(false);
    expect(rows.some((r) => r.identifier.startsWith("one-time-token:"))).toBe(true);
  });

  it("refuses an expired token", async () => {
    const token = await issueSignInToken(await newUser(), new Date(Date.now() - 4 * 60_000));
    expect(await signInWithToken(token, requestHeaders())).toBeNull();
  });

  it.each([
    ["short"],
    ["has spaces in it!!!!!!!"],
    ["a".repeat(200)],
    ["made-up-token-made-up-token-made-up"],
  ])("refuses %j without throwing", async (token) => {
    expect(await signInWithToken(token, requestHeaders())).toBeNull();
  });
});
