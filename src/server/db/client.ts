import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { Pool } from "pg";
import { getEnv } from "../env";
import { logger } from "../logger";
import { isConnectionError, isReadOnlyStatement } from "./connection-errors";
import * as schema from "./schema";

export type TDb = ReturnType<typeof drizzlePg<typeof schema>>;

type TDbHandle = {
  db: TDb;
  kind: "pglite" | "pg";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  migrated?: Promise<void>;
};

const migrationsFolder = path.join(process.cwd(), "src/server/db/migrations");

// proxy.ts, instrumentation and route handlers are separate bundles in one process. PGlite may be
// opened by only one of them, so the handle lives on globalThis, not in module scope.
const globalForDb = globalThis as unknown as { __wristwiseDb?: TDbHandle };

/**
 * A pool that survives the database dropping connections (#12 finding 11): an idle client's error
 * is logged instead of crashing the process, and a read outside a transaction that fails because
 * its connection died is run once more on a fresh one. Writes are never retried here: whether
 * they landed is unknown, so the caller is told it failed.
 */
export function resilientPool(pool: Pool): Pool {
  pool.on("error", (error) => {
    logger.error({ err: error }, "database connection lost (idle client); the pool replaces it");
  });
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  const retrying = async (config: unknown, values?: unknown) => {
    try {
      return await query(config, values);
    } catch (error) {
      const text = typeof config === "string" ? config : (config as { text?: string })?.text;
      if (!text || !isConnectionError(error) || !isReadOnlyStatement(text)) throw error;
      logger.warn({ err: error }, "database connection lost during a read; retrying once");
      return query(config, values);
    }
  };
  pool.query = retrying as typeof pool.query;
  return pool;
}

/** How a column's key becomes its name in the database (drizzle's casing; drizzle.config.ts too). */
export const DB_CASING = "snake_case";

function open(): TDbHandle {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build`; make the page dynamic.");
  }
  const env = getEnv();
  if (env.DATABASE_URL) {
    const pool = resilientPool(new Pool({ connectionString: env.DATABASE_URL, max: 10 }));
    const db = drizzlePg({ client: pool, schema, casing: DB_CASING });
    return {
      db,
      kind: "pg",
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = env.PGLITE_DATA_DIR;
  if (dir !== "memory://") mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir === "memory://" ? undefined : dir);
  const pgliteDb = drizzlePglite({ client, schema, casing: DB_CASING });
  return {
    // The two drivers expose the same query builder; one type keeps callers driver-agnostic.
    db: pgliteDb as unknown as TDb,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

function handle(): TDbHandle {
  globalForDb.__wristwiseDb ??= open();
  return globalForDb.__wristwiseDb;
}

/** The database. Opened on first use; call `migrateDb()` once at start-up before serving. */
export function getDb(): TDb {
  return handle().db;
}

export function getDbKind(): "pglite" | "pg" {
  return handle().kind;
}

/** Runs the committed migrations once per process, however many bundles ask. */
export function migrateDb(): Promise<void> {
  const h = handle();
  h.migrated ??= h.migrate();
  return h.migrated;
}

export async function closeDb(): Promise<void> {
  const current = globalForDb.__wristwiseDb;
  globalForDb.__wristwiseDb = undefined;
  await current?.close();
}
