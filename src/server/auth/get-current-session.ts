import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { takeHandoff } from "../access/request-handoff";
import { getActiveSession } from "./get-active-session";

/** The signed-in, still-active session for this request, or null. Cached per request. */
export const getCurrentSession = cache(async () => {
  // headers() first: during prerendering it bails out before anything opens the database.
  const requestHeaders = await headers();
  // A page load the proxy has already checked: its session, not a second read (issue #15).
  return takeHandoff(requestHeaders)?.session ?? getActiveSession(requestHeaders);
});
