/** Where a person goes after signing in when no returnTo was given. */
export const DEFAULT_SIGNED_IN_PATH = "/account";

/**
 * The header Next's client sends with a server action it calls by fetch. A form posted without
 * JavaScript carries its action in the body instead.
 */
export const ACTION_HEADER = "next-action";

/** Mirrors "a checkout context is pending" (kept in browser storage, spec 3) for the server. */
export const CHECKOUT_PENDING_COOKIE = "ww_checkout_pending";

/** The results summary shown once the eight assessment steps are done (issue #4). */
export const ASSESSMENT_RESULTS_PATH = "/assessment-results";

/** POST: starts linking a Google account to the signed-in person; answers with Google's address. */
export const LINK_GOOGLE_START_PATH = "/api/account/link-google";

/** Where the Google link popup lands after Google (issue #6): it tells /account and closes. */
export const LINK_GOOGLE_DONE_PATH = "/api/account/link-google/done";

/** Where Google or Discord sign-in returns with no returnTo: on to where the person left off. */
export const CONTINUE_PATH = "/api/session/continue";
