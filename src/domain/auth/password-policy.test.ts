import { describe, expect, it } from "vitest";
import {
  DEFAULT_PASSWORD_POLICY,
  describePasswordPolicy,
  findPasswordPolicyFailures,
  passwordFailureMessage,
  type TPasswordPolicy,
} from "./password-policy";

const strict: TPasswordPolicy = {
  minLength: 8,
  maxLength: 12,
  requireUppercase: true,
  requireLowercase: true,
  requireDigit: true,
  requireSymbol: true,
};

describe("the default password policy (spec 5: minimum length 6)", () => {
  it.each([
    ["", ["minLength"]],
    ["abcde", ["minLength"]],
    ["abcdef", []],
    ["abcdefg", []],
    ["a".repeat(500), []],
  ])("%j breaks %j", (password, expected) => {
    expect(findPasswordPolicyFailures(DEFAULT_PASSWORD_POLICY, password)).toEqual(expected);
  });

  it("counts characters as people see them, not UTF-16 units", () => {
    expect(findPasswordPolicyFailures(DEFAULT_PASSWORD_POLICY, "😀😀😀")).toEqual(["minLength"]);
    expect(findPasswordPolicyFailures(DEFAULT_PASSWORD_POLICY, "😀😀😀😀😀😀")).toEqual([]);
  });
});

describe("a configured policy enforces each optional rule", () => {
  it.each([
    ["Abcde1!", ["minLength"]],
    ["Abcdef1!", []],
    ["Abcdefghi12!", []],
    ["Abcdefghi123!", ["maxLength"]],
    ["abcdefg1!", ["uppercase"]],
    ["ABCDEFG1!", ["lowercase"]],
    ["Abcdefgh!", ["digit"]],
    ["Abcdefgh1", ["symbol"]],
    ["Abcdefg 1", ["symbol"]],
    ["ÉCOLEé1!x", []],
    ["abc", ["minLength", "uppercase", "digit", "symbol"]],
  ])("%j breaks %j", (password, expected) => {
    expect(findPasswordPolicyFailures(strict, password)).toEqual(expected);
  });
});

describe("describePasswordPolicy lists only the rules in force", () => {
  it("lists just the minimum by default", () => {
    expect(describePasswordPolicy(DEFAULT_PASSWORD_POLICY)).toEqual([
      { rule: "minLength", text: "At least 6 characters" },
    ]);
  });

  it("lists every configured rule in order", () => {
    expect(describePasswordPolicy(strict).map((r) => r.rule)).toEqual([
      "minLength",
      "maxLength",
      "uppercase",
      "lowercase",
      "digit",
      "symbol",
    ]);
  });
});

it("explains every failure in one message", () => {
  expect(passwordFailureMessage(strict, ["minLength", "digit"])).toBe(
    "Use at least 8 characters. Add a number.",
  );
});
