import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from './client.js';
import type { horses, reviews } from './schema/index.js';

/** What an operator can hide after a report (issue #18): the row stays, out of every public page. */
type HideableTable = typeof horses | typeof reviews;

/** Hides the row with this id; false when there is none or it is hidden already (the first hiding stands). */
export async function markRowHidden(db: Executor, table: HideableTable, id: number): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ hiddenAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.hiddenAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}
