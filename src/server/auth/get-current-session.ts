import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getSignedIn } from "../access/get-signed-in";

/**
 * The signed-in, still-active session for this request with its access facts, or null: one query
 * reads both (get-signed-in.ts), once per request (React `cache`) however many parts of a page ask.
 */
export const getCurrentSignedIn = cache(async () =>
  // headers() first: during prerendering it bails out before anything opens the database.
  getSignedIn(await headers()),
);

/** The signed-in, still-active session for this request, or null. Cached per request. */
export const getCurrentSession = cache(async () => (await getCurrentSignedIn())?.session ?? null);
