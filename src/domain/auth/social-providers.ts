/** The sign-in providers besides email (spec 1 and 7), each on when its keys are configured. */
export const SOCIAL_PROVIDERS = ["google", "discord"] as const;
export type TSocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The code a Google or Discord sign-up comes back to /login with when the provider has not
 * verified the account's email: the address is not proven to be the person's, so no Wristwise
 * account is made for it (an account made that way would keep its provider sign-in after the
 * address's real owner took it back with a password reset).
 */
export const SOCIAL_EMAIL_NOT_VERIFIED = "email_not_verified";

/**
 * The code a Google or Discord link comes back with when the Wristwise account's own email is not
 * confirmed yet: a sign-in added to an unconfirmed account would stay with whoever added it after
 * the address's real owner took the account back with a password reset.
 */
export const CONFIRM_EMAIL_FIRST = "confirm_email_first";

/** What /login says for an OAuth return's error codes (`?error=`, possibly repeated). */
export function socialSignInErrorMessage(codes: string | string[] | undefined): string | null {
  const list = (typeof codes === "string" ? [codes] : (codes ?? [])).filter((c) => c !== "");
  if (list.length === 0) return null;
  if (list.includes(SOCIAL_EMAIL_NOT_VERIFIED))
    return "That account's email address isn't verified with the provider yet, so we can't create a Wristwise account from it. Please verify it there and try again, or create an account with your email and password.";
  return "We couldn't finish signing you in with that provider. Please try again, or use your email and password.";
}
