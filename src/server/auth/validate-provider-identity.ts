import "server-only";
import type { BetterAuthOptions } from "better-auth";
import { eq } from "drizzle-orm";
import { CONFIRM_EMAIL_FIRST, SOCIAL_EMAIL_NOT_VERIFIED } from "@/domain/auth/social-providers";
import { getDb } from "../db/client";
import { user } from "../db/schema";

type TValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions["user"]>["validateUserInfo"]>;

/**
 * Better Auth's gate for an identity from Google or Discord (`user.validateUserInfo`), on every
 * way it can arrive: a sign-up, a link from a signed-in page, a sign-in that joins an account.
 * - A new account only for an address the provider has verified.
 * - A new sign-in onto an account only once that account's own email is confirmed.
 * Either would otherwise let someone hold a way into an account at another person's address, and
 * keep it after the owner took the account back with a password reset. Email sign-up is not a
 * provider identity: its link proves the address later. A refusal's code reaches the page the
 * flow returns to (`?error=`), where it is said in words.
 */
export const validateProviderIdentity: TValidateUserInfo = async ({ user: info, source }) => {
  if (source.method !== "oauth") return;
  if (source.action === "create-user" && info.emailVerified !== true)
    return {
      error: SOCIAL_EMAIL_NOT_VERIFIED,
      errorDescription: "The provider has not verified this email address",
    };
  if (source.action === "link-account") {
    const [row] =
      typeof info.id === "string"
        ? await getDb()
            .select({ emailVerified: user.emailVerified })
            .from(user)
            .where(eq(user.id, info.id))
        : [];
    if (!row?.emailVerified)
      return {
        error: CONFIRM_EMAIL_FIRST,
        errorDescription: "Confirm this account's email address before linking a sign-in",
      };
  }
};
