/**
 * The sign-in error codes of spec section 8 and the message each shows. Messages never reveal
 * whether an email has an account: wrong-password, user-not-found and invalid-credential read
 * alike, and email-already-in-use does not confirm the account exists.
 */
export const AUTH_ERROR_CODES = [
  "email-already-in-use",
  "wrong-password",
  "invalid-credential",
  "user-not-found",
  "too-many-requests",
  "user-disabled",
  "network-request-failed",
  "requires-recent-login",
  "expired-action-code",
] as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

const SIGN_IN_FAILED =
  "That email and password don't match our records. Please check them and try again.";

export const AUTH_ERROR_MESSAGES: Record<TAuthErrorCode, string> = {
  "email-already-in-use":
    "We couldn't create an account with these details. If you already have an account, sign in or reset your password.",
  "wrong-password": SIGN_IN_FAILED,
  "invalid-credential": SIGN_IN_FAILED,
  "user-not-found": SIGN_IN_FAILED,
  "too-many-requests":
    "Too many attempts. For your security, please wait a few minutes before trying again.",
  "user-disabled":
    "We can't sign you in right now. Please contact support if you think this is a mistake.",
  "network-request-failed":
    "We couldn't reach Wristwise. Please check your connection and try again.",
  "requires-recent-login": "For your security, please sign in again to continue.",
  "expired-action-code":
    "This link has expired or has already been used. Please request a new one.",
};

/** Better Auth's error codes mapped onto the spec's. Unknown codes fall back to invalid-credential. */
const BETTER_AUTH_TO_SPEC: Record<string, TAuthErrorCode> = {
  USER_ALREADY_EXISTS: "email-already-in-use",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email-already-in-use",
  INVALID_EMAIL_OR_PASSWORD: "invalid-credential",
  INVALID_PASSWORD: "wrong-password",
  USER_NOT_FOUND: "user-not-found",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "invalid-credential",
  TOO_MANY_REQUESTS: "too-many-requests",
  USER_DISABLED: "user-disabled",
  SESSION_EXPIRED: "requires-recent-login",
  SESSION_NOT_FRESH: "requires-recent-login",
  INVALID_TOKEN: "expired-action-code",
  TOKEN_EXPIRED: "expired-action-code",
};

export function toAuthErrorCode(betterAuthCode: string | undefined): TAuthErrorCode {
  return (betterAuthCode && BETTER_AUTH_TO_SPEC[betterAuthCode]) || "invalid-credential";
}
