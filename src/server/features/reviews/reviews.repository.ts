import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import { markRowHidden } from '#server/db/hide-row.js';
import { horses, requests, reviews, users, type NewReview, type Review } from '#server/db/schema/index.js';

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
};

export interface ReviewFilter {
  horseId?: number | undefined;
  userId?: number | undefined;
  reviewerId?: number | undefined;
  /** The signed-in member reading, who sees their own reviews still waiting (decision 0057). */
  viewerId?: number | undefined;
}

function whereOf(filter: ReviewFilter): SQL | undefined {
  return and(
    filter.horseId !== undefined ? eq(reviews.horseId, filter.horseId) : undefined,
    filter.userId !== undefined ? eq(reviews.reviewedUserId, filter.userId) : undefined,
    filter.reviewerId !== undefined ? eq(reviews.reviewerId, filter.reviewerId) : undefined,
    // Hidden by an operator after a report (issue #18).
    isNull(reviews.hiddenAt),
    // A review waiting for the other member's is its reviewer's alone (decision 0057).
    filter.viewerId !== undefined
      ? or(isNotNull(reviews.publishedAt), eq(reviews.reviewerId, filter.viewerId))
      : isNotNull(reviews.publishedAt),
  );
}

/** One page of a target's reviews, newest first, each with its reviewer (and the day of its visit, if it stands). */
export async function findReviews(
  db: Executor,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return db
    .select({ review: reviews, reviewer: reviewerColumns })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(whereOf(filter))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset)
    .then((rows) => rows.map((row) => ({ ...row.review, reviewer: row.reviewer })));
}

export async function countReviews(db: Executor, filter: ReviewFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews).where(whereOf(filter));
  return row?.total ?? 0;
}

export async function findReviewRow(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({ review: reviews, reviewer: reviewerColumns })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row && { ...row.review, reviewer: row.reviewer };
}

export async function findReview(db: Executor, id: number): Promise<Review | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

export type Target = { horseId: number } | { reviewedUserId: number };

/** Whether the reviewer already reviewed this horse or member. */
export async function hasReviewed(db: Executor, reviewerId: number, target: Target): Promise<boolean> {
  return (await findOwnReviewId(db, reviewerId, target)) !== null;
}

/** Accepted requests between the reviewer and the target: for a horse, the reviewer's requests for it. */
function acceptedBetween(reviewerId: number, target: Target): SQL | undefined {
  const between =
    'horseId' in target
      ? and(eq(requests.horseId, target.horseId), eq(requests.requesterId, reviewerId))
      : sql`((${requests.ownerId} = ${reviewerId} and ${requests.requesterId} = ${target.reviewedUserId})
          or (${requests.requesterId} = ${reviewerId} and ${requests.ownerId} = ${target.reviewedUserId}))`;
  return and(eq(requests.status, 'accepted'), between);
}

/**
 * The visit a review stands on: the latest accepted request between the reviewer and the target whose
 * first day has come (`today`, London), or undefined.
 */
export async function findBegunVisit(
  db: Executor,
  reviewerId: number,
  target: Target,
  today: string,
): Promise<{ id: number; startDate: string } | undefined> {
  const [row] = await db
    .select({ id: requests.id, startDate: sql<string>`${requests.startDate}::text` })
    .from(requests)
    .where(and(acceptedBetween(reviewerId, target), lte(requests.startDate, today)))
    .orderBy(desc(requests.startDate), desc(requests.id))
    .limit(1);
  return row;
}

/** The next accepted visit still to come between them, if any: the day the form will open. */
export async function findComingVisitDate(
  db: Executor,
  reviewerId: number,
  target: Target,
  today: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ startDate: sql<string>`${requests.startDate}::text` })
    .from(requests)
    .where(and(acceptedBetween(reviewerId, target), gt(requests.startDate, today)))
    .orderBy(asc(requests.startDate))
    .limit(1);
  return row?.startDate;
}

/** The reviewer's own review of the target, if any. */
export async function findOwnReviewId(
  db: Executor,
  reviewerId: number,
  target: Target,
): Promise<number | null> {
  const targetMatch =
    'horseId' in target
      ? eq(reviews.horseId, target.horseId)
      : eq(reviews.reviewedUserId, target.reviewedUserId);
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), targetMatch))
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
  values: Pick<NewReview, 'rating' | 'comment' | 'requestId' | 'visitOn'>,
): Promise<void> {
  await db.update(reviews).set(values).where(eq(reviews.id, id));
}

/**
 * The visit still accepted, read under a share lock inside the caller's transaction: a cancel's update
 * of the row waits for that transaction, and a cancel not yet committed makes this wait and then find
 * nothing (docs/decisions/0040).
 */
export async function lockStandingVisit(db: Executor, requestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.status, 'accepted')))
    .for('share');
  return row !== undefined;
}

/**
 * Every review a change of this request's status may move: the requester's reviews of its horse, and
 * the owner's and the requester's reviews of each other, on whichever of their visits each stands now
 * (a cancel may have moved them off this one, which an undo must bring back).
 */
export async function findReviewsOfPair(db: Executor, requestId: number): Promise<Review[]> {
  const [visit] = await db
    .select({ horseId: requests.horseId, ownerId: requests.ownerId, requesterId: requests.requesterId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!visit) return [];
  const { horseId, ownerId, requesterId } = visit;
  return db
    .select()
    .from(reviews)
    .where(
      or(
        and(eq(reviews.horseId, horseId), eq(reviews.reviewerId, requesterId)),
        and(eq(reviews.reviewerId, ownerId), eq(reviews.reviewedUserId, requesterId)),
        and(eq(reviews.reviewerId, requesterId), eq(reviews.reviewedUserId, ownerId)),
      ),
    )
    .orderBy(asc(reviews.id));
}

/**
 * Ties a review to the visit it stands on now, or, with none, leaves it on its old request with no visit
 * day: it no longer counts (docs/decisions/0040).
 */
export async function tieReviewToVisit(
  db: Executor,
  id: number,
  visit: { id: number; startDate: string } | undefined,
): Promise<void> {
  await db
    .update(reviews)
    .set(visit ? { requestId: visit.id, visitOn: visit.startDate } : { visitOn: null })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: Executor, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** An operator hides a review after a report (issue #18). */
export const markReviewHidden = (db: Executor, id: number) => markRowHidden(db, reviews, id);

/** What a review of a horse must know of it: its owner, name, and whether it or its owner is shut away. */
export async function findHorseTarget(
  db: Executor,
  horseId: number,
): Promise<{ ownerId: number; name: string; hidden: boolean; ownerSuspended: boolean } | undefined> {
  const [row] = await db
    .select({
      ownerId: horses.ownerId,
      name: horses.name,
      hidden: sql<boolean>`${horses.hiddenAt} is not null`,
      ownerSuspended: sql<boolean>`(${users.suspendedAt} is not null or ${users.deletedAt} is not null)`,
    })
    .from(horses)
    .innerJoin(users, eq(users.id, horses.ownerId))
    .where(eq(horses.id, horseId))
    .limit(1);
  return row;
}

/**
 * The second key of the advisory lock two reviews of one visit take before looking for each other, so
 * that the two members writing at the same moment cannot each miss the other's (each waits for the
 * other's commit, then sees it). An arbitrary constant beside db/member-locks.ts's.
 */
const REVIEWS_OF_VISIT_LOCK_SPACE = 727_044;

/** Holds the visit's reviews lock until the caller's transaction ends. */
export async function lockReviewsOfVisit(tx: Executor, requestId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REVIEWS_OF_VISIT_LOCK_SPACE}::int, ${requestId}::int)`);
}

/** What a review that came out counts toward: its horse or member, recounted after. */
export type PublishedTarget = Pick<Review, 'horseId' | 'reviewedUserId'>;

/**
 * Brings out every waiting review (of one visit, or all) that may now be read by everyone (decision
 * 0057): its day to come out has come (`shows_on`, London), or the other member of the visit it stands
 * on has written one on the same visit too (the requester's of the horse, the owner's of the requester).
 * Returns what each one counts toward, so the caller recounts those ratings in the same transaction.
 */
export async function publishReviews(
  db: Executor,
  { today, at, requestId }: { today: string; at: Date; requestId?: number },
): Promise<PublishedTarget[]> {
  const other = sql.identifier('other_review');
  const visit = sql.identifier('their_visit');
  const answered = sql`exists (select 1 from ${requests} as ${visit}
      join ${reviews} as ${other} on ${other}.request_id = ${visit}.id
      where ${visit}.id = ${reviews.requestId}
        and ${other}.reviewer_id <> ${reviews.reviewerId}
        and ${other}.reviewer_id in (${visit}.owner_id, ${visit}.requester_id)
        and ${reviews.reviewerId} in (${visit}.owner_id, ${visit}.requester_id))`;
  return db
    .update(reviews)
    .set({ publishedAt: at })
    .where(
      and(
        isNull(reviews.publishedAt),
        requestId !== undefined ? eq(reviews.requestId, requestId) : undefined,
        or(lte(reviews.showsOn, today), answered),
      ),
    )
    .returning({ horseId: reviews.horseId, reviewedUserId: reviews.reviewedUserId });
}
