"use server";

import { z } from "zod";
import type { TActionResult } from "@/lib/action-result";
import { ERROR_MESSAGES } from "@/lib/errors";
import { defineAction } from "@/server/action";
import { acceptTerms } from "@/server/profile/accept-terms";

const acceptTermsNow = defineAction({
  name: "accept-terms",
  input: z.literal(true, { error: ERROR_MESSAGES["terms-not-ticked"] }),
  handler: (_agreed, { userId }) => acceptTerms(userId),
});

/** Stores the acceptance; a failure to save reads as spec 8's 'An error occurred: {message}'. */
export async function acceptTermsAction(agreed: unknown): Promise<TActionResult<void>> {
  const result = await acceptTermsNow(agreed);
  if (result.ok || !result.formError) return result;
  return { ...result, formError: `An error occurred: ${result.formError}` };
}
