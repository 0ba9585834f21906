import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import {
  passwordResetTokens,
  registrationSessions,
  requests,
  savedHorses,
  savedSearches,
} from '#server/db/schema/index.js';

/** Accepted visits to the owner's horses still to come (today counts): the owner is told first. */
export async function countFutureAcceptedVisits(
  db: Executor,
  ownerId: number,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(requests)
    .where(
      and(
        eq(requests.ownerId, ownerId),
        eq(requests.status, 'accepted'),
        gte(sql`coalesce(${requests.endDate}, ${requests.startDate})`, today),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The personal rows deletion removes outright; the tables' own features have no call for it yet (their
 * rows would otherwise outlive the account, because the member's row stays as a tombstone).
 */
export async function deletePersonalRows(db: Executor, userId: number, email: string): Promise<void> {
  await db.delete(requests).where(eq(requests.requesterId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.delete(savedHorses).where(eq(savedHorses.userId, userId));
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await db.delete(registrationSessions).where(sql`lower(${registrationSessions.email}) = lower(${email})`);
}
