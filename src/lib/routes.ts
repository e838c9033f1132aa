/** Where a person goes after signing in when no returnTo was given. */
export const DEFAULT_SIGNED_IN_PATH = "/account";
