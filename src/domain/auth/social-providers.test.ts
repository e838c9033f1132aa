import { describe, expect, it } from "vitest";
import { SOCIAL_EMAIL_NOT_VERIFIED, socialSignInErrorMessage } from "./social-providers";

const GENERAL =
  "We couldn't finish signing you in with that provider. Please try again, or use your email and password.";
const UNVERIFIED =
  "That account's email address isn't verified with the provider yet, so we can't create a Wristwise account from it. Please verify it there and try again, or create an account with your email and password.";

describe("what /login says after a Google or Discord return", () => {
  // Our start sends `?error=oauth`; Better Auth appends its own code after it.
  it.each([
    [undefined, null],
    [[], null],
    ["", null],
    ["oauth", GENERAL],
    [["oauth", "account_not_linked"], GENERAL],
    [["oauth", "access_denied"], GENERAL],
    [["oauth", SOCIAL_EMAIL_NOT_VERIFIED], UNVERIFIED],
    [SOCIAL_EMAIL_NOT_VERIFIED, UNVERIFIED],
    ["<script>", GENERAL],
  ])("%j -> %s", (codes, expected) => {
    expect(socialSignInErrorMessage(codes)).toBe(expected);
  });
});
