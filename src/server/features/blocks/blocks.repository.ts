import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { blocks } from '#server/db/schema/index.js';

/** Blocking twice changes nothing. */
export async function insertBlock(db: Executor, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** Whom the member blocked, most recent first. */
export async function findBlockedIds(db: Executor, blockerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => row.id);
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
