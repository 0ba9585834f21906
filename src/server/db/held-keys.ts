import { isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Every key of a stored file that `column` names (its nulls aside): what a sweep of the folder must keep.
 * One key a row, so never a long list (a check still waiting, a riding school's current certificate).
 */
export async function heldKeys(db: Executor, column: PgColumn): Promise<Set<string>> {
  const rows = await db.select({ key: column }).from(column.table).where(isNotNull(column));
  return new Set(rows.flatMap((row) => (typeof row.key === 'string' && row.key !== '' ? [row.key] : [])));
}
