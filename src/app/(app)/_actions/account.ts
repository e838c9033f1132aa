"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { deleteAccount } from "@/server/account/delete-account";
import { updateWeightUnit } from "@/server/account/update-weight-unit";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { logger } from "@/server/logger";

type TResult = { ok: true } | { ok: false; error: string };

const SESSION_ENDED = "Your session has ended. Please sign in again.";

export async function updateWeightUnitAction(unit: unknown): Promise<TResult> {
  const parsed = z.enum(["lbs", "kg"]).safeParse(unit);
  if (!parsed.success) return { ok: false, error: "Choose lbs or kg." };
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: SESSION_ENDED };
  try {
    await updateWeightUnit(session.user.id, parsed.data);
    return { ok: true };
  } catch (error) {
    logger.error({ err: error }, "saving the weight unit failed");
    return { ok: false, error: "We couldn't save that just now. Please try again." };
  }
}

/** Deletes the signed-in person's account after they confirmed it; then they are signed out. */
export async function deleteAccountAction(confirmed: unknown): Promise<TResult> {
  if (confirmed !== true)
    return { ok: false, error: "Please tick the box to confirm you want to delete your account." };
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: SESSION_ENDED };
  try {
    await deleteAccount({ userId: session.user.id, headers: await headers() });
  } catch (error) {
    logger.error({ err: error }, "deleting an account failed");
    return {
      ok: false,
      error: "We couldn't delete your account just now. Nothing was changed; please try again.",
    };
  }
  // The sessions went with the account; the stale cookie now signs no one in.
  redirect("/login?accountDeleted=1");
}
