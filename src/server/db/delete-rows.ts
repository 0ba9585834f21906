import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Deletes the rows of `table` matching `where`; how many went (counted from what the delete returns, which
 * reads the same on every driver).
 */
export async function deleteRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const gone = await db
    .delete(table)
    .where(where)
    .returning({ one: sql`1` });
  return gone.length;
}
