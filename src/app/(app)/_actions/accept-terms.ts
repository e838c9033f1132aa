"use server";

import { getCurrentSession } from "@/server/auth/get-current-session";
import { logger } from "@/server/logger";
import { acceptTerms } from "@/server/profile/accept-terms";

/** Returns the spec's 'An error occurred: {message}' text on failure, so the dialog can show it. */
export async function acceptTermsAction(
  agreed: boolean,
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (agreed !== true)
    return { ok: false, error: "You must agree to the Terms and Conditions to continue" };
  const session = await getCurrentSession();
  if (!session)
    return { ok: false, error: "An error occurred: Your session has ended. Please sign in again." };
  try {
    await acceptTerms(session.user.id);
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, userId: session.user.id }, "saving terms acceptance failed");
    const message = error instanceof Error ? error.message : "Please try again";
    return { ok: false, error: `An error occurred: ${message}` };
  }
}
