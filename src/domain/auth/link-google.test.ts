import { describe, expect, it } from "vitest";
import { isLinkGoogleMessage, LINK_GOOGLE_MESSAGE_TYPE, linkGoogleMessage } from "./link-google";

describe("linkGoogleMessage: spec 8's messages", () => {
  it.each([
    [{ kind: "success" }, "success", "Google account successfully linked!"],
    [{ kind: "signed-out" }, "error", "You must be logged in to link a Google account"],
    [{ kind: "popup-blocked" }, "error", "Popup was blocked. Please allow popups for this site"],
    [
      { kind: "error", code: "account_already_linked_to_different_user" },
      "error",
      "This Google account is already linked to another user",
    ],
    [
      { kind: "error", code: "SOCIAL_ACCOUNT_ALREADY_LINKED" },
      "error",
      "This Google account is already linked to another user",
    ],
    [
      { kind: "error", code: "access_denied" },
      "error",
      "Failed to link Google account: Google sign-in was cancelled",
    ],
    [
      { kind: "error", code: "email_not_verified" },
      "error",
      "Failed to link Google account: Google has not verified the email address of that account",
    ],
    [
      { kind: "error", code: "confirm_email_first" },
      "error",
      "Failed to link Google account: please confirm your email address first, with the link we emailed you (you can send a new one from this page)",
    ],
    [
      { kind: "error", code: "state_mismatch" },
      "error",
      "Failed to link Google account: the sign-in was interrupted. Please try again",
    ],
    [
      { kind: "error", code: "server_error" },
      "error",
      "Failed to link Google account: something went wrong (server_error)",
    ],
    [
      { kind: "error", code: "<script>call 555</script>" },
      "error",
      "Failed to link Google account: something went wrong",
    ],
  ] as const)("%o reads %s: %s", (outcome, tone, message) => {
    expect(linkGoogleMessage(outcome)).toEqual({ tone, message });
  });
});

describe("isLinkGoogleMessage", () => {
  it.each([
    [{ type: LINK_GOOGLE_MESSAGE_TYPE, error: null }, true],
    [{ type: LINK_GOOGLE_MESSAGE_TYPE, error: "access_denied" }, true],
    [{ type: LINK_GOOGLE_MESSAGE_TYPE }, false],
    [{ type: "other", error: null }, false],
    [{ type: LINK_GOOGLE_MESSAGE_TYPE, error: 3 }, false],
    ["wristwise:link-google", false],
    [null, false],
  ])("%o -> %s", (data, expected) => {
    expect(isLinkGoogleMessage(data)).toBe(expected);
  });
});
