import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { firstRow } from '#server/db/rows.js';
import { calendarFeeds, requestOfMember, requests, users } from '#server/db/schema/index.js';
import { findRequestRowsWhere, partiesStillInTouch, type RequestRow } from './requests.repository.js';

export async function findFeedOf(db: Executor, userId: number) {
  return firstRow(db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1));
}

/**
 * The feed of a token, unless its member has since deleted their account or is suspended: a suspended
 * member's feed answers as an unknown one and works again once the suspension is lifted (decision 0049).
 */
export async function findFeedByTokenHash(db: Executor, tokenHash: string) {
  return firstRow(
    db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt), isNull(users.suspendedAt)))
      .limit(1),
  );
}

/** One feed per member: a new token replaces (and so revokes) the old one. */
export async function replaceFeed(db: Executor, userId: number, tokenHash: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } });
}

export async function deleteFeed(db: Executor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * A member's accepted visits, either side, from `fromDay` on, earliest first; not one with a member who is
 * suspended, or blocked either way (decision 0049).
 */
export async function findAcceptedVisitsOf(
  db: Executor,
  userId: number,
  fromDay: string,
): Promise<RequestRow[]> {
  return findRequestRowsWhere(
    db,
    and(
      requestOfMember(userId),
      eq(requests.status, 'accepted'),
      // A share with no end yet runs on (decision 0051).
      or(gte(requests.endDate, fromDay), and(eq(requests.kind, 'share'), isNull(requests.endDate))),
      partiesStillInTouch,
    ),
    [asc(requests.startDate), asc(requests.id)],
  );
}
