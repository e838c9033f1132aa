import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getSignedIn } from "../access/get-signed-in";
import { takeHandoff } from "../access/request-handoff";

/**
 * The signed-in, still-active session for this request with its access facts, or null. Cached
 * per request. A page load the proxy has already checked takes what the proxy read (issue #15);
 * otherwise (a server action, a route handler) one query reads both.
 */
export const getCurrentSignedIn = cache(async () => {
  // headers() first: during prerendering it bails out before anything opens the database.
  const requestHeaders = await headers();
  return takeHandoff(requestHeaders) ?? getSignedIn(requestHeaders);
});

/** The signed-in, still-active session for this request, or null. Cached per request. */
export const getCurrentSession = cache(async () => (await getCurrentSignedIn())?.session ?? null);
