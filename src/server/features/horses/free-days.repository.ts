import { gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { horses } from '#server/db/schema/index.js';

/**
 * A horse's free days (decision 0050) are worked out by the availability feature, which owns the slots;
 * this feature owns the horses table, so the writes are here.
 */

/**
 * Locks the horses' rows until the transaction ends, in id order (two callers cannot deadlock), so that
 * the slots read next are the ones the free days are written from: a slot change committed meanwhile
 * waits, and works them out again after.
 */
export async function lockHorsesForFreeDays(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: horses.id })
    .from(horses)
    .where(inArray(horses.id, [...ids]))
    .orderBy(horses.id)
    .for('update');
}

/**
 * Stores each horse's bitmap of free days from `from`, in one statement (one change notice for the search
 * index, decision 0014). Not an edit of the horse: updated_at stays.
 */
export async function writeFreeDays(
  db: Executor,
  from: string,
  bitsById: ReadonlyMap<number, number>,
): Promise<void> {
  if (bitsById.size === 0) return;
  const ids = [...bitsById.keys()];
  const bits = ids.map((id) => bitsById.get(id)!);
  await db.execute(sql`
    update ${horses} set free_days_from = ${from}::date, free_days = v.bits
    from (select unnest(${sql.param(ids)}::int[]) as id, unnest(${sql.param(bits)}::bigint[]) as bits) v
    where ${horses.id} = v.id`);
}

/**
 * Horses whose free days are due to be worked out again (housekeeping): never worked out, worked out
 * `staleFrom` or before, or after today (a clock set back). At most `limit`, in no particular order.
 */
export async function findHorsesDueFreeDays(
  db: Executor,
  { today, staleFrom, limit }: { today: string; staleFrom: string; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: horses.id })
    .from(horses)
    .where(
      or(isNull(horses.freeDaysFrom), lte(horses.freeDaysFrom, staleFrom), gt(horses.freeDaysFrom, today)),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}
