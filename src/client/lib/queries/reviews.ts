import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REVIEW_LIMITS,
  type Review,
  type ReviewCreateInput,
  type ReviewEligibility,
} from '#contract/reviews';
import { apiJson, apiRequest, urlFromQueryKey } from '#client/lib/api';
import { CURRENT_USER_KEY } from '#client/lib/auth';
import { horseKeys } from './horses';
import { userKeys } from './users';

/**
 * The reviews resource, shown on horse pages and enthusiasts' profiles. Every key starts with the path,
 * so one invalidation refreshes each list; keys are URLs (see urlFromQueryKey).
 */
export const REVIEWS_PATH = '/api/reviews';

/** What is reviewed: a horse or a member, never both. */
export type ReviewTarget = { horseId: number } | { userId: number };

export const reviewKeys = {
  all: [REVIEWS_PATH] as const,
  /** The newest reviews of a target (as many as one page holds: enough for the summary's bars). */
  list: (target: ReviewTarget) => [REVIEWS_PATH, { ...target, limit: REVIEW_LIMITS.maxPageSize }] as const,
  /** The viewer's own review of a target, if any: decides between the form and "Review Submitted". */
  mine: (target: ReviewTarget, reviewerId: number) =>
    [REVIEWS_PATH, { ...target, reviewerId, limit: 1 }] as const,
};

const ELIGIBILITY_PATH = '/api/reviews/eligibility';
const eligibilityKey = (target: ReviewTarget) => [ELIGIBILITY_PATH, target] as const;

/**
 * GET /api/reviews/eligibility: whether the form opens for the signed-in member (a visit between them has
 * begun) and, if not, why in words. Off while the member may not review the target at all.
 */
export function useReviewEligibility(target: ReviewTarget, enabled: boolean) {
  const queryKey = eligibilityKey(target);
  return useQuery({
    queryKey,
    queryFn: () => apiJson<ReviewEligibility>('GET', urlFromQueryKey(queryKey)),
    enabled,
  });
}

export interface ReviewPage {
  reviews: Review[];
  total: number;
}

async function fetchReviews(queryKey: readonly unknown[]): Promise<ReviewPage> {
  try {
    const res = await apiRequest('GET', urlFromQueryKey(queryKey));
    const reviews = (await res.json()) as Review[];
    const total = Number(res.headers.get('X-Total-Count'));
    return { reviews, total: Number.isInteger(total) && total >= reviews.length ? total : reviews.length };
  } catch (err) {
    throw new Error('Failed to fetch reviews', { cause: err });
  }
}

/** GET /api/reviews?horseId= or ?userId=: newest first, with the total. */
export function useReviews(target: ReviewTarget) {
  const queryKey = reviewKeys.list(target);
  return useQuery({ queryKey, queryFn: () => fetchReviews(queryKey) });
}

/**
 * POST /api/reviews. On success the reviews, the horses (cards and pages show the rating) and the
 * members (profiles show theirs) are refetched (docs/product.md §P4, §P7).
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) => apiJson<Review>('POST', REVIEWS_PATH, input),
    // Not awaited: the refetch swaps the form for "Review Submitted", and a form unmounted before the
    // mutation settles would never run its own onSuccess (the toast and the reset).
    onSuccess: () => {
      for (const queryKey of [
        reviewKeys.all,
        [ELIGIBILITY_PATH],
        horseKeys.all,
        userKeys.all,
        CURRENT_USER_KEY,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
