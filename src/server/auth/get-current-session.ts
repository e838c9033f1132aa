import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getActiveSession } from "./get-active-session";

/** The signed-in, still-active session for this request, or null. Cached per request. */
export const getCurrentSession = cache(async () => {
  // headers() first: during prerendering it bails out before anything opens the database.
  const requestHeaders = await headers();
  return getActiveSession(requestHeaders);
});
