/**
 * What the person is told after trying to link a Google account: spec section 8's exact messages,
 * with "{message}" of the other-failure message in plain words for the codes Better Auth's OAuth
 * callback and Google send back (an unknown code is named, never an arbitrary description).
 */
export const LINK_GOOGLE_MESSAGES = {
  signedOut: "You must be logged in to link a Google account",
  alreadyLinked: "This Google account is already linked to another user",
  popupBlocked: "Popup was blocked. Please allow popups for this site",
  success: "Google account successfully linked!",
} as const;

export type TLinkGoogleOutcome =
  | { kind: "success" }
  | { kind: "signed-out" }
  | { kind: "popup-blocked" }
  | { kind: "error"; code: string };

/** Codes that mean "this Google identity belongs to someone else": the callback's and the API's. */
const ALREADY_LINKED_CODES = new Set([
  "account_already_linked_to_different_user",
  "SOCIAL_ACCOUNT_ALREADY_LINKED",
]);

const FAILURE_REASONS: Record<string, string> = {
  access_denied: "Google sign-in was cancelled",
  email_not_verified: "Google has not verified the email address of that account",
  confirm_email_first:
    "please confirm your email address first, with the link we emailed you (you can send a new one from this page)",
  unable_to_link_account: "that account could not be linked. Please try again",
  state_not_found: "the sign-in was interrupted. Please try again",
  state_mismatch: "the sign-in was interrupted. Please try again",
  please_restart_the_process: "the sign-in was interrupted. Please try again",
  invalid_code: "Google did not confirm the sign-in. Please try again",
  unable_to_get_user_info: "Google did not confirm the sign-in. Please try again",
  email_not_found: "Google did not share an email address for that account",
  not_configured: "Google sign-in is not available right now",
  network: "we could not reach Wristwise. Please check your connection and try again",
};

/** A code we did not expect is shown as itself, but only if it looks like a code. */
function reasonFor(code: string): string {
  const known = FAILURE_REASONS[code];
  if (known) return known;
  return /^[A-Za-z0-9_.-]{1,64}$/.test(code)
    ? `something went wrong (${code})`
    : "something went wrong";
}

export function linkGoogleMessage(outcome: TLinkGoogleOutcome): {
  tone: "success" | "error";
  message: string;
} {
  switch (outcome.kind) {
    case "success":
      return { tone: "success", message: LINK_GOOGLE_MESSAGES.success };
    case "signed-out":
      return { tone: "error", message: LINK_GOOGLE_MESSAGES.signedOut };
    case "popup-blocked":
      return { tone: "error", message: LINK_GOOGLE_MESSAGES.popupBlocked };
    case "error":
      if (ALREADY_LINKED_CODES.has(outcome.code))
        return { tone: "error", message: LINK_GOOGLE_MESSAGES.alreadyLinked };
      return {
        tone: "error",
        message: `Failed to link Google account: ${reasonFor(outcome.code)}`,
      };
  }
}

/** The message the link popup posts to the page that opened it (checked on both ends). */
export const LINK_GOOGLE_MESSAGE_TYPE = "wristwise:link-google";
export type TLinkGoogleMessage = { type: typeof LINK_GOOGLE_MESSAGE_TYPE; error: string | null };

export function isLinkGoogleMessage(data: unknown): data is TLinkGoogleMessage {
  if (typeof data !== "object" || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.type === LINK_GOOGLE_MESSAGE_TYPE && (m.error === null || typeof m.error === "string");
}
