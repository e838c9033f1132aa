// Starting Google or Discord sign-in (spec 7, #12 "every way in"): a crafted call cannot make it
// fail, and one address cannot start more than sign-in's limit allows.
import { beforeEach, describe, expect, it, vi } from "vitest";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

const { signInSocialAction } = await import("./auth");
const { getAuth } = await import("@/server/auth/auth");
const { resetTestDb } = await import("@/server/db/testing/reset-test-db");
const { getEnv } = await import("@/server/env");

/** Where the action sent the person: the address in Next's redirect error. */
async function destinationOf(call: Promise<void>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e as { digest?: string },
  );
  const match = /^NEXT_REDIRECT;[a-z]+;([^;]+);/.exec(error?.digest ?? "");
  if (!match?.[1]) throw new Error(`not a redirect: ${String(error)}`);
  return match[1];
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

beforeEach(async () => {
  await resetTestDb();
  request.headers = new Headers({ "x-wristwise-peer": "203.0.113.7" });
  vi.restoreAllMocks();
});

describe("signInSocialAction", () => {
  it.each([
    ["a plain object", { provider: "google" }],
    ["a string", "provider=google"],
    ["null", null],
  ])("sends %s back to the sign-in page instead of failing", async (_label, input) => {
    const start = vi.spyOn(getAuth().api, "signInSocial");
    expect(await destinationOf(signInSocialAction(input as unknown as FormData))).toBe("/login");
    expect(start).not.toHaveBeenCalled();
  });

  it("starts sign-in up to the limit from one address, then refuses without starting one", async () => {
    const start = vi
      .spyOn(getAuth().api, "signInSocial")
      .mockResolvedValue({ url: "https://accounts.google.com/o/oauth2/auth", redirect: true });
    const max = getEnv().AUTH_RATE_LIMIT_MAX;
    for (let i = 0; i < max; i++)
      expect(await destinationOf(signInSocialAction(form({ provider: "google" })))).toBe(
        "https://accounts.google.com/o/oauth2/auth",
      );
    expect(await destinationOf(signInSocialAction(form({ provider: "google" })))).toBe(
      "/login?error=oauth",
    );
    expect(start).toHaveBeenCalledTimes(max);
    request.headers = new Headers({ "x-wristwise-peer": "203.0.113.8" });
    expect(await destinationOf(signInSocialAction(form({ provider: "google" })))).toBe(
      "https://accounts.google.com/o/oauth2/auth",
    );
  });

  // The provider returns the person to a safe returnTo, or on to where they left off (as signing
  // in with email does).
  it.each([
    [undefined, "/api/session/continue"],
    ["/pricing?plan=monthly", "/pricing?plan=monthly"],
    ["/exercise-program", "/exercise-program"],
    ["https://evil.example/steal", "/api/session/continue"],
    ["//evil.example", "/api/session/continue"],
    ["/\\evil.example", "/api/session/continue"],
  ])("returnTo %s comes back to %s", async (returnTo, expected) => {
    const start = vi
      .spyOn(getAuth().api, "signInSocial")
      .mockResolvedValue({ url: "https://discord.com/oauth2/authorize", redirect: true });
    await destinationOf(
      signInSocialAction(form({ provider: "discord", ...(returnTo ? { returnTo } : {}) })),
    );
    expect(start).toHaveBeenCalledWith({
      body: { provider: "discord", callbackURL: expected, errorCallbackURL: "/login?error=oauth" },
    });
  });
});
