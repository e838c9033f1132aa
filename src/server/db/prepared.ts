import "server-only";
import { getDb, type TDb } from "./client";
import { withRowMapper } from "./row-mapper";

/**
 * A query on a hot path (every signed-in page, every logged set), built once per database and run
 * as a prepared statement (issue #15, decision 0021). Drizzle builds a select's SQL anew on every
 * call, and for a wide row that cost more than the query itself: the session, user and profile
 * read took 1.2 ms of CPU built per call and 0.35 ms prepared. `build` ends in drizzle's
 * `.prepare(name)`, with values as `sql.placeholder`s. On PostgreSQL the name is the statement's
 * name on each connection, so it must be unique in the app (prepared.test.ts); PGlite ignores it.
 * Placeholder values reach the driver as they are, with no column mapping: pass an instant as an
 * ISO string. Rows are mapped by a function worked out once for the query (row-mapper.ts).
 */
export function preparedQuery<TQuery>(build: (db: TDb) => TQuery): () => TQuery {
  // Per database: the tests and the bench open and close it more than once in one process.
  const byDb = new WeakMap<TDb, TQuery>();
  return () => {
    const db = getDb();
    let query = byDb.get(db);
    if (!query) {
      query = withRowMapper(build(db));
      byDb.set(db, query);
    }
    return query;
  };
}
