import "server-only";
import {
  AUTH_ERROR_MESSAGES,
  type TAuthErrorCode,
  toAuthErrorCode,
} from "@/domain/auth/auth-errors";

type TApiErrorLike = { name: string; statusCode: number; body?: { code?: unknown } };

/**
 * Better Auth errors are recognised by shape, not `instanceof`: a production bundle can hold two
 * copies of the APIError class, and then `instanceof` fails and every error looked like a network
 * failure (found by the wrong-password end-to-end test).
 */
function isApiErrorLike(error: unknown): error is TApiErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "APIError" &&
    typeof (error as { statusCode?: unknown }).statusCode === "number"
  );
}

/** The spec's error code for anything Better Auth throws; unexpected failures are network-like. */
export function authErrorCodeOf(error: unknown): TAuthErrorCode {
  if (!isApiErrorLike(error)) return "network-request-failed";
  if (error.statusCode === 429) return "too-many-requests";
  const code = typeof error.body?.code === "string" ? error.body.code : undefined;
  return toAuthErrorCode(code);
}

export function authErrorMessage(code: TAuthErrorCode): string {
  return AUTH_ERROR_MESSAGES[code];
}
