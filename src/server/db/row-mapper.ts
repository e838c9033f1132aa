import "server-only";
import { Column, getTableName, is, SQL, Subquery } from "drizzle-orm";

// Drizzle maps each row of a select by asking, for every cell, what kind of field it is
// (`is(field, Column)`, up to three class checks) and walking its path: 3-4 % of a signed-in page's
// CPU in decision 0021's profiles, for rows whose shape never changes. A prepared query knows its
// fields once, so its rows can be mapped by a function worked out once. The result is the same
// object drizzle's own mapResultRow builds, including its rule for a left-joined table with no row.

type TDecoder = { mapFromDriverValue(value: unknown): unknown };
type TField = { path: string[]; field: unknown };
/** The parts of drizzle's prepared query this reads and sets (node-postgres and PGlite alike). */
type TPreparedInternals = {
  fields?: TField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** Drizzle's own choice of decoder per kind of field (its mapResultRow); `decoder` is internal. */
function decoderOf(field: unknown): TDecoder {
  if (is(field, Column)) return field;
  const sqlOf = (value: unknown) => value as { decoder: TDecoder };
  if (is(field, SQL)) return sqlOf(field).decoder;
  if (is(field, Subquery)) return sqlOf((field as unknown as { _: { sql: SQL } })._.sql).decoder;
  return sqlOf((field as SQL.Aliased).sql).decoder;
}

/**
 * A row mapper for these fields, equal to drizzle's `mapResultRow(fields, row, joinsNotNullable)`:
 * values decoded by their column, nested by path; and a nested object whose first column is a
 * left-joined table's and null is itself null (drizzle looks at that first column only).
 */
export function rowMapperOf(
  fields: readonly TField[],
  joinsNotNullable: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const cells = fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  // Drizzle's nulling rule, worked out once: per nested object (a path of two) of columns, its
  // first column decides, unless a later column of the object comes from another table.
  const nullable: { key: string; index: number }[] = [];
  if (joinsNotNullable) {
    const first = new Map<string, { index: number; table: string | false }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const key = path[0] as string;
      const table = getTableName(field.table);
      const seen = first.get(key);
      if (!seen) first.set(key, { index, table });
      else if (seen.table !== table) seen.table = false;
    });
    for (const [key, { index, table }] of first)
      if (table !== false && !joinsNotNullable[table]) nullable.push({ key, index });
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < cells.length; i++) {
      const { path, decoder } = cells[i] as (typeof cells)[number];
      let node = result;
      for (let p = 0; p < path.length - 1; p++) {
        const chunk = path[p] as string;
        if (node[chunk] === undefined) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      const raw = row[i];
      node[path[path.length - 1] as string] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { key, index } of nullable) {
      const [, column] = fields[index]?.path ?? [];
      if ((result[key] as Record<string, unknown>)[column as string] === null) result[key] = null;
    }
    return result;
  };
}

/**
 * Gives a drizzle prepared select (or insert, update or delete with returning) the row mapper
 * above, through drizzle's own `customResultMapper` hook: its rows then come back as drizzle would
 * map them, with the work per cell done once. A query without fields is left as it is.
 */
export function withRowMapper<TQuery>(query: TQuery): TQuery {
  const internals = query as TPreparedInternals;
  if (!internals.fields || internals.customResultMapper) return query;
  const mapRow = rowMapperOf(internals.fields, internals.joinsNotNullableMap);
  internals.customResultMapper = (rows) => rows.map(mapRow);
  return query;
}
