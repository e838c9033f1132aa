import { z } from "zod";

/** Account lookup lowercases the email (spec section 5); limits and lockouts key on the same form. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const ZEmail = z
  .string({ error: "Email address is required" })
  .trim()
  .min(1, "Email address is required")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."))
  .transform(normaliseEmail);

const ZReturnTo = z.string().max(2048).optional();

export const ZSignIn = z.object({
  email: ZEmail,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(1024),
  returnTo: ZReturnTo,
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** The name a person goes by (spec 3: displayName), at sign-up and on /account. */
export const ZDisplayName = z
  .string({ error: "Please tell us your name." })
  .trim()
  .min(1, "Please tell us your name.")
  .max(100, "Please use 100 characters or fewer.");

export const ZSignUp = z.object({
  name: ZDisplayName,
  email: ZEmail,
  // The policy itself is server-driven and checked by checkPassword(); this only bounds the input.
  password: z
    .string({ error: "Please choose a password." })
    .min(1, "Please choose a password.")
    .max(1024),
  returnTo: ZReturnTo,
});
export type TSignUp = z.infer<typeof ZSignUp>;

/** Password reset requires an email (spec section 5, message from section 8). */
export const ZRequestPasswordReset = z.object({ email: ZEmail });

export const ZResetPassword = z
  .object({
    token: z.string().min(1, "This link is incomplete. Please request a new one.").max(512),
    password: z
      .string({ error: "Please choose a new password." })
      .min(1, "Please choose a new password.")
      .max(1024),
    confirmPassword: z.string().max(1024),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords don't match.",
  });
