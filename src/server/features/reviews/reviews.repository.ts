import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import { markRowHidden } from '#server/db/hide-row.js';
import { requests, reviews, users, type NewReview, type Review } from '#server/db/schema/index.js';

/**
 * The reviewer as every review carries them: public fields only, never the email. A reviewer who deleted
 * their account is nameless, so the screen says "Anonymous" while the rating stays counted.
 */
const unlessDeleted = <T>(column: AnyPgColumn, empty: T) =>
  sql<T>`case when ${users.deletedAt} is null then ${column} else ${empty} end`;
const reviewerColumns = {
  firstName: unlessDeleted<string>(users.firstName, ''),
  lastName: unlessDeleted<string>(users.lastName, ''),
  profileImage: unlessDeleted<string | null>(users.profileImage, null),
};

export type ReviewRow = Review & {
  reviewer: { firstName: string; lastName: string; profileImage: string | null } | null;
  confirmedVisit: boolean;
};

/**
 * A visit that happened: an accepted request between the reviewer and the target. For a horse, a request
 * for that horse made by the reviewer; for a member, a request between the two either way round.
 */
const confirmedVisit = sql<boolean>`(
  ${reviews.requestId} is not null or exists (
    select 1 from ${requests} q
    where q.status = 'accepted' and (
      (${reviews.horseId} is not null and q.horse_id = ${reviews.horseId} and q.requester_id = ${reviews.reviewerId})
      or (${reviews.reviewedUserId} is not null and (
        (q.owner_id = ${reviews.reviewerId} and q.requester_id = ${reviews.reviewedUserId})
        or (q.requester_id = ${reviews.reviewerId} and q.owner_id = ${reviews.reviewedUserId})))
    )
  ))`;

export interface ReviewFilter {
  horseId?: number | undefined;
  userId?: number | undefined;
  reviewerId?: number | undefined;
}

function whereOf(filter: ReviewFilter): SQL | undefined {
  return and(
    filter.horseId !== undefined ? eq(reviews.horseId, filter.horseId) : undefined,
    filter.userId !== undefined ? eq(reviews.reviewedUserId, filter.userId) : undefined,
    filter.reviewerId !== undefined ? eq(reviews.reviewerId, filter.reviewerId) : undefined,
    // Hidden by an operator after a report (issue #18).
    isNull(reviews.hiddenAt),
  );
}

/** One page of a target's reviews, newest first, each with its reviewer and whether a visit confirms it. */
export async function findReviews(
  db: Executor,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return db
    .select({ review: reviews, reviewer: reviewerColumns, confirmedVisit })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(whereOf(filter))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) =>
      rows.map((row) => ({ ...row.review, reviewer: row.reviewer, confirmedVisit: row.confirmedVisit })),
    );
}

export async function countReviews(db: Executor, filter: ReviewFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function findReviewRow(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({ review: reviews, reviewer: reviewerColumns, confirmedVisit })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row && { ...row.review, reviewer: row.reviewer, confirmedVisit: row.confirmedVisit };
}

export async function findReview(db: Executor, id: number): Promise<Review | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

/** Whether the reviewer already reviewed this horse or member. */
export async function hasReviewed(
  db: Executor,
  reviewerId: number,
  target: { horseId: number } | { reviewedUserId: number },
): Promise<boolean> {
  const targetMatch =
    'horseId' in target
      ? eq(reviews.horseId, target.horseId)
      : eq(reviews.reviewedUserId, target.reviewedUserId);
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), targetMatch))
    .limit(1);
  return row !== undefined;
}

/** The latest accepted request that makes this review's visit a confirmed one, if any. */
export async function findAcceptedVisit(
  db: Executor,
  reviewerId: number,
  target: { horseId: number } | { reviewedUserId: number },
): Promise<number | null> {
  const between =
    'horseId' in target
      ? and(eq(requests.horseId, target.horseId), eq(requests.requesterId, reviewerId))
      : sql`((${requests.ownerId} = ${reviewerId} and ${requests.requesterId} = ${target.reviewedUserId})
          or (${requests.requesterId} = ${reviewerId} and ${requests.ownerId} = ${target.reviewedUserId}))`;
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.status, 'accepted'), between))
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function insertReview(db: Executor, values: NewReview): Promise<Review> {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('insert into reviews returned no row');
  return row;
}

export async function updateReview(
  db: Executor,
  id: number,
  values: Pick<NewReview, 'rating' | 'comment'>,
): Promise<void> {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

export async function deleteReview(db: Executor, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** An operator hides a review after a report (issue #18). */
export const markReviewHidden = (db: Executor, id: number) => markRowHidden(db, reviews, id);
