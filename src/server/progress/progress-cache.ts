import "server-only";
import type { TProgressData } from "./find-progress-data";

// The statistics pages' read of a person's whole history, kept in this process under the
// profile's progressVersion (issue #15). Triggers set that version to the id of every transaction
// that changes the person's sets, load days or QuickDASH scores (migration 0025), and a
// transaction id is never given out twice, so data kept under the version the request read is
// the data as it stands: any change moves the version and the next view reads again. Each process
// keeps its own; nothing here is shared between people (the key is the person's id).
//
// The version is read with the session at the start of the request, the data after it: what is
// kept under a version is never older than that version's state. A write committed in between
// moves the version, so data kept under the old one is never asked for again.

/** The most rows (sets, load days and scores, all people together) kept: about 40 MB. */
export const PROGRESS_CACHE_MAX_ROWS = 200_000;

type TEntry = { version: number; data: TProgressData; rows: number };

/** Least recently used first: a Map keeps the order keys were set in. */
const entries = new Map<string, TEntry>();
let keptRows = 0;

const rowsOf = (data: TProgressData) => data.sets.length + data.loads.length + data.measures.length;

function forget(userId: string): void {
  const entry = entries.get(userId);
  if (!entry) return;
  entries.delete(userId);
  keptRows -= entry.rows;
}

/** The data kept for `userId` under `version`, or undefined when none is (or an older one). */
export function keptProgressData(userId: string, version: number): TProgressData | undefined {
  const entry = entries.get(userId);
  if (!entry) return undefined;
  if (entry.version !== version) {
    forget(userId);
    return undefined;
  }
  // Used now: to the back of the order.
  entries.delete(userId);
  entries.set(userId, entry);
  return entry.data;
}

/** Keeps `data`, read after `version` was, for `userId`; the least recently used go first. */
export function keepProgressData(userId: string, version: number, data: TProgressData): void {
  forget(userId);
  const rows = rowsOf(data);
  if (rows > PROGRESS_CACHE_MAX_ROWS) return;
  entries.set(userId, { version, data, rows });
  keptRows += rows;
  for (const [oldest] of entries) {
    if (keptRows <= PROGRESS_CACHE_MAX_ROWS) break;
    forget(oldest);
  }
}

/** How many people's data and rows are kept: for tests. */
export function progressCacheSize(): { people: number; rows: number } {
  return { people: entries.size, rows: keptRows };
}

/** Forgets everything kept: for tests. */
export function clearProgressCache(): void {
  entries.clear();
  keptRows = 0;
}
