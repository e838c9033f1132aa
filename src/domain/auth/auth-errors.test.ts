import { describe, expect, it } from "vitest";
import { AUTH_ERROR_CODES, AUTH_ERROR_MESSAGES, toAuthErrorCode } from "./auth-errors";

describe("the sign-in error codes of spec section 8", () => {
  it("has the nine codes of the spec", () => {
    expect([...AUTH_ERROR_CODES].sort()).toEqual(
      [
        "email-already-in-use",
        "wrong-password",
        "invalid-credential",
        "user-not-found",
        "too-many-requests",
        "user-disabled",
        "network-request-failed",
        "requires-recent-login",
        "expired-action-code",
      ].sort(),
    );
  });

  it.each(AUTH_ERROR_CODES)("%s has a clear, complete message", (code) => {
    const message = AUTH_ERROR_MESSAGES[code];
    expect(message.length).toBeGreaterThan(20);
    expect(message).toMatch(/\.$/);
  });

  it("never reveals whether an email has an account", () => {
    const signInFailures = ["wrong-password", "invalid-credential", "user-not-found"] as const;
    const messages = new Set(signInFailures.map((c) => AUTH_ERROR_MESSAGES[c]));
    expect(messages.size).toBe(1);
    for (const code of AUTH_ERROR_CODES) {
      expect(AUTH_ERROR_MESSAGES[code]).not.toMatch(
        /no account|not registered|does not exist|already registered/i,
      );
    }
  });
});

describe("Better Auth's codes map onto the spec's", () => {
  it.each([
    ["USER_ALREADY_EXISTS", "email-already-in-use"],
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "email-already-in-use"],
    ["INVALID_EMAIL_OR_PASSWORD", "invalid-credential"],
    ["INVALID_PASSWORD", "wrong-password"],
    ["USER_NOT_FOUND", "user-not-found"],
    ["CREDENTIAL_ACCOUNT_NOT_FOUND", "invalid-credential"],
    ["TOO_MANY_REQUESTS", "too-many-requests"],
    ["USER_DISABLED", "user-disabled"],
    ["SESSION_EXPIRED", "requires-recent-login"],
    ["SESSION_NOT_FRESH", "requires-recent-login"],
    ["INVALID_TOKEN", "expired-action-code"],
    ["TOKEN_EXPIRED", "expired-action-code"],
    ["SOMETHING_NEW", "invalid-credential"],
    [undefined, "invalid-credential"],
  ])("%s becomes %s", (input, expected) => {
    expect(toAuthErrorCode(input)).toBe(expected);
  });
});
