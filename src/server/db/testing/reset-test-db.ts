import "server-only";
import { sql } from "drizzle-orm";
import { getDb, migrateDb } from "../client";

/** Migrates once, then empties every table: each test starts from a clean database. */
export async function resetTestDb(): Promise<void> {
  if (process.env.NODE_ENV !== "test") throw new Error("resetTestDb is for tests only");
  await migrateDb();
  const db = getDb();
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = result.rows.map((r) => `"${r.tablename}"`).join(", ");
  if (tables) await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
}
