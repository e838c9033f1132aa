"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { ZChangePassword, ZUpdateProfile } from "@/lib/schemas/account";
import { changePassword } from "@/server/account/change-password";
import { deleteAccount } from "@/server/account/delete-account";
import { updateDisplayName } from "@/server/account/update-display-name";
import { updateWeightUnit } from "@/server/account/update-weight-unit";
import { getCurrentSession } from "@/server/auth/get-current-session";
import { logger } from "@/server/logger";
import { validatedAction } from "@/server/validated-action";

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

/** Changes the name the person goes by; a failure keeps what they typed. */
export const updateProfileAction = validatedAction(
  ZUpdateProfile,
  ["name"],
  async (input, values) => {
    const session = await getCurrentSession();
    if (!session) return { formError: SESSION_ENDED, values };
    try {
      await updateDisplayName({
        userId: session.user.id,
        name: input.name,
        headers: await headers(),
      });
    } catch (error) {
      logger.error({ err: error }, "saving the display name failed");
      return { formError: "We couldn't save your name just now. Please try again.", values };
    }
    revalidatePath("/account");
    return { success: "Your name has been saved.", values: { name: input.name } };
  },
);

/**
 * Changes the password. A failure keeps the new password as typed but empties the current one,
 * since the most common failure is a mistyped current password.
 */
export const changePasswordAction = validatedAction(
  ZChangePassword,
  ["currentPassword", "newPassword", "confirmPassword"],
  async (input, values) => {
    const session = await getCurrentSession();
    if (!session) return { formError: SESSION_ENDED, values };
    const result = await changePassword({
      userId: session.user.id,
      sessionId: session.session.id,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      headers: await headers(),
    });
    if (result.ok)
      return {
        success:
          "Your password has been changed. Any other devices signed in to your account have been signed out.",
      };
    if ("field" in result) return { fieldErrors: { [result.field]: result.message }, values };
    return { formError: result.formError, values };
  },
  { keep: ["newPassword", "confirmPassword"] },
);
