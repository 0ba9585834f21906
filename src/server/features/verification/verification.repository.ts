import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { heldKeys } from '#server/db/held-keys.js';
import { pagedRows, type Page } from '#server/db/paged-rows.js';
import { users, type User } from '#server/db/schema/index.js';

/** Reads of the verification columns of users; the users feature writes them (decision 10). */
export async function findDocumentKey(db: Executor, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ key: users.verificationDocument })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.key : undefined;
}

/** Every document key a member's row names: one per check still waiting, so never a long list. */
export const findHeldDocumentKeys = (db: Executor) => heldKeys(db, users.verificationDocument);

const isPending = eq(users.verificationStatus, 'pending');

export async function countPending(db: Executor): Promise<number> {
  return countRows(db, users, isPending);
}

/** One page of the queue and its length, oldest submission first: the queue is worked in order. */
export async function listPending(db: Executor, page: Page): Promise<{ rows: User[]; total: number }> {
  return pagedRows(db, users, {
    where: isPending,
    orderBy: [asc(users.verificationSubmittedAt), asc(users.id)],
    page,
  });
}
