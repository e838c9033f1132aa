"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { ZSignIn } from "@/lib/schemas/auth";
import { findResumePath } from "@/server/assessment/find-resume-path";
import { authErrorMessage } from "@/server/auth/auth-error";
import { signInWithEmail } from "@/server/auth/sign-in-with-email";
import { validatedAction } from "@/server/validated-action";

export const signInAction = validatedAction(
  ZSignIn,
  ["email", "password", "returnTo"],
  async (input, values) => {
    const result = await signInWithEmail(input, await headers());
    if (!result.ok) return { formError: authErrorMessage(result.code), values };
    redirect(toSafeReturnTo(input.returnTo) ?? (await findResumePath(result.userId)));
  },
  // A failed sign-in keeps the email; the password is asked for again, as people expect.
  { keep: ["email", "returnTo"] },
);
