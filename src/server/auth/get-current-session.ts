import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getAuth } from "./auth";

/** The signed-in session for this request, or null. Cached per request. */
export const getCurrentSession = cache(async () => {
  // headers() first: during prerendering it bails out before anything opens the database.
  const requestHeaders = await headers();
  return getAuth().api.getSession({ headers: requestHeaders });
});
