"use server";

import { headers } from "next/headers";
import { ZRequestPasswordReset, ZResetPassword } from "@/lib/schemas/auth";
import { authErrorMessage } from "@/server/auth/auth-error";
import { requestPasswordReset } from "@/server/auth/request-password-reset";
import { resetPassword } from "@/server/auth/reset-password";
import { validatedAction } from "@/server/validated-action";

export const requestPasswordResetAction = validatedAction(
  ZRequestPasswordReset,
  ["email"],
  async (input, values) => {
    const result = await requestPasswordReset(input.email, await headers());
    if (!result.ok) return { formError: authErrorMessage(result.code), values };
    return {
      success:
        "If there's a Wristwise account for that email, we've sent a link to reset the password. It works for one hour. Please check your inbox and spam folder.",
      values,
    };
  },
);

export const resetPasswordAction = validatedAction(
  ZResetPassword,
  ["token", "password", "confirmPassword"],
  async (input, values) => {
    const result = await resetPassword(input.token, input.password, await headers());
    if (result.ok)
      return { success: "Your password has been changed. You can now sign in with it." };
    if ("passwordError" in result)
      return { fieldErrors: { password: result.passwordError }, values };
    return { formError: authErrorMessage(result.code), values };
  },
);
