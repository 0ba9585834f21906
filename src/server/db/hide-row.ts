import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from './client.js';
import type { reviews } from './schema/index.js';

/**
 * What an operator hides after a report (issue #18): the row stays, out of every public page. A horse's
 * listing is hidden with a reason instead (horses/moderator-hides.repository.ts, decision 0058).
 */
type HideableTable = typeof reviews;

/** Hides the row with this id; false when there is none or it is hidden already (the first hiding stands). */
export async function markRowHidden(db: Executor, table: HideableTable, id: number): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ hiddenAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.hiddenAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}
