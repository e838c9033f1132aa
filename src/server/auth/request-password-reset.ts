import "server-only";
import { normaliseEmail } from "@/lib/schemas/auth";
import { getEnv } from "../env";
import { logger } from "../logger";
import { getRequestIpBucket } from "../request-ip";
import { getAuth } from "./auth";
import { consumeRateLimit, getIpRateRule } from "./consume-rate-limit";

/**
 * Sends a reset link if the email has an account. The answer is the same either way, so the form
 * never reveals who has an account; only rate limiting is reported.
 */
export async function requestPasswordReset(
  email: string,
  headers: Headers,
): Promise<{ ok: true } | { ok: false; code: "too-many-requests" }> {
  const env = getEnv();
  const byIp = await consumeRateLimit(`reset-ip:${getRequestIpBucket(headers)}`, getIpRateRule());
  const byEmail = await consumeRateLimit(`reset-email:${normaliseEmail(email)}`, {
    windowSeconds: 15 * 60,
    max: 3,
  });
  if (!byIp.allowed || !byEmail.allowed) return { ok: false, code: "too-many-requests" };
  try {
    await getAuth().api.requestPasswordReset({
      body: { email, redirectTo: `${env.APP_URL}/reset-password` },
      headers,
    });
  } catch (error) {
    logger.error({ err: error }, "password reset request failed");
  }
  return { ok: true };
}
