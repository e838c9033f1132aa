import os from "node:os";

/**
 * Test files run in parallel, one per worker. PGlite gives each file its own in-memory database;
 * with DATABASE_URL, each worker gets its own PostgreSQL database instead: the first uses the
 * given one, worker n uses `<name>_w<n>` on the same server (created by the global setup).
 */
export const VITEST_WORKERS = Math.max(2, os.availableParallelism());

/** The database URL worker `poolId` (1-based, Vitest's VITEST_POOL_ID) uses. */
export function workerDatabaseUrl(url: string, poolId: number): string {
  if (poolId <= 1) return url;
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1)) || "postgres";
  parsed.pathname = `/${encodeURIComponent(`${name}_w${poolId}`)}`;
  return parsed.toString();
}
