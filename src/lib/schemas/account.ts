import { z } from "zod";
import { ZDisplayName } from "./auth";

export const ZUpdateProfile = z.object({ name: ZDisplayName });
export type TUpdateProfile = z.infer<typeof ZUpdateProfile>;

/** The policy itself is server-driven (checkPassword); this only bounds the input and matches. */
export const ZChangePassword = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(1024),
    newPassword: z
      .string({ error: "Please choose a new password." })
      .min(1, "Please choose a new password.")
      .max(1024),
    confirmPassword: z.string().max(1024),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords don't match.",
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;
