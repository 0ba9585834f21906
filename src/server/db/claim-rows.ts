import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * The first step of a claim that several processes may run at once: the ids (`id`) of up to `limit` rows
 * matching `due`, earliest `by` first, locked until the claim's transaction ends. Rows another process
 * holds are skipped, not waited for, so each process takes other rows; the claim marks what it took in
 * the same statement (`update ... where inArray(id, dueRowIds(...)) ... returning`), and every row is
 * handed out once.
 */
export function dueRowIds(db: Executor, id: PgColumn, due: SQL | undefined, by: PgColumn, limit: number) {
  return db
    .select({ id })
    .from(id.table)
    .where(due)
    .orderBy(asc(by))
    .limit(limit)
    .for('update', { skipLocked: true });
}
