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

/**
 * An RFC 8058 one-click unsubscribe (POST ?u=…&t=…), which a mail app sends when the person
 * presses its own "Unsubscribe": `turnOff` checks the link's token and turns the email off,
 * answering false for a link that isn't valid, which changes nothing.
 */
export async function oneClickUnsubscribe(
  request: Request,
  turnOff: (userId: string, token: string) => Promise<boolean>,
): Promise<Response> {
  const url = new URL(request.url);
  const u = url.searchParams.get("u")?.slice(0, 64) ?? "";
  const t = url.searchParams.get("t")?.slice(0, 128) ?? "";
  if (!u || !t || !(await turnOff(u, t)))
    return Response.json(
      { success: false, error: "That unsubscribe link isn't valid." },
      { status: 400 },
    );
  return Response.json({ success: true });
}
