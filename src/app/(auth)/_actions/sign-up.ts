"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { ZSignUp } from "@/lib/schemas/auth";
import { findResumePath } from "@/server/assessment/find-resume-path";
import { authErrorMessage } from "@/server/auth/auth-error";
import { signUpWithEmail } from "@/server/auth/sign-up-with-email";
import { validatedAction } from "@/server/validated-action";

export const signUpAction = validatedAction(
  ZSignUp,
  ["name", "email", "password", "returnTo"],
  async (input, values) => {
    const result = await signUpWithEmail(input, await headers());
    if (result.ok)
      redirect(toSafeReturnTo(input.returnTo) ?? (await findResumePath(result.userId)));
    if ("passwordError" in result)
      return { fieldErrors: { password: result.passwordError }, values };
    return { formError: authErrorMessage(result.code), values };
  },
);
