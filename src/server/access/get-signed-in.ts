import "server-only";
import { readActiveSession, type TActiveSession } from "../auth/get-active-session";
import { getAccessFacts, type TAccessFacts } from "./get-access-facts";

/**
 * The request's active session and its access facts, from one query (issue #15): what a page's
 * route decision, a server action or a route handler checks. Null for a visitor or a session that
 * has ended.
 */
export async function getSignedIn(
  headers: Headers,
): Promise<{ session: TActiveSession; facts: TAccessFacts } | null> {
  const read = await readActiveSession(headers);
  if (!read) return null;
  const facts = await getAccessFacts(read.active.user.id, new Date(), read.rows);
  return { session: read.active, facts };
}
