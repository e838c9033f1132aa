import "server-only";
import { cache } from "react";
import { getCurrentSession } from "../auth/get-current-session";
import { getAccessFacts, type TAccessFacts } from "./get-access-facts";

/** The signed-in session with its access facts, once per request; null for a visitor. */
export const getCurrentAccess = cache(async () => {
  const session = await getCurrentSession();
  if (!session) return null;
  const facts: TAccessFacts = await getAccessFacts(session.user.id);
  return { session, ...facts };
});
