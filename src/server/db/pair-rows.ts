import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/** An integer id column that is never null (either side of a pair). */
type IdColumn = AnyPgColumn<{ data: number; notNull: true }>;

/**
 * The steps of a table that pairs a member (`owner`) with another row (`other`: a horse they saved, a
 * member they blocked), keyed on the two and stamped `created_at`: adding a pair twice changes nothing,
 * removing one that is not there neither, and the member's list of the other side is newest first.
 * The steps are plain functions, so a repository exports them under its own names.
 */
export function pairRows(table: PgTable & { createdAt: AnyPgColumn }, owner: IdColumn, other: IdColumn) {
  return {
    add: async (db: Executor, ownerId: number, otherId: number): Promise<void> => {
      // Written out because a typed insert needs the two columns' keys, which differ by table; the
      // columns are the table's own, named as the database names them.
      await db.execute(
        sql`insert into ${table} (${sql.identifier(owner.name)}, ${sql.identifier(other.name)})
            values (${ownerId}, ${otherId}) on conflict do nothing`,
      );
    },
    remove: async (db: Executor, ownerId: number, otherId: number): Promise<void> => {
      await db.delete(table).where(and(eq(owner, ownerId), eq(other, otherId)));
    },
    /** The other side of the member's pairs, newest first (ties: the larger id first). */
    otherIds: async (db: Executor, ownerId: number): Promise<number[]> => {
      const rows = await db
        .select({ id: other })
        .from(table)
        .where(eq(owner, ownerId))
        .orderBy(desc(table.createdAt), desc(other));
      return rows.map(({ id }) => id);
    },
  };
}
