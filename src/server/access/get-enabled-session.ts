import "server-only";
import {
  getActiveSession,
  signOutIfDisabled,
  type TActiveSession,
} from "../auth/get-active-session";
import { findAccessFacts } from "./require-feature";

/**
 * The request's active session, unless its account is disabled (spec 8), for the route handlers
 * that do not pass the proxy: a disabled account is signed out there too, and answered as a
 * visitor. Costs the profile read the proxy would have made.
 */
export async function getEnabledSession(headers: Headers): Promise<TActiveSession | null> {
  const active = await getActiveSession(headers);
  if (!active) return null;
  const facts = await findAccessFacts(active.user.id);
  return (await signOutIfDisabled(active, facts)) ? null : active;
}
