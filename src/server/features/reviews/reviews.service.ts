import type {
  Review,
  ReviewCreate,
  ReviewEligibility,
  ReviewEligibilityQuery,
  ReviewListQuery,
  ReviewUpdate,
} from '#contract/reviews.js';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '#contract/reviews.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { canReviewHorse, canReviewMember } from '#contract/rules/review-policy.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { eitherBlocked } from '#server/features/blocks/index.js';
import { findHorseOwnerId, recountHorseRating } from '#server/features/horses/index.js';
import { findUserById, recountMemberRatings } from '#server/features/users/index.js';
import { AppError, conflict, forbidden, notFound } from '#server/platform/http/app-error.js';
import { now as clockNow, today as calendarToday } from '#server/platform/clock.js';
import type { HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { postgresCode } from '#server/platform/http/database-errors.js';
import {
  countReviews,
  deleteReview,
  findBegunVisit,
  findComingVisitDate,
  findHorseTarget,
  findOwnReviewId,
  findReview,
  findReviewRow,
  findReviews,
  hasReviewed,
  markReviewHidden,
  insertReview,
  updateReview,
  findReviewsOfPair,
  lockReviewsOfVisit,
  lockStandingVisit,
  publishReviews,
  tieReviewToVisit,
  type ReviewRow,
  type Target,
} from './reviews.repository.js';
import { toReviewView } from './reviews.views.js';

/**
 * GET /api/reviews: a horse's or a member's reviews, newest first, with the total for X-Total-Count:
 * every review listed (not hidden), counted in the rating or not, since the list shows both and marks
 * the ones without a confirmed visit; the rating's own count is the target's reviewCount (decision 0040).
 */
export async function listReviews({
  db,
  input,
  viewerId,
}: {
  db: Executor;
  input: ReviewListQuery;
  /** The signed-in member reading, if any: their own reviews still waiting are listed for them too. */
  viewerId?: number | undefined;
}): Promise<{ items: Review[]; total: number }> {
  const filter = { horseId: input.horseId, userId: input.userId, reviewerId: input.reviewerId, viewerId };
  const [rows, total] = await Promise.all([
    findReviews(db, filter, { limit: input.limit, offset: input.offset }),
    countReviews(db, filter),
  ]);
  return { items: rows.map(toReviewView), total };
}

/**
 * POST /api/reviews: the reviewer is the session's member; a horse is reviewed by enthusiasts who do not
 * own it, a member by owners (an enthusiast, never oneself); one review per reviewer per target; and only
 * after a visit between them has begun (docs/decisions/0021): the review is tied to that request. It
 * waits, read by its reviewer alone, until the other member of that visit writes theirs or its day to
 * come out (REVIEW_LIMITS.waitDays after today) comes (decision 0057). The review, any review it brings
 * out and the ratings they count in change in one transaction.
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
  const { target } = await checkTarget(db, actor, input);
  if (await hasReviewed(db, actor.id, target)) throw conflict(duplicateMessage(target));
  const chosen = await requireBegunVisit(db, actor, target);
  try {
    const id = await db.transaction(async (tx) => {
      const visit = await standingVisitFor(tx, actor, target, chosen);
      const review = await insertReview(tx, {
        ...target,
        reviewerId: actor.id,
        requestId: visit.id,
        visitOn: visit.startDate,
        rating: input.rating,
        comment: input.comment,
        publishedAt: null,
        showsOn: addDays(calendarToday(), REVIEW_LIMITS.waitDays),
      });
      await bringOutReviewsOfVisit(tx, visit.id);
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

/**
 * PUT /api/reviews/{id}: the reviewer changes the stars or the words, under the same rules as a new
 * review; the review is tied to their latest begun visit (a later visit lets them update it), and the
 * rating follows.
 */
export async function editReview(request: OwnReviewRequest & { input: ReviewUpdate }): Promise<Review> {
  const { rating, comment } = request.input;
  const review = await ownReview(request.db, request.actor, request.id);
  const input = {
    reviewerId: request.actor.id,
    horseId: review.horseId,
    reviewedUserId: review.reviewedUserId,
  };
  const { target } = await checkTarget(request.db, request.actor, input);
  const chosen = await requireBegunVisit(request.db, request.actor, target);
  await changeOwnReview(request, async (tx, reviewId) => {
    const visit = await standingVisitFor(tx, request.actor, target, chosen);
    await updateReview(tx, reviewId, { rating, comment, requestId: visit.id, visitOn: visit.startDate });
    // Tied to a later visit the other member reviewed too, a waiting review comes out with theirs.
    await bringOutReviewsOfVisit(tx, visit.id);
  });
  return showReview(request.db, request.id);
}

/** DELETE /api/reviews/{id}: the reviewer withdraws it; the rating follows. */
export async function removeReview(request: OwnReviewRequest): Promise<void> {
  await changeOwnReview(request, deleteReview);
}

type TargetInput = Pick<ReviewCreate, 'horseId' | 'reviewedUserId'>;

/**
 * Who may review the target at all, visit aside: the specification's roles, and never across a block, a
 * hidden horse or a suspended or deleted member. Returns the target and the name the screens use.
 */
async function checkTarget(
  db: Executor,
  actor: User,
  input: TargetInput,
): Promise<{ target: Target; name: string }> {
  if (input.horseId != null) {
    const horse = await findHorseTarget(db, input.horseId);
    if (!horse) throw notFound(REVIEW_MESSAGES.horseNotFound);
    if (!canReviewHorse(actor, horse)) throw forbidden(REVIEW_MESSAGES.horseReviewers);
    if (horse.hidden || horse.ownerSuspended) throw forbidden(REVIEW_MESSAGES.horseHidden);
    if (await eitherBlocked(db, actor.id, horse.ownerId)) throw forbidden(REVIEW_MESSAGES.blocked);
    return { target: { horseId: input.horseId }, name: horse.name };
  }
  const memberId = input.reviewedUserId as number;
  const member = await findUserById(db, memberId);
  if (!member || member.deletedAt) throw notFound(REVIEW_MESSAGES.memberNotFound);
  if (!canReviewMember(actor, member)) throw forbidden(REVIEW_MESSAGES.memberReviewers);
  if (member.suspendedAt) throw forbidden(REVIEW_MESSAGES.memberSuspended);
  if (await eitherBlocked(db, actor.id, memberId)) throw forbidden(REVIEW_MESSAGES.blocked);
  return { target: { reviewedUserId: memberId }, name: member.firstName };
}

/** London's "d MMMM" for a calendar day: "2 December". */
const dayInWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Why no visit opens the form yet: a visit still to come, or none. */
async function noVisitReason(db: Executor, actor: User, target: Target, name: string, today: string) {
  const coming = await findComingVisitDate(db, actor.id, target, today);
  if (coming) return { reason: REVIEW_MESSAGES.visitNotYet(name, dayInWords(coming)), coming };
  const reason = 'horseId' in target ? REVIEW_MESSAGES.noVisit : REVIEW_MESSAGES.noVisitOwner;
  return { reason, coming: null };
}

/** The latest visit between them that has begun (its request and first day); 403 with the reason when there is none. */
async function requireBegunVisit(
  db: Executor,
  actor: User,
  target: Target,
): Promise<{ id: number; startDate: string }> {
  const today = calendarToday();
  const visit = await findBegunVisit(db, actor.id, target, today);
  if (visit) return visit;
  const name = 'horseId' in target ? ((await findHorseTarget(db, target.horseId))?.name ?? '') : '';
  throw forbidden((await noVisitReason(db, actor, target, name || 'them', today)).reason);
}

/**
 * Inside the transaction that writes the review: the visit chosen before it, if it still stands, held
 * under a share lock until the review commits. A cancel committed since the choice (which found no
 * review to settle) leaves the latest other begun visit that stands, under the same lock, or the same
 * refusal as with none (docs/decisions/0040). Each turn finds a visit cancelled since the last one gone.
 */
async function standingVisitFor(
  tx: Executor,
  actor: User,
  target: Target,
  chosen: { id: number; startDate: string },
): Promise<{ id: number; startDate: string }> {
  let visit = chosen;
  while (!(await lockStandingVisit(tx, visit.id))) visit = await requireBegunVisit(tx, actor, target);
  return visit;
}

/** GET /api/reviews/eligibility: whether the form opens for this member and target, and why not. */
export async function reviewEligibility({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: ReviewEligibilityQuery;
}): Promise<ReviewEligibility> {
  const refused = (reason: string): ReviewEligibility => ({
    canReview: false,
    reason,
    nextVisitDate: null,
    ownReviewId: null,
  });
  let checked: { target: Target; name: string };
  try {
    checked = await checkTarget(db, actor, { horseId: input.horseId, reviewedUserId: input.userId });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) return refused(error.message);
    throw error;
  }
  const { target, name } = checked;
  const ownReviewId = await findOwnReviewId(db, actor.id, target);
  const today = calendarToday();
  if (await findBegunVisit(db, actor.id, target, today)) {
    return { canReview: true, reason: null, nextVisitDate: null, ownReviewId };
  }
  const { reason, coming } = await noVisitReason(db, actor, target, name, today);
  return { canReview: false, reason, nextVisitDate: coming, ownReviewId };
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

/** What a stored review is of (the table's check makes it exactly one). */
function targetOf(review: { horseId: number | null; reviewedUserId: number | null }): Target | undefined {
  if (review.horseId !== null) return { horseId: review.horseId };
  if (review.reviewedUserId !== null) return { reviewedUserId: review.reviewedUserId };
  return undefined;
}

/**
 * A visit's status changed (cancelled, or an answer undone): each review between its pair (the
 * requester's of the horse, the two members' of each other), wherever an earlier cancel moved it, is
 * tied to the latest visit between its reviewer and target that stands and has begun (this one again,
 * if it stands once more), or to none, when it stops counting and showing as a confirmed visit
 * (docs/decisions/0040). The ratings follow, inside the caller's transaction.
 */
export async function settleReviewsOfVisit(tx: Executor, requestId: number): Promise<void> {
  const today = calendarToday();
  for (const review of await findReviewsOfPair(tx, requestId)) {
    const target = targetOf(review);
    if (!target) continue;
    const visit = await findBegunVisit(tx, review.reviewerId, target, today);
    const unchanged =
      (visit?.startDate ?? null) === review.visitOn && (!visit || visit.id === review.requestId);
    if (unchanged) continue;
    await tieReviewToVisit(tx, review.id, visit);
    await recountTarget(tx, review);
  }
}

/**
 * After a review of this visit was written or edited: under the visit's reviews lock (so two members
 * writing at once each see the other's), the visit's waiting reviews come out if both have written, and
 * the ratings they count in are recounted (decision 0057).
 */
async function bringOutReviewsOfVisit(tx: Executor, requestId: number): Promise<void> {
  await lockReviewsOfVisit(tx, requestId);
  const published = await publishReviews(tx, { today: calendarToday(), at: clockNow(), requestId });
  for (const target of published) await recountTarget(tx, target);
}

/**
 * The hourly bringing out of waiting reviews (decision 0057): those whose day to come out has come, and
 * any whose other member's review reached the same visit another way (two written at once before the
 * lock, or one moved onto it by a cancel's settling). Each comes out with the ratings it counts in.
 */
export async function publishDueReviews(db: Database, today = calendarToday()): Promise<number> {
  return db.transaction(async (tx) => {
    const published = await publishReviews(tx, { today, at: clockNow() });
    for (const target of published) await recountTarget(tx, target);
    return published.length;
  });
}

/** An operator hides a reported review (issue #18): it leaves the lists, and the ratings drop it. */
export async function hideReview({ db, id }: { db: Executor; id: number }): Promise<void> {
  const review = await findReview(db, id);
  if (review && (await markReviewHidden(db, id))) await recountTarget(db, review);
}

/** The hourly task (app.ts adds it to the housekeeping): waiting reviews whose day came come out. */
export function reviewsComingOut(deps: { db: Database }): HousekeepingTask {
  return async () => {
    await publishDueReviews(deps.db);
  };
}
