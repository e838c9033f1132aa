import pg from "pg";
import { assertLocalDatabase } from "./assert-local-database";

/** With DATABASE_URL, start from a clean schema: drop everything the migrations created. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  assertLocalDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;",
  );
  await client.end();
}
