import "server-only";
import type { TPasswordPolicy } from "@/domain/auth/password-policy";
import { getEnv } from "../env";

/** The password policy in force, from configuration (README: PASSWORD_* variables). */
export function getPasswordPolicy(): TPasswordPolicy {
  const env = getEnv();
  return {
    minLength: env.PASSWORD_MIN_LENGTH,
    maxLength: env.PASSWORD_MAX_LENGTH ?? null,
    requireUppercase: env.PASSWORD_REQUIRE_UPPERCASE,
    requireLowercase: env.PASSWORD_REQUIRE_LOWERCASE,
    requireDigit: env.PASSWORD_REQUIRE_DIGIT,
    requireSymbol: env.PASSWORD_REQUIRE_SYMBOL,
  };
}
