// One error type for the whole app (DESIGN.md, "Errors"): server functions throw `AppError(code)`,
// the action wrapper and route handlers turn it into a result or an HTTP status, and this table is
// the only place a code becomes words a person reads. Spec 8's strings are used verbatim where the
// spec has one. Safe on both sides: the client hook uses the network-failure message.
import { QUICKDASH_MIN_ANSWERED } from "@/domain/assessment/quickdash";
import { AUTH_ERROR_MESSAGES, type TAuthErrorCode } from "@/domain/auth/auth-errors";

/** The messages of the app's own codes; the sign-in codes of spec 8 join them below. */
const APP_MESSAGES = {
  // Who may do this
  "session-ended": "Your session has ended. Please sign in again.",
  "tracking-locked":
    "Logging your sets is part of Pro. Your program and its instructions stay free.",
  "load-management-locked":
    "Load tracking is part of Pro. Your program and its instructions stay free.",
  "multiple-programs-locked": "Changing your pain areas is part of Pro.",
  "progress-stats-locked":
    "Progress statistics are part of Pro. Your program and its instructions stay free.",
  "expert-consults-locked": "Expert consultations are part of the annual and lifetime plans.",
  "community-locked": "The community dashboard is part of the Lifetime Community plan.",
  "community-help-limit":
    "You've sent several messages in the last hour. Please wait a little before sending another; we answer every one.",
  "exercise-library-locked": "The full exercise library is part of the Core plan and above.",
  "basic-exercises-locked": "Your exercise program needs a Wristwise account.",
  // Input
  "invalid-input": "Please check the highlighted answers.",
  "unsafe-characters":
    "This holds a hidden control character (such as a null byte) that we can't store. Please remove it and try again.",
  "terms-not-ticked": "You must agree to the Terms and Conditions to continue",
  "weight-unit-invalid": "Choose lbs or kg.",
  "delete-not-confirmed": "Please tick the box to confirm you want to delete your account.",
  // What the person asked for is not there, or not theirs (the two read alike)
  "exercise-log-not-found": "That log could not be found.",
  "load-log-not-found": "That day's log could not be found.",
  "exercise-not-in-program": "That exercise isn't in your program.",
  "profile-not-found": "Your profile could not be found.",
  // The order of things
  "assessment-step-not-reachable": "Please finish the earlier steps first.",
  "assessment-not-finished": "Finish your assessment first; your program is built from it.",
  "no-screening-to-clear": "There is no screening answer that needs clearance.",
  "safety-paused":
    "Your program is paused while one of your safety answers needs a clinician's check, so this set wasn't logged. Your earlier logs are safe.",
  "offline-set-too-old":
    "This set was logged more than 30 days ago, so it can't be added to your history.",
  "quickdash-too-few-answers": `Please answer at least ${QUICKDASH_MIN_ANSWERED} of the 11 questions so a score can be worked out.`,
  "password-policy": "Please choose a stronger password.",
  "wrong-current-password": "That isn't your current password. Please check it and try again.",
  "same-password": "Your new password must be different from your current one.",
  "password-change-failed":
    "We couldn't change your password just now. Nothing was changed; please try again.",
  // Plans and payments (issue #13)
  "plan-unknown": "That plan isn't one we offer. Please choose a plan from the list.",
  "checkout-not-found": "We couldn't find that checkout. Please start again from the plans page.",
  "checkout-expired":
    "This checkout has expired, so nothing was charged. Please choose your plan again.",
  "card-declined": "Your card was declined. No money was taken. Please try another card.",
  "card-refused": "Please check the card details.",
  "trial-used": "You've already had your free trial. You can still choose any plan.",
  "trial-not-available": "The free trial is for the monthly, 3-month and annual plans.",
  "trial-needs-no-plan": "The free trial is for people without a plan. You already have one.",
  "already-on-plan": "You're already on this plan.",
  "already-owned": "You already own this. It's on your account page.",
  "addon-active":
    "You already have this add-on, so nothing was charged. It's listed on your account page.",
  "addon-included-in-plan":
    "Your plan already includes this add-on, so there is nothing to buy. Nothing was charged.",
  "use-switch-plan":
    "You already have a plan that renews. Change it on the Switch plan page, where the price difference is worked out for you.",
  "plan-change-not-available": "That change isn't available for your plan.",
  "no-subscription": "You don't have a renewing plan, so there is nothing to change here.",
  "no-addon-subscription":
    "This add-on isn't running on your account, so there is nothing to cancel or resume. Nothing was changed.",
  "subscription-ended": "This plan has already ended. You can choose a new one on the plans page.",
  "payment-provider-unavailable":
    "We couldn't reach the payment service. Nothing was charged; please try again in a minute.",
  "receipt-not-found": "That receipt could not be found.",
  "offer-ended": "This offer has ended, so nothing was charged. The plans page has every plan.",
  "offer-not-for-your-plan":
    "This offer includes a plan you already have, or one smaller than yours, so it isn't for your account. Nothing was charged.",
  "guest-checkout-unavailable":
    "This can't be bought without an account. Please sign in or create an account first.",
  // Expert video calls (issue #17)
  "no-calls-left":
    "You have no expert calls left. Your plan's next call arrives at the start of next month, or you can add calls from the Go Pro page.",
  "slot-unavailable":
    "That time has just been taken or is no longer open. Nothing was booked; please choose another time.",
  "call-change-too-late":
    "This call starts in less than 24 hours, so it can no longer be moved or cancelled here. Please email care@wristwise.app and we'll help.",
  "booking-not-found": "That call could not be found.",
  // Mini courses (issue #17)
  "course-not-found": "That course day could not be found.",
  "course-not-owned":
    "This course isn't in your account yet. You can buy it on its page, or in the learning bundle.",
  // Faults
  "save-failed": "We couldn't save that just now. Your entry is still here; please try again.",
  "delete-failed": "We couldn't delete that just now. Please try again.",
  "account-delete-failed":
    "We couldn't delete your account just now. Nothing was changed; please try again.",
  "database-unavailable":
    "Wristwise can't reach its database just now. Nothing was changed and your entry is still here; please try again in a minute.",
  unreachable:
    "We couldn't reach Wristwise. Your entry is still here; please check your connection and try again.",
};

export type TAppErrorCode = keyof typeof APP_MESSAGES | TAuthErrorCode;

/** Code -> the message a person sees. */
export const ERROR_MESSAGES: Record<TAppErrorCode, string> = {
  ...AUTH_ERROR_MESSAGES,
  ...APP_MESSAGES,
};

export function messageOf(code: TAppErrorCode): string {
  return ERROR_MESSAGES[code];
}

/**
 * A failure a person can be told about. `field` puts the message next to one input instead of
 * above the form. The message is the table's; `message` replaces it only with a message that
 * comes from another rule table (the password policy says which requirement a password misses).
 */
export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly field?: string;

  constructor(
    code: TAppErrorCode,
    options: { field?: string; cause?: unknown; message?: string } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.field = options.field;
  }
}

/**
 * Recognised by shape as well as by class: a production bundle can hold two copies of a module,
 * and then `instanceof` fails (the same trap Better Auth's APIError set, see server/auth/auth-error).
 */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "AppError" &&
    typeof (error as { code?: unknown }).code === "string" &&
    (error as { code: string }).code in ERROR_MESSAGES
  );
}
