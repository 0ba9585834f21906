import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.js';
import { PublicUserSchema } from './users.js';

/** docs/product.md §P5 and §P9: 1 to 5 whole stars, an optional comment of at most 500 characters. */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  commentMax: 500,
  defaultPageSize: 20,
  maxPageSize: 100,
  /**
   * A review waits for the other member of its visit at most this many days from the day it was written,
   * then comes out on its own (decision 0057).
   */
  waitDays: 14,
} as const;

/** The exact words of the spec (docs/product.md §P4, §P5, §P8) and the server's refusals. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a star rating',
  ratingRequiredTitle: 'Rating required',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  commentTooLong: `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`,
  oneTarget: 'Review either a horse or a member, not both',
  notYourself: 'You can only submit reviews as yourself',
  duplicateHorse: 'You have already reviewed this horse',
  duplicateMember: 'You have already reviewed this member',
  horseReviewers: 'Only enthusiasts who do not own this horse can review it',
  memberReviewers: 'Only horse owners can review enthusiasts, and never themselves',
  horseNotFound: 'Horse not found',
  memberNotFound: 'User not found',
  reviewNotFound: 'Review not found',
  notYourReview: 'You can only change your own reviews',
  submitted: 'Review submitted',
  thanks: 'Thank you for your feedback!',
  failed: 'Failed to submit review',
  /** The failure toast's title when the server said why (its message is the description). */
  reviewFailed: 'Review failed',
  fetchFailed: 'Failed to fetch reviews',
  noHorseReviews: 'No reviews yet - Be the first to leave a review for this horse!',
  noMemberReviews: 'No reviews yet',
  alreadyReviewedHorse: 'Review Submitted',
  confirmedVisit: 'Confirmed visit',
  /**
   * A review with no visit standing behind it (from before reviews needed one, or its visit was called
   * off): readable, not counted in any rating (docs/decisions/0040).
   */
  unconfirmedVisit: 'No confirmed visit: not counted in the rating',
  /** Under the average: how many reviews it is over (those from confirmed visits only). */
  countedReviews: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'} from confirmed visits`,
  starBars: 'Reviews from confirmed visits, by stars',
  /** When more reviews count than one page holds, the bars say they show the newest. */
  barsOfNewest: (count: number) => `Bars show the newest ${count}.`,
  anonymous: 'Anonymous',
  noVisit:
    'You can leave a review after a visit: once the owner accepts your request and the day comes, the form opens here.',
  noVisitOwner: 'You can review this enthusiast after a visit you accepted from them has begun.',
  visitNotYet: (name: string, day: string) => `You can review ${name} after your visit on ${day}.`,
  blocked: 'Reviews are closed between you and this member.',
  horseHidden: 'This horse is not listed at the moment, so it cannot be reviewed.',
  memberSuspended: 'This account is suspended, so it cannot be reviewed.',
  /**
   * Under the reviewer's own review while it waits (decision 0057): `other` is the other member of the
   * visit, `day` the day it comes out at the latest ("24 June").
   */
  waiting: (other: string, day: string) =>
    `Only you can see this until ${other} writes theirs, or on ${day}.`,
  waitingBadge: 'Waiting',
} as const;

const RatingSchema = z
  .number(REVIEW_MESSAGES.ratingRequired)
  .int(REVIEW_MESSAGES.ratingRange)
  .min(REVIEW_LIMITS.minRating, REVIEW_MESSAGES.ratingRange)
  .max(REVIEW_LIMITS.maxRating, REVIEW_MESSAGES.ratingRange);

/** Trimmed; an empty comment is no comment. */
const CommentSchema = z
  .string()
  .trim()
  .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/reviews (docs/product.md §P7): exactly one of horseId and reviewedUserId. */
export const ReviewCreateSchema = z
  .object({
    horseId: IdSchema('Invalid horse id').nullish(),
    reviewedUserId: IdSchema('Invalid user id').nullish(),
    reviewerId: IdSchema('Invalid reviewer id'),
    rating: RatingSchema,
    comment: CommentSchema,
  })
  .refine((review) => (review.horseId == null) !== (review.reviewedUserId == null), {
    message: REVIEW_MESSAGES.oneTarget,
    path: ['horseId'],
  });
export type ReviewCreateInput = z.input<typeof ReviewCreateSchema>;
export type ReviewCreate = z.output<typeof ReviewCreateSchema>;

/** PUT /api/reviews/{id}: the reviewer changes their stars or words (the target never changes). */
export const ReviewUpdateSchema = z.object({ rating: RatingSchema, comment: CommentSchema });
export type ReviewUpdate = z.output<typeof ReviewUpdateSchema>;

export const ReviewIdParamsSchema = z.object({ id: IdParamSchema('Invalid review id') });

/** What a review is about, as a query names it: a horse or a member, exactly one of the two. */
const ReviewTargetQuerySchema = z.object({
  horseId: IdParamSchema('Invalid horse id').optional(),
  userId: IdParamSchema('Invalid user id').optional(),
});
const namesOneTarget = (query: z.output<typeof ReviewTargetQuerySchema>) =>
  (query.horseId === undefined) !== (query.userId === undefined);
const ONE_TARGET = { message: 'Give either horseId or userId', path: ['horseId'] };

/** GET /api/reviews?horseId= or ?userId= (optionally one reviewer's), newest first, paged. */
export const ReviewListQuerySchema = ReviewTargetQuerySchema.extend({
  reviewerId: IdParamSchema('Invalid reviewer id').optional(),
  limit: z.coerce.number().int().min(1).max(REVIEW_LIMITS.maxPageSize).default(REVIEW_LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).default(0),
}).refine(namesOneTarget, ONE_TARGET);
export type ReviewListQuery = z.output<typeof ReviewListQuerySchema>;

/** The reviewer as a review shows them: public fields only, never an email. */
export const ReviewerSchema = PublicUserSchema.pick({ firstName: true, lastName: true, profileImage: true });

export const ReviewSchema = z.object({
  id: z.number().int(),
  horseId: z.number().int().nullable(),
  reviewedUserId: z.number().int().nullable(),
  reviewerId: z.number().int(),
  requestId: z.number().int().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  reviewer: ReviewerSchema,
  /**
   * The review stands on a visit: an accepted request between the reviewer and the target whose day had
   * come (its requestId). Only such reviews count in ratings.
   */
  confirmedVisit: z.boolean(),
  /** The first day of that visit ('YYYY-MM-DD'), shown as its month; null without a visit. */
  visitDate: z.string().nullable(),
  /**
   * Set only on the reader's own review still waiting for the other member's (decision 0057): the London
   * day ('YYYY-MM-DD') it comes out at the latest. Null once everyone can read it.
   */
  waitingUntil: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** GET /api/reviews/eligibility?horseId= or ?userId=: may the signed-in member review this, and if not, why. */
export const ReviewEligibilityQuerySchema = ReviewTargetQuerySchema.refine(namesOneTarget, ONE_TARGET);
export type ReviewEligibilityQuery = z.output<typeof ReviewEligibilityQuerySchema>;

export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  /** Why not, in words for the screen; null when the member may review. */
  reason: z.string().nullable(),
  /** The accepted visit still to come that will open the form, when there is one ('YYYY-MM-DD'). */
  nextVisitDate: z.string().nullable(),
  /** The member's own review of this target, when they wrote one (they may update it after a visit). */
  ownReviewId: z.number().int().nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;
