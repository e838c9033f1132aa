import { describe, expect, it } from "vitest";
import { ZRequestPasswordReset, ZResetPassword, ZSignIn, ZSignUp } from "./auth";

function firstError(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues[0]
    ? { path: result.error.issues[0].path.join("."), message: result.error.issues[0].message }
    : null;
}

describe("password reset requires an email (spec 5 and 8)", () => {
  it.each([
    [{}, "Email address is required"],
    [{ email: "" }, "Email address is required"],
    [{ email: "   " }, "Email address is required"],
    [{ email: "sam" }, "Please enter a valid email address, like name@example.com."],
  ])("%j -> %s", (input, message) => {
    expect(firstError(ZRequestPasswordReset.safeParse(input))).toEqual({ path: "email", message });
  });

  it("lowercases and trims the email (account lookup lowercases it)", () => {
    expect(ZRequestPasswordReset.parse({ email: "  Sam.Lee@Example.COM " })).toEqual({
      email: "sam.lee@example.com",
    });
  });
});

describe("sign-in and sign-up input", () => {
  it("lowercases the email on both", () => {
    expect(ZSignIn.parse({ email: "A@B.CO", password: "x" }).email).toBe("a@b.co");
    expect(ZSignUp.parse({ name: "A", email: "A@B.CO", password: "x" }).email).toBe("a@b.co");
  });

  it.each([
    [{ email: "a@b.co", password: "" }, "password", "Please enter your password."],
    [{ email: "a@b.co" }, "password", "Please enter your password."],
  ])("sign-in %j -> %s", (input, path, message) => {
    expect(firstError(ZSignIn.safeParse(input))).toEqual({ path, message });
  });

  it.each([
    [{ name: " ", email: "a@b.co", password: "secret1" }, "name", "Please tell us your name."],
    [
      { name: "x".repeat(101), email: "a@b.co", password: "secret1" },
      "name",
      "Please use 100 characters or fewer.",
    ],
    [
      { name: "x".repeat(100), email: "a@b.co", password: "" },
      "password",
      "Please choose a password.",
    ],
    [
      { name: "Sam", email: `${"a".repeat(250)}@b.co`, password: "secret1" },
      "email",
      "That email address is too long.",
    ],
  ])("sign-up %j -> %s", (input, path, message) => {
    expect(firstError(ZSignUp.safeParse(input))).toEqual({ path, message });
  });
});

describe("setting a new password", () => {
  it("needs the two entries to match", () => {
    expect(
      firstError(
        ZResetPassword.safeParse({ token: "t", password: "abcdef", confirmPassword: "abcdeg" }),
      ),
    ).toEqual({
      path: "confirmPassword",
      message: "The two passwords don't match.",
    });
  });

  it("needs a token", () => {
    expect(
      firstError(
        ZResetPassword.safeParse({ token: "", password: "abcdef", confirmPassword: "abcdef" }),
      )?.path,
    ).toBe("token");
  });
});
