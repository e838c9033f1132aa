"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { TAuthErrorCode } from "@/domain/auth/auth-errors";
import { toSafeReturnTo } from "@/domain/auth/return-to";
import { SOCIAL_PROVIDERS } from "@/domain/auth/social-providers";
import { AppError } from "@/lib/errors";
import { CONTINUE_PATH } from "@/lib/routes";
import { ZRequestPasswordReset, ZResetPassword, ZSignIn, ZSignUp } from "@/lib/schemas/auth";
import { definePublicAction } from "@/server/action";
import { findResumePath } from "@/server/assessment/find-resume-path";
import { getAuth } from "@/server/auth/auth";
import { consumeRateLimit, getIpRateRule } from "@/server/auth/consume-rate-limit";
import { requestPasswordReset } from "@/server/auth/request-password-reset";
import { resetPassword } from "@/server/auth/reset-password";
import { signInWithEmail } from "@/server/auth/sign-in-with-email";
import { signOut } from "@/server/auth/sign-out";
import { signUpWithEmail } from "@/server/auth/sign-up-with-email";
import { logger } from "@/server/logger";
import { getRequestIpBucket } from "@/server/request-ip";

type TAuthOutcome =
  | { ok: true }
  | { ok: false; code: TAuthErrorCode }
  | { ok: false; passwordError: string };

/** The auth server functions answer with the spec's sign-in codes; a failure becomes an AppError. */
function throwUnlessOk<T extends TAuthOutcome>(
  result: T,
): asserts result is Extract<T, { ok: true }> {
  if (result.ok) return;
  if ("passwordError" in result)
    throw new AppError("password-policy", { field: "password", message: result.passwordError });
  throw new AppError(result.code);
}

/** After signing in or up: back to where the person was going, else where they left off. */
async function redirectSignedIn(userId: string, returnTo: string | undefined): Promise<never> {
  redirect(toSafeReturnTo(returnTo) ?? (await findResumePath(userId)));
}

export const signInAction = definePublicAction({
  name: "sign-in",
  input: ZSignIn,
  // A failed sign-in keeps the email; the password is asked for again, as people expect.
  keep: ["email", "returnTo"],
  failure: "network-request-failed",
  handler: async (input, { headers }) => {
    const result = await signInWithEmail(input, headers);
    throwUnlessOk(result);
    return redirectSignedIn(result.userId, input.returnTo);
  },
});

export const signUpAction = definePublicAction({
  name: "sign-up",
  input: ZSignUp,
  failure: "network-request-failed",
  handler: async (input, { headers }) => {
    const result = await signUpWithEmail(input, headers);
    throwUnlessOk(result);
    return redirectSignedIn(result.userId, input.returnTo);
  },
});

export const requestPasswordResetAction = definePublicAction({
  name: "request-password-reset",
  input: ZRequestPasswordReset,
  failure: "network-request-failed",
  handler: async (input, { headers }) => {
    throwUnlessOk(await requestPasswordReset(input.email, headers));
    return "If there's a Wristwise account for that email, we've sent a link to reset the password. It works for one hour. Please check your inbox and spam folder.";
  },
});

export const resetPasswordAction = definePublicAction({
  name: "reset-password",
  input: ZResetPassword,
  failure: "network-request-failed",
  handler: async (input, { headers }) => {
    throwUnlessOk(await resetPassword(input.token, input.password, headers));
    return "Your password has been changed. You can now sign in with it.";
  },
});

/** Ends the session (audited) and goes to the sign-in page, signed in or not. */
export async function signOutAction(): Promise<void> {
  await signOut();
  redirect("/login?signedOut=1");
}

const ZSocial = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  returnTo: z.string().max(2048).optional(),
});

/**
 * Starts Google or Discord sign-in; the provider sends the person back to returnTo. Each start
 * writes a sign-in state row, so it shares sign-in's limit per address (AUTH_RATE_LIMIT_*).
 */
export async function signInSocialAction(formData: FormData): Promise<void> {
  // Called from a crafted request, an action can be handed something that is not a form.
  if (!(formData instanceof FormData)) redirect("/login");
  const ip = getRequestIpBucket(await headers());
  if (!(await consumeRateLimit(`social-ip:${ip}`, getIpRateRule())).allowed)
    redirect("/login?error=oauth");
  const parsed = ZSocial.safeParse({
    provider: formData.get("provider"),
    returnTo: formData.get("returnTo") ?? undefined,
  });
  if (!parsed.success) redirect("/login");
  // With no returnTo, on to where the person left off, as signing in with email does.
  const callbackURL = toSafeReturnTo(parsed.data.returnTo) ?? CONTINUE_PATH;
  let url: string | undefined;
  try {
    const result = await getAuth().api.signInSocial({
      body: { provider: parsed.data.provider, callbackURL, errorCallbackURL: "/login?error=oauth" },
    });
    url = result.url;
  } catch (error) {
    logger.error({ err: error, provider: parsed.data.provider }, "social sign-in could not start");
  }
  redirect(url ?? "/login?error=oauth");
}
