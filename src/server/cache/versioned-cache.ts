import "server-only";

// A read of one person's data kept in this process under their profile's progressVersion (issue
// #15). Triggers set that version to the id of every transaction that changes the person's sets,
// load days or QuickDASH scores (migration 0025), and a transaction id is never given out twice,
// so data kept under the version the request read is the data as it stands: any change moves the
// version and the next view reads again. Each process keeps its own; nothing here is shared
// between people (the key is the person's id).
//
// The version is read with the session at the start of the request, the data after it: what is
// kept under a version is never older than that version's state. A write committed in between
// moves the version, so data kept under the old one is never asked for again. A request with no
// version (no profile row yet) neither gets nor keeps anything.

type TEntry<TData> = { version: number; data: TData; rows: number };

export type TVersionedCache<TData> = {
  /** The data kept for `userId` under `version`, or undefined when none is (or an older one). */
  kept(userId: string, version: number | null | undefined): TData | undefined;
  /** Keeps `data`, read after `version` was, for `userId`; the least recently used go first. */
  keep(userId: string, version: number | null | undefined, data: TData): void;
  /** How many people's data and rows are kept: for tests. */
  size(): { people: number; rows: number };
  /** Forgets everything kept: for tests. */
  clear(): void;
};

/**
 * A cache of one read per person, at most `maxRows` rows (by `rowsOf`) in all, none over that
 * alone; the least recently used person's data goes first.
 */
export function versionedCache<TData>(options: {
  maxRows: number;
  rowsOf: (data: TData) => number;
}): TVersionedCache<TData> {
  const { maxRows, rowsOf } = options;
  /** Least recently used first: a Map keeps the order keys were set in. */
  const entries = new Map<string, TEntry<TData>>();
  let keptRows = 0;

  function forget(userId: string): void {
    const entry = entries.get(userId);
    if (!entry) return;
    entries.delete(userId);
    keptRows -= entry.rows;
  }

  return {
    kept(userId, version) {
      if (typeof version !== "number") return undefined;
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
    },
    keep(userId, version, data) {
      if (typeof version !== "number") return;
      forget(userId);
      const rows = rowsOf(data);
      if (rows > maxRows) return;
      entries.set(userId, { version, data, rows });
      keptRows += rows;
      for (const [oldest] of entries) {
        if (keptRows <= maxRows) break;
        forget(oldest);
      }
    },
    size: () => ({ people: entries.size, rows: keptRows }),
    clear() {
      entries.clear();
      keptRows = 0;
    },
  };
}
