import "server-only";
import { cache } from "react";
import { signOutIfDisabled } from "../auth/get-active-session";
import { getCurrentSignedIn } from "../auth/get-current-session";
import { actionFactsFor } from "./action-scope";

/**
 * The signed-in session with its access facts, once per page render (React `cache`); null for a
 * visitor, and for a disabled account, which is signed out here.
 */
export const getCurrentAccess = cache(async () => {
  const signedIn = await getCurrentSignedIn();
  if (!signedIn) return null;
  const { session } = signedIn;
  // Inside a server action its scope's facts, which a write in it may have changed.
  const facts = actionFactsFor(session.user.id) ?? signedIn.facts;
  if (await signOutIfDisabled(session, facts)) return null;
  return { session, ...facts };
});

export type TCurrentAccess = NonNullable<Awaited<ReturnType<typeof getCurrentAccess>>>;
