import "server-only";
import { type AnyColumn, getTableColumns, type InferSelectModel, type SQL, sql } from "drizzle-orm";
import { CasingCache } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { DB_CASING } from "./client";

type TFields = Record<string, AnyColumn>;

/**
 * Every row of `from` matching `where`, ordered by `orderBy`, as one value in one cell: a JSON
 * array of tuples (json_agg), decoded into objects with `fields`' keys by each column's own
 * decoder, as drizzle decodes a row. For a read of a person's whole history (issue #15): the
 * embedded database hands rows over one field at a time, and 340 sets read as rows took 2.2-2.7 ms
 * of CPU against 0.8-0.9 as one cell (decision 0021, twentieth round). A timestamp comes over as
 * JSON's ISO text, which the column reads as it reads the row's; a date as "YYYY-MM-DD"; numbers
 * as numbers; nulls stay null. Put it in a select's fields; `where` may name the outer query's
 * columns (a correlated subquery).
 */
export function jsonRowsOf<TColumns extends TFields>(
  fields: TColumns,
  options: { from: PgTable; where: SQL | undefined; orderBy: AnyColumn | SQL },
): SQL<SelectResultFields<TColumns>[]> {
  const keys = Object.keys(fields);
  const columns = Object.values(fields);
  const tuple = sql.join(columns, sql`, `);
  const decode = (value: unknown): SelectResultFields<TColumns>[] => {
    // PGlite and node-postgres both parse json; text is read too, should a driver not.
    const tuples = (typeof value === "string" ? JSON.parse(value) : value) as unknown[][];
    return tuples.map((cells) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const cell = cells[i];
        row[keys[i] as string] =
          cell === null ? null : (columns[i] as AnyColumn).mapFromDriverValue(cell);
      }
      return row as SelectResultFields<TColumns>;
    });
  };
  return sql<
    SelectResultFields<TColumns>[]
  >`(select coalesce(json_agg(json_build_array(${tuple}) order by ${options.orderBy}), '[]') from ${options.from} where ${options.where ?? sql`true`})`.mapWith(
    decode,
  );
}

/**
 * One row of `table` in the query (a joined table's current row) as one JSON cell (row_to_json),
 * decoded by each column's own drizzle decoder, as drizzle decodes the row's own fields: the same
 * object `select({ name: table })` gives. Null when there is no row (a left join that found none):
 * say so with `TNull = null`. On the embedded database a wide row as one cell took about half the
 * CPU of its 90 fields (decision 0021, twentieth round).
 */
export function jsonRowOf<TTable extends PgTable, TNull extends null = never>(
  table: TTable,
): SQL<InferSelectModel<TTable> | TNull> {
  // row_to_json's keys are the database's names, given by drizzle's own rule for the client's
  // casing (DB_CASING).
  const casing = new CasingCache(DB_CASING);
  const columns = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column, casing.getColumnCasing(column)] as const,
  );
  const decode = (value: unknown): InferSelectModel<TTable> | TNull => {
    const cells = (typeof value === "string" ? JSON.parse(value) : value) as Record<
      string,
      unknown
    > | null;
    if (cells === null) return null as TNull;
    const row: Record<string, unknown> = {};
    for (const [key, column, name] of columns) {
      const cell = cells[name];
      row[key] = cell === null || cell === undefined ? null : column.mapFromDriverValue(cell);
    }
    return row as InferSelectModel<TTable>;
  };
  return sql<InferSelectModel<TTable> | TNull>`row_to_json(${table})`.mapWith(decode);
}
