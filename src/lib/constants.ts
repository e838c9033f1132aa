/** Business constants of spec section 9. */
export const HOME_REDIRECT_DELAY_MS = 500;
export const SESSION_IDLE_TIMEOUT_MS = 15 * 60 * 1000; // 900000
export const SESSION_WARNING_AT_MS = 13 * 60 * 1000; // 780000
export const SESSION_WARNING_TOAST_MS = 120 * 1000;
export const SESSION_EXPIRED_TOAST_MS = 5 * 1000;
export const ACTIVITY_RECORD_INTERVAL_MS = 30 * 1000;
export const AUDIT_RETENTION_YEARS = 6;
export const CHECKOUT_CONTEXT_TTL_MS = 2 * 60 * 60 * 1000;
/** Spec 9: the account-merge lookup is retried up to 3 more times, 2 s apart (4 attempts). */
export const MERGE_LOOKUP_ATTEMPTS = 4;
export const MERGE_LOOKUP_INTERVAL_MS = 2 * 1000;
/** How long an email verification link works: the same hour as a password reset link. */
export const VERIFICATION_LINK_SECONDS = 60 * 60;
