import pg from "pg";
import type { TestProject } from "vitest/node";
import { assertLocalDatabase } from "./assert-local-database";
import { VITEST_WORKERS, workerDatabaseUrl } from "./worker-database";

/**
 * With DATABASE_URL, every worker's database (tests/setup/worker-database.ts) exists and starts
 * from a clean schema: everything the migrations created is dropped.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  assertLocalDatabase(url);
  // As many as there are workers: the config's, or `--maxWorkers` from the command line.
  const workers = project.config.maxWorkers ?? VITEST_WORKERS;
  for (let poolId = 1; poolId <= workers; poolId++) {
    const workerUrl = workerDatabaseUrl(url, poolId);
    if (poolId > 1) await createDatabaseIfMissing(url, workerUrl);
    const client = new pg.Client({ connectionString: workerUrl });
    await client.connect();
    await client.query(
      "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
    );
    await client.end();
  }
}

async function createDatabaseIfMissing(url: string, workerUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(workerUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    throw new Error(
      `The tests run in parallel, one PostgreSQL database per worker, and could not create "${name}" ` +
        `(${(error as Error).message}). Grant the role CREATEDB, or create the database yourself.`,
    );
  } finally {
    await client.end();
  }
}
