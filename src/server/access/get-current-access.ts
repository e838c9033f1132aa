import "server-only";
import { cache } from "react";
import { signOutIfDisabled } from "../auth/get-active-session";
import { getCurrentSession } from "../auth/get-current-session";
import { findAccessFacts } from "./require-feature";

/**
 * The signed-in session with its access facts, once per request; null for a visitor, and for a
 * disabled account, which is signed out here (a server action does not pass the proxy).
 */
export const getCurrentAccess = cache(async () => {
  const session = await getCurrentSession();
  if (!session) return null;
  const facts = await findAccessFacts(session.user.id);
  if (await signOutIfDisabled(session, facts)) return null;
  return { session, ...facts };
});

export type TCurrentAccess = NonNullable<Awaited<ReturnType<typeof getCurrentAccess>>>;
