"use server";

import { headers } from "next/headers";
import { fieldErrorsOf, ZOutcomeMeasure } from "@/lib/schemas/assessment";
import { getCurrentAccess } from "@/server/access/get-current-access";
import { logger } from "@/server/logger";
import {
  RetakeError,
  retakeQuickDash,
  type TRetakeResult,
} from "@/server/progress/retake-quickdash";

export type TRetakeActionResult =
  | ({ ok: true } & TRetakeResult)
  | { ok: false; fieldErrors?: Record<string, string>; formError?: string };

/**
 * Stores a retaken QuickDASH for the signed-in person. Anyone signed in may retake it: it is their
 * own outcome measure, like the assessment step (decision 0011). Invalid input changes nothing.
 */
export async function retakeQuickDashAction(payload: unknown): Promise<TRetakeActionResult> {
  const access = await getCurrentAccess();
  if (!access?.profile)
    return { ok: false, formError: "Your session has ended. Please sign in again to continue." };
  const parsed = ZOutcomeMeasure.safeParse(payload);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const result = await retakeQuickDash({
      userId: access.session.user.id,
      input: parsed.data,
      headers: await headers(),
    });
    return { ok: true, ...result };
  } catch (error) {
    if (error instanceof RetakeError) return { ok: false, formError: error.message };
    logger.error({ err: error }, "QuickDASH retake failed");
    return {
      ok: false,
      formError:
        "We couldn't save your answers just now. They are still here; please try again in a moment.",
    };
  }
}
