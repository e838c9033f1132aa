// The browser's queue of logs made while offline (issue #19): IndexedDB (through `idb`), one
// record per log under the client id it was given when the person pressed save. The server applies
// each client id once, so sending an entry again (a lost answer, two tabs, a retry) never doubles
// a log. Entries belong to the person who made them: another person signed in on this device
// neither sees nor sends them.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { TOfflineEntryKind } from "@/lib/schemas/offline-entry";

export type TQueuedEntry = {
  clientId: string;
  userId: string;
  kind: TOfflineEntryKind;
  /** What the log form would have sent its action. */
  data: Record<string, unknown>;
  /** What the person sees in the list: "Wrist extension curl: 15 reps, pain 2/10". */
  label: string;
  /** When the person logged it (ISO). */
  createdAt: string;
  state: "waiting" | "sent" | "refused";
  /** When the server took it (ISO). */
  sentAt?: string;
  /** Why the server refused it, in the server's words. */
  error?: string;
};

interface TQueueDb extends DBSchema {
  entries: { key: string; value: TQueuedEntry; indexes: { byUser: string } };
}

const DB_NAME = "wristwise-offline";
/** A sent entry stays listed (with its time) for a day, then goes. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;
/** Other tabs hear of every change here, so each shows the same list. */
const CHANNEL = "ww-offline-queue";

let dbPromise: Promise<IDBPDatabase<TQueueDb>> | undefined;
function db() {
  dbPromise ??= openDB<TQueueDb>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore("entries", { keyPath: "clientId" });
      store.createIndex("byUser", "userId");
    },
  });
  return dbPromise;
}

function announce() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `onChange` when another tab changes the queue; returns the unsubscribe. */
export function onQueueChange(onChange: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = onChange;
  return () => channel.close();
}

export async function addEntry(entry: TQueuedEntry): Promise<void> {
  await (await db()).put("entries", entry);
  announce();
}

/** The person's entries, oldest first; sent entries older than a day are deleted on the way. */
export async function listEntries(userId: string, now = Date.now()): Promise<TQueuedEntry[]> {
  const database = await db();
  const all = await database.getAllFromIndex("entries", "byUser", userId);
  const stale = all.filter(
    (e) => e.state === "sent" && e.sentAt && now - Date.parse(e.sentAt) > SENT_KEPT_MS,
  );
  for (const e of stale) await database.delete("entries", e.clientId);
  return all
    .filter((e) => !stale.includes(e))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function updateEntry(clientId: string, patch: Partial<TQueuedEntry>): Promise<void> {
  const database = await db();
  const entry = await database.get("entries", clientId);
  if (!entry) return;
  await database.put("entries", { ...entry, ...patch });
  announce();
}

/**
 * Another person signed in on this device: the earlier people's sent and refused entries (with
 * their pain scores) go. Their waiting ones stay, for their owner's next sign-in, unseen here.
 */
export async function forgetOthersSettled(userId: string): Promise<void> {
  const database = await db();
  for (const e of await database.getAll("entries"))
    if (e.userId !== userId && e.state !== "waiting") await database.delete("entries", e.clientId);
}

/** Forgets the person's sent and refused entries (the list's "Clear"); waiting ones stay. */
export async function clearSettled(userId: string): Promise<void> {
  const database = await db();
  for (const e of await database.getAllFromIndex("entries", "byUser", userId))
    if (e.state !== "waiting") await database.delete("entries", e.clientId);
  announce();
}

/** What sending one entry came to: taken, refused for good (with why), or try again later. */
export type TSendResult =
  | { outcome: "sent" }
  | { outcome: "refused"; error: string }
  | { outcome: "retry"; signedOut?: boolean };

/** Sends one entry to POST /api/offline-logs. */
export async function sendEntry(entry: TQueuedEntry): Promise<TSendResult> {
  let response: Response;
  try {
    response = await fetch("/api/offline-logs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientId: entry.clientId,
        userId: entry.userId,
        kind: entry.kind,
        data: entry.data,
      }),
      credentials: "same-origin",
      // A captive portal's redirect to its own page is not Wristwise's answer.
      redirect: "error",
    });
  } catch {
    return { outcome: "retry" };
  }
  if (response.ok) {
    // Sent only when Wristwise itself says it has the entry; any other 200 is tried again.
    const body = (await response.json().catch(() => null)) as { ok?: unknown; id?: unknown } | null;
    return body?.ok === true && typeof body.id === "string"
      ? { outcome: "sent" }
      : { outcome: "retry" };
  }
  // Signed out: the entry waits for the person to sign in again.
  if (response.status === 401) return { outcome: "retry", signedOut: true };
  if (response.status === 429 || response.status >= 500) return { outcome: "retry" };
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return {
    outcome: "refused",
    error: typeof body?.error === "string" ? body.error : "This entry couldn't be saved.",
  };
}

/**
 * Sends the person's waiting entries, oldest first, one tab at a time (a Web Lock where the
 * browser has them). Stops at the first entry that must wait (offline, signed out, server busy),
 * so the order they were logged in is the order they arrive. Answers how many were sent and
 * whether the person must sign in again first.
 */
export async function flushEntries(userId: string): Promise<{ sent: number; signedOut: boolean }> {
  const run = async () => {
    let sent = 0;
    for (const entry of await listEntries(userId)) {
      if (entry.state !== "waiting") continue;
      const result = await sendEntry(entry);
      if (result.outcome === "retry") return { sent, signedOut: Boolean(result.signedOut) };
      if (result.outcome === "sent") {
        await updateEntry(entry.clientId, { state: "sent", sentAt: new Date().toISOString() });
        sent++;
      } else await updateEntry(entry.clientId, { state: "refused", error: result.error });
    }
    return { sent, signedOut: false };
  };
  if (typeof navigator !== "undefined" && navigator.locks)
    return navigator.locks.request("ww-offline-flush", run);
  return run();
}
