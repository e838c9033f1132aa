import "server-only";
import { versionedCache } from "../cache/versioned-cache";
import type { TProgressData } from "./find-progress-data";

// The statistics pages' read of a person's whole history, kept in this process under the
// profile's progressVersion (src/server/cache/versioned-cache.ts, issue #15).

/** The most rows (sets, load days and scores, all people together) kept: about 40 MB. */
export const PROGRESS_CACHE_MAX_ROWS = 200_000;

const cache = versionedCache<TProgressData>({
  maxRows: PROGRESS_CACHE_MAX_ROWS,
  rowsOf: (data) => data.sets.length + data.loads.length + data.measures.length,
});

/** The data kept for `userId` under `version`, or undefined when none is (or an older one). */
export const keptProgressData = cache.kept;
/** Keeps `data`, read after `version` was, for `userId`; the least recently used go first. */
export const keepProgressData = cache.keep;
/** How many people's data and rows are kept: for tests. */
export const progressCacheSize = cache.size;
/** Forgets everything kept: for tests. */
export const clearProgressCache = cache.clear;
