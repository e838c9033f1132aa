import "server-only";
import {
  findPasswordPolicyFailures,
  passwordFailureMessage,
  type TPasswordRule,
} from "@/domain/auth/password-policy";
import { isCommonPassword } from "./common-passwords";
import { getPasswordPolicy } from "./get-password-policy";

/** The server's password check: the configured policy plus the common-password list. */
export function checkPassword(password: string): { ok: true } | { ok: false; message: string } {
  const policy = getPasswordPolicy();
  const failures: TPasswordRule[] = findPasswordPolicyFailures(policy, password);
  if (failures.length === 0 && isCommonPassword(password)) failures.push("common");
  return failures.length === 0
    ? { ok: true }
    : { ok: false, message: passwordFailureMessage(policy, failures) };
}
