import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { horses, users } from '#server/db/schema/index.js';
import { listedOn } from '#server/features/horses/index.js';

/**
 * What a sitemap lists beside the fixed pages: every listed horse (the one listing rule: not hidden, a
 * riding school's only once checked, decision 0054) whose owner is neither suspended nor gone, and every member whose profile a visitor can open. Read a page at a time
 * in id order, so a site of a million horses never holds them all.
 */
const memberIsPublic = and(isNull(users.deletedAt), isNull(users.suspendedAt));

export async function findPublicHorseIds(
  db: Executor,
  afterId: number,
  limit: number,
  today: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: horses.id })
    .from(horses)
    .innerJoin(users, eq(users.id, horses.ownerId))
    .where(and(gt(horses.id, afterId), listedOn(today), memberIsPublic))
    .orderBy(asc(horses.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findPublicMemberIds(db: Executor, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.id, afterId), memberIsPublic))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
