import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { pairRows } from '#server/db/pair-rows.js';
import { blocks } from '#server/db/schema/index.js';

const blockPairs = pairRows(blocks, blocks.blockerId, blocks.blockedId);

/** Blocking twice changes nothing. */
export const insertBlock = blockPairs.add;

export const deleteBlock = blockPairs.remove;

/** Whom the member blocked, most recent first. */
export const findBlockedIds = blockPairs.otherIds;

/** Who blocked the member (they are not shown this list: it only closes the reply box). */
export async function findBlockerIds(db: Executor, blockedId: number): Promise<Set<number>> {
  const rows = await db.select({ id: blocks.blockerId }).from(blocks).where(eq(blocks.blockedId, blockedId));
  return new Set(rows.map((row) => row.id));
}

/** Whether either of the two blocked the other. */
export async function isBlockedEitherWay(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
