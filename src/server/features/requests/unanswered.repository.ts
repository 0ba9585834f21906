import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { requests } from '#server/db/schema/index.js';

// Requests nobody answers (decision 0057). "Waited" reads the calendar clock's asked_at (decision 0055),
// so tests move time; rows from before it had one read their created_at.

const askedAt = sql<Date>`coalesce(${requests.askedAt}, ${requests.createdAt})`;

/** Still pending, and asked at or before `cutoff` (three days before now). */
const waitedSince = (cutoff: Date) =>
  and(eq(requests.status, 'pending'), lte(askedAt, sql`${cutoff.toISOString()}::timestamptz`));

/**
 * Marks as told, at `at`, each request waiting since `cutoff` whose requester was not told yet, and
 * returns them: each is claimed here once, so its notice goes once however often the job runs.
 */
export async function claimUnansweredToTell(
  db: Executor,
  cutoff: Date,
  at: Date,
): Promise<Array<{ id: number; ownerId: number; requesterId: number }>> {
  return db
    .update(requests)
    .set({ unansweredToldAt: at })
    .where(and(waitedSince(cutoff), isNull(requests.unansweredToldAt)))
    .returning({ id: requests.id, ownerId: requests.ownerId, requesterId: requests.requesterId });
}

/**
 * Owners with at least `atLeast` requests waiting since `cutoff` that no un-pause has excused, with how
 * many and the oldest of them (the notice's tag).
 */
export async function findOwnersToPause(
  db: Executor,
  cutoff: Date,
  atLeast: number,
): Promise<Array<{ ownerId: number; waiting: number; oldestId: number }>> {
  return db
    .select({
      ownerId: requests.ownerId,
      waiting: count(),
      oldestId: sql<number>`min(${requests.id})::int`,
    })
    .from(requests)
    .where(and(waitedSince(cutoff), isNull(requests.pauseExcusedAt)))
    .groupBy(requests.ownerId)
    .having(gte(count(), atLeast))
    .orderBy(asc(requests.ownerId));
}

/** How many of the owner's requests wait unanswered since `cutoff` (excused or not): the banner's count. */
export async function countUnansweredOf(db: Executor, ownerId: number, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(requests)
    .where(and(eq(requests.ownerId, ownerId), waitedSince(cutoff)));
  return row?.total ?? 0;
}

/**
 * An un-pause excuses, at `at`, every request of the owner then waiting since `cutoff`: none of them
 * counts toward another pause (decision 0057: pausing must not loop).
 */
export async function excuseUnansweredOf(
  db: Executor,
  ownerId: number,
  cutoff: Date,
  at: Date,
): Promise<void> {
  await db
    .update(requests)
    .set({ pauseExcusedAt: at })
    .where(and(eq(requests.ownerId, ownerId), waitedSince(cutoff), isNull(requests.pauseExcusedAt)));
}
