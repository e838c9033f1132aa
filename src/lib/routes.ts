/** Where a person goes after signing in when no returnTo was given. */
export const DEFAULT_SIGNED_IN_PATH = "/account";

/** Set by proxy.ts on protected page requests: the path and query the person asked for. */
export const PATH_HEADER = "x-wristwise-path";
