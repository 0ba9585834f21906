import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { countRows } from './count-rows.js';

/** One page of a list, as the `limit` and `offset` of its query. */
export interface Page {
  limit: number;
  offset: number;
}

/** The rows of `table` matching `where` on one page, in `orderBy` order, and how many match in all. */
export async function pagedRows<T extends PgTable>(
  db: Executor,
  table: T,
  { where, orderBy, page }: { where?: SQL; orderBy: SQL[]; page: Page },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows as T['$inferSelect'][], total: await countRows(db, table, where) };
}
