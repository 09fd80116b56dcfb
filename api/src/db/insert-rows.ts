import { getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** One column of `insertRows`: the schema's column, its PostgreSQL type, and its value in a row. */
export interface RowColumn<Row> {
  column: PgColumn;
  type: 'uuid' | 'text' | 'integer' | 'bigint' | 'boolean' | 'timestamptz' | 'jsonb';
  value: (row: Row) => unknown;
}

/**
 * Inserts `rows` into `table` with one array parameter per column (`insert … select * from unnest(…)`). The
 * recurring runner writes a batch of a hundred charges' rows this way: one short statement with a handful of
 * parameters, where a VALUES list has one parameter per value (built one by one by the query builder, parsed one
 * by one by PostgreSQL). Rows go in the order given. Columns left out take their defaults. `tail` follows the
 * statement (`on conflict …`, `returning …`).
 */
export function insertRowsSql<Row>(table: PgTable, columns: readonly RowColumn<Row>[], rows: readonly Row[], tail: SQL = sql``): SQL {
  const arrays = columns.map((column) => {
    const values = rows.map((row) => {
      const value = column.value(row);
      // jsonb travels as text in the array (jsonb[] of JSON documents); null stays SQL NULL.
      if (value === null || value === undefined) return null;
      if (column.type === 'jsonb') return JSON.stringify(value);
      // Dates as ISO text: both drivers (pg and PGlite) read it the same way inside an array.
      return value instanceof Date ? value.toISOString() : value;
    });
    return sql`${sql.param(values)}::${sql.raw(column.type)}[]`;
  });
  const names = sql.join(columns.map(({ column }) => sql.identifier(column.name)), sql`, `);
  return sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)}) ${tail}`;
}

/** Runs `insertRowsSql` (nothing to do for no rows). */
export async function insertRows<Row>(db: Executor, table: PgTable, columns: readonly RowColumn<Row>[], rows: readonly Row[], tail?: SQL): Promise<void> {
  if (rows.length > 0) await db.execute(insertRowsSql(table, columns, rows, tail));
}
