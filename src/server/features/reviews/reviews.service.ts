import type { Review, ReviewCreate, ReviewListQuery, ReviewUpdate } from '#contract/reviews.js';
import { REVIEW_MESSAGES } from '#contract/reviews.js';
import { canReviewHorse, canReviewMember } from '#contract/rules/review-policy.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { findHorseOwnerId, recountHorseRating } from '#server/features/horses/index.js';
import { findUserById, recountMemberRatings } from '#server/features/users/index.js';
import { conflict, forbidden, notFound } from '#server/platform/app-error.js';
import { postgresCode } from '#server/platform/database-errors.js';
import {
  countReviews,
  deleteReview,
  findAcceptedVisit,
  findReview,
  findReviewRow,
  findReviews,
  hasReviewed,
  markReviewHidden,
  insertReview,
  updateReview,
  type ReviewRow,
} from './reviews.repository.js';
import { toReviewView } from './reviews.views.js';

type Target = { horseId: number } | { reviewedUserId: number };

/** GET /api/reviews: a horse's or a member's reviews, newest first, with the total for X-Total-Count. */
export async function listReviews({
  db,
  input,
}: {
  db: Executor;
  input: ReviewListQuery;
}): Promise<{ items: Review[]; total: number }> {
  const filter = { horseId: input.horseId, userId: input.userId, reviewerId: input.reviewerId };
  const [rows, total] = await Promise.all([
    findReviews(db, filter, { limit: input.limit, offset: input.offset }),
    countReviews(db, filter),
  ]);
  return { items: rows.map(toReviewView), total };
}

/**
 * POST /api/reviews (spec public §5, §6): the reviewer is the session's member; a horse is reviewed by
 * enthusiasts who do not own it, a member by owners (an enthusiast, never oneself); one review per
 * reviewer per target. The review and the target's rating change in one transaction.
 */
export async function submitReview({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: User;
  input: ReviewCreate;
}): Promise<Review> {
  if (input.reviewerId !== actor.id) throw forbidden(REVIEW_MESSAGES.notYourself);
  const target = await checkTarget(db, actor, input);
  if (await hasReviewed(db, actor.id, target)) throw conflict(duplicateMessage(target));
  try {
    const id = await db.transaction(async (tx) => {
      const requestId = await findAcceptedVisit(tx, actor.id, target);
      const review = await insertReview(tx, {
        ...target,
        reviewerId: actor.id,
        requestId,
        rating: input.rating,
        comment: input.comment,
      });
      await recountTarget(tx, review);
      return review.id;
    });
    return await showReview(db, id);
  } catch (error) {
    // Two submissions at once: the unique index lets one through and refuses the other.
    if (postgresCode(error) === '23505') throw conflict(duplicateMessage(target));
    throw error;
  }
}

/** A reviewer's request about one of their reviews. */
type OwnReviewRequest = { db: Database; actor: User; id: number };

/** The reviewer's own review changed by `change`, and its target's rating recounted, in one transaction. */
async function changeOwnReview(
  { db, actor, id }: OwnReviewRequest,
  change: (tx: Executor, reviewId: number) => Promise<void>,
): Promise<void> {
  const review = await ownReview(db, actor, id);
  await db.transaction(async (tx) => {
    await change(tx, review.id);
    await recountTarget(tx, review);
  });
}

/** PUT /api/reviews/{id}: the reviewer changes the stars or the words; the rating follows. */
export async function editReview(request: OwnReviewRequest & { input: ReviewUpdate }): Promise<Review> {
  const { rating, comment } = request.input;
  await changeOwnReview(request, (tx, reviewId) => updateReview(tx, reviewId, { rating, comment }));
  return showReview(request.db, request.id);
}

/** DELETE /api/reviews/{id}: the reviewer withdraws it; the rating follows. */
export async function removeReview(request: OwnReviewRequest): Promise<void> {
  await changeOwnReview(request, deleteReview);
}

async function checkTarget(db: Executor, actor: User, input: ReviewCreate): Promise<Target> {
  if (input.horseId != null) {
    const ownerId = await findHorseOwnerId(db, input.horseId);
    if (ownerId === undefined) throw notFound(REVIEW_MESSAGES.horseNotFound);
    if (!canReviewHorse(actor, { ownerId })) throw forbidden(REVIEW_MESSAGES.horseReviewers);
    return { horseId: input.horseId };
  }
  const memberId = input.reviewedUserId as number;
  const member = await findUserById(db, memberId);
  if (!member) throw notFound(REVIEW_MESSAGES.memberNotFound);
  if (!canReviewMember(actor, member)) throw forbidden(REVIEW_MESSAGES.memberReviewers);
  return { reviewedUserId: memberId };
}

const duplicateMessage = (target: Target) =>
  'horseId' in target ? REVIEW_MESSAGES.duplicateHorse : REVIEW_MESSAGES.duplicateMember;

async function ownReview(db: Executor, actor: User, id: number) {
  const review = await findReview(db, id);
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  if (review.reviewerId !== actor.id) throw forbidden(REVIEW_MESSAGES.notYourReview);
  return review;
}

/** The reviewed horse (and its owner's owner rating) or member, recounted inside the caller's transaction. */
async function recountTarget(
  tx: Executor,
  review: { horseId: number | null; reviewedUserId: number | null },
): Promise<void> {
  if (review.horseId !== null) {
    await recountHorseRating(tx, review.horseId);
    const ownerId = await findHorseOwnerId(tx, review.horseId);
    if (ownerId !== undefined) await recountMemberRatings(tx, ownerId);
  }
  if (review.reviewedUserId !== null) await recountMemberRatings(tx, review.reviewedUserId);
}

async function showReview(db: Executor, id: number): Promise<Review> {
  const row: ReviewRow | undefined = await findReviewRow(db, id);
  if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return toReviewView(row);
}

/** An operator hides a reported review (issue #18): it leaves the lists, and the ratings drop it. */
export async function hideReview({ db, id }: { db: Executor; id: number }): Promise<void> {
  const review = await findReview(db, id);
  if (review && (await markReviewHidden(db, id))) await recountTarget(db, review);
}
