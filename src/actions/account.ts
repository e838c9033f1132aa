"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { ZChangePassword, ZUpdateProfile } from "@/lib/schemas/account";
import { changePassword } from "@/server/account/change-password";
import { deleteAccount } from "@/server/account/delete-account";
import { updateDisplayName } from "@/server/account/update-display-name";
import { updateWeightUnit } from "@/server/account/update-weight-unit";
import { defineAction } from "@/server/action";
import { sendVerificationEmail } from "@/server/auth/send-verification-email";

export const updateWeightUnitAction = defineAction({
  name: "update-weight-unit",
  input: z.enum(["lbs", "kg"], { error: "Choose lbs or kg." }),
  handler: (unit, { userId, headers }) => updateWeightUnit(userId, unit, headers),
});

const deleteAccountNow = defineAction({
  name: "delete-account",
  input: z.literal(true, {
    error: "Please tick the box to confirm you want to delete your account.",
  }),
  failure: "account-delete-failed",
  handler: (_confirmed, { userId, headers }) => deleteAccount({ userId, headers }),
});

/** Deletes the signed-in person's account after they confirmed it; then they are signed out. */
export async function deleteAccountAction(confirmed: unknown) {
  const result = await deleteAccountNow(confirmed);
  if (!result.ok) return result;
  // The sessions went with the account; the stale cookie now signs no one in.
  redirect("/login?accountDeleted=1");
}

/** Changes the name the person goes by; a failure keeps what they typed. */
export const updateProfileAction = defineAction({
  name: "update-profile",
  input: ZUpdateProfile,
  handler: async (input, { userId, headers }) => {
    await updateDisplayName({ userId, name: input.name, headers });
    revalidatePath("/account");
    return "Your name has been saved.";
  },
});

/**
 * Changes the password. A failure keeps the new password as typed but empties the current one,
 * since the most common failure is a mistyped current password.
 */
export const changePasswordAction = defineAction({
  name: "change-password",
  input: ZChangePassword,
  keep: ["newPassword", "confirmPassword"],
  failure: "password-change-failed",
  handler: async (input, { userId, access, headers }) => {
    await changePassword({
      userId,
      sessionId: access.session.session.id,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      headers,
    });
    return "Your password has been changed. Any other devices signed in to your account have been signed out.";
  },
});

/**
 * /account's "Send the link again" (issue #17): a new link that proves the address, at most 3 in
 * 15 minutes. Answers with what to tell the person.
 */
export const resendVerificationEmailAction = defineAction({
  name: "resend-verification-email",
  input: z.object({}).strict(),
  handler: async (_input, { access }) => {
    const person = access.session.user;
    if (person.emailVerified) return "Your email is already confirmed.";
    const sent = await sendVerificationEmail(person);
    if (!sent.ok) throw new AppError("too-many-requests");
    return `We've sent a new link to ${person.email}. It works for one hour.`;
  },
});
