import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Check constraints are built from the contract's option arrays, so the database and the contract cannot
// drift apart: changing a list changes the next generated migration.

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column in ('a', 'b', ...)`: a text column limited to one of the values (null passes, as in SQL). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quote).join(', '))})`;
}

/** `column <@ array['a', 'b', ...]::text[]`: every element of a text[] column is one of the values. */
export function allOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ ${sql.raw(`array[${values.map(quote).join(', ')}]::text[]`)}`;
}

/** The default of every list column: an empty text[]. */
export const emptyTextArray = sql`'{}'::text[]`;

/** `column is not null`: the condition of a partial index over the rows that fill an optional column. */
export function isSet(column: AnyPgColumn): SQL {
  return sql`${column} is not null`;
}
