import "server-only";
import { randomUUID } from "node:crypto";
import { ACTION_HEADER } from "@/lib/routes";
import type { TActiveSession } from "../auth/get-active-session";
import { sessionTokenOf } from "../auth/session-cookie";
import type { TAccessFacts } from "./get-access-facts";

// The proxy has already read the session and the access facts of a page request; the page would
// read them again (issue #15: four queries of every signed-in page). The proxy leaves what it read
// here, under a random id it puts in a request header, and the page takes it back. The proxy and
// the app are separate bundles in one process (as with the database handle), so the store lives
// on globalThis. A missing or unknown id, an old entry, or a session cookie that is not the one
// the entry was read for gives null, and the caller reads the database as before: a client
// cannot send an id it has never seen, and an id never outlives its request by much.

export const HANDOFF_HEADER = "x-wristwise-handoff";
const TTL_MS = 5000;

type TEntry = { session: TActiveSession; facts: TAccessFacts; token: string; at: number };
const state = globalThis as unknown as { __wristwiseHandoff?: Map<string, TEntry> };
state.__wristwiseHandoff ??= new Map();
const store = state.__wristwiseHandoff;

/** Leaves a request's session and facts for its page; the id goes in HANDOFF_HEADER. */
export function handOff(
  session: TActiveSession,
  facts: TAccessFacts,
  headers: Headers,
): string | null {
  const token = sessionTokenOf(headers);
  if (!token) return null;
  const now = Date.now();
  // Oldest first (a Map keeps insertion order): drop what has expired.
  for (const [id, entry] of store) {
    if (now - entry.at < TTL_MS) break;
    store.delete(id);
  }
  const id = randomUUID();
  store.set(id, { session, facts, token, at: now });
  return id;
}

/**
 * What the proxy left for this request, or null. Never for a server action (a Next-Action header):
 * an action acts, and nothing may act on facts read before it. The proxy no longer strips a
 * header a client sent with one, and on a public page its matcher leaves most actions out. A form
 * posted without JavaScript has no such header; the proxy runs on that POST (every request to a
 * signed-in page) and makes no hand-off for a POST.
 */
export function takeHandoff(
  headers: Headers,
): { session: TActiveSession; facts: TAccessFacts } | null {
  if (headers.has(ACTION_HEADER)) return null;
  const id = headers.get(HANDOFF_HEADER);
  const entry = id ? store.get(id) : undefined;
  if (!entry || Date.now() - entry.at >= TTL_MS) return null;
  if (sessionTokenOf(headers) !== entry.token) return null;
  return entry;
}
