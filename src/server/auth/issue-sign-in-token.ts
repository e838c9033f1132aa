import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { getAuth } from "./auth";

/** Sign-in tokens are short-lived (minutes) and work once. */
export const SIGN_IN_TOKEN_TTL_MINUTES = 3;

/** The one-time-token plugin's storage: SHA-256, base64url without padding ("hashed"). */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Issues a one-time sign-in token for a user (checkout uses it to sign a buyer in). The session is
 * created now and handed over when the token is verified at `?token=`; verification consumes it.
 */
export async function issueSignInToken(userId: string, now = new Date()): Promise<string> {
  const context = await getAuth().$context;
  const session = await context.internalAdapter.createSession(userId);
  const token = randomBytes(32).toString("base64url");
  await context.internalAdapter.createVerificationValue({
    identifier: `one-time-token:${hashToken(token)}`,
    value: session.token,
    expiresAt: new Date(now.getTime() + SIGN_IN_TOKEN_TTL_MINUTES * 60_000),
  });
  return token;
}
