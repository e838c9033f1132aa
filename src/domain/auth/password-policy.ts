/**
 * The server-driven password policy of spec section 5: minimum length 6 by default, with an
 * optional maximum and optional upper case, lower case, digit and symbol requirements. The server
 * builds the policy from configuration, serves it to the signup form and enforces it.
 */
export type TPasswordPolicy = {
  minLength: number;
  maxLength: number | null;
  requireUppercase: boolean;
  requireLowercase: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
};

export type TPasswordRule =
  | "minLength"
  | "maxLength"
  | "uppercase"
  | "lowercase"
  | "digit"
  | "symbol"
  | "common";

export const DEFAULT_PASSWORD_POLICY: TPasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireUppercase: false,
  requireLowercase: false,
  requireDigit: false,
  requireSymbol: false,
};

/** The rules in force, in the order the signup form lists them. */
export function describePasswordPolicy(
  policy: TPasswordPolicy,
): { rule: TPasswordRule; text: string }[] {
  const rules: { rule: TPasswordRule; text: string }[] = [
    { rule: "minLength", text: `At least ${policy.minLength} characters` },
  ];
  if (policy.maxLength !== null) {
    rules.push({ rule: "maxLength", text: `No more than ${policy.maxLength} characters` });
  }
  if (policy.requireUppercase)
    rules.push({ rule: "uppercase", text: "An upper-case letter (A–Z)" });
  if (policy.requireLowercase) rules.push({ rule: "lowercase", text: "A lower-case letter (a–z)" });
  if (policy.requireDigit) rules.push({ rule: "digit", text: "A number (0–9)" });
  if (policy.requireSymbol) rules.push({ rule: "symbol", text: "A symbol, such as ! ? # or %" });
  return rules;
}

/** Length counts characters as people see them (code points), not UTF-16 units. */
function length(password: string): number {
  return Array.from(password).length;
}

/** Every policy rule the password breaks; an empty list means it passes. */
export function findPasswordPolicyFailures(
  policy: TPasswordPolicy,
  password: string,
): TPasswordRule[] {
  const failures: TPasswordRule[] = [];
  const len = length(password);
  if (len < policy.minLength) failures.push("minLength");
  if (policy.maxLength !== null && len > policy.maxLength) failures.push("maxLength");
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) failures.push("uppercase");
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) failures.push("lowercase");
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) failures.push("digit");
  if (policy.requireSymbol && !/[^\p{L}\p{N}\s]/u.test(password)) failures.push("symbol");
  return failures;
}

const failureMessages: Record<TPasswordRule, (p: TPasswordPolicy) => string> = {
  minLength: (p) => `Use at least ${p.minLength} characters.`,
  maxLength: (p) => `Use no more than ${p.maxLength} characters.`,
  uppercase: () => "Add an upper-case letter.",
  lowercase: () => "Add a lower-case letter.",
  digit: () => "Add a number.",
  symbol: () => "Add a symbol, such as ! ? # or %.",
  common: () => "This password is too common and easy to guess. Please choose another.",
};

export function passwordFailureMessage(policy: TPasswordPolicy, failures: TPasswordRule[]): string {
  return failures.map((f) => failureMessages[f](policy)).join(" ");
}
