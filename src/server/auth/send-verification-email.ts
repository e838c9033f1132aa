import "server-only";
import { createEmailVerificationToken } from "better-auth/api";
import { VERIFICATION_LINK_SECONDS } from "@/lib/constants";
import { normaliseEmail } from "@/lib/schemas/auth";
import { sendEmail } from "../email/send-email";
import { verifyEmailEmail } from "../email/verify-email-email";
import { logger } from "../logger";
import { getAuth } from "./auth";
import { consumeRateLimit } from "./consume-rate-limit";

/** Where the verification link lands: the account page says the address is confirmed. */
export const VERIFIED_CALLBACK_PATH = "/account?verified=1";

/**
 * Sends the link that proves the person's address is theirs (issue #17), at most 3 times in 15
 * minutes per address. The link is Better Auth's own (its token, its /verify-email route), made
 * here for a person we already know, so no lookup by email runs. A failure to send is logged; the
 * account page offers the link again.
 */
export async function sendVerificationEmail(person: {
  id: string;
  email: string;
  name: string;
}): Promise<{ ok: true } | { ok: false; code: "too-many-requests" }> {
  const limit = await consumeRateLimit(`verify-email:${normaliseEmail(person.email)}`, {
    windowSeconds: 15 * 60,
    max: 3,
  });
  if (!limit.allowed) return { ok: false, code: "too-many-requests" };
  try {
    const context = await getAuth().$context;
    const token = await createEmailVerificationToken(
      context.secret,
      person.email,
      undefined,
      VERIFICATION_LINK_SECONDS,
      { userId: person.id },
    );
    const url = `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(VERIFIED_CALLBACK_PATH)}`;
    await sendEmail(verifyEmailEmail(person.email, person.name, url));
  } catch (error) {
    logger.error({ err: error, userId: person.id }, "sending a verification email failed");
  }
  return { ok: true };
}
