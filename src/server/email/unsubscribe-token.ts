import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getAuthSecret } from "../auth/get-auth-secret";

// The proof an email's unsubscribe link carries (the exercise reminder, issue #19; the community
// clinic email, issue #20): an HMAC of the person's id under the purpose, so a link turns off that
// one kind of email for its owner only.

export function unsubscribeTokenFor(purpose: string, userId: string): string {
  return createHmac("sha256", getAuthSecret()).update(`${purpose}:${userId}`).digest("base64url");
}

export function isUnsubscribeTokenFor(purpose: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeTokenFor(purpose, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
