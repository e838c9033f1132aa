import "server-only";
import { cache } from "react";
import { getCurrentSession } from "../auth/get-current-session";
import { findAccessFacts } from "./require-feature";

/** The signed-in session with its access facts, once per request; null for a visitor. */
export const getCurrentAccess = cache(async () => {
  const session = await getCurrentSession();
  if (!session) return null;
  return { session, ...(await findAccessFacts(session.user.id)) };
});

export type TCurrentAccess = NonNullable<Awaited<ReturnType<typeof getCurrentAccess>>>;
