import { Link } from 'wouter';
import type { Horse } from '#contract/horses';
import { REVIEW_MESSAGES } from '#contract/reviews';
import { canReviewHorse } from '#contract/rules/review-policy';
import { ReviewForm } from '#client/components/reviews/review-form';
import { ReviewGate } from '#client/components/reviews/review-gate';
import { ReviewList } from '#client/components/reviews/review-list';
import { ReviewSummary } from '#client/components/reviews/review-summary';
import { Alert } from '#client/components/ui/alert';
import { TitledCard } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { useReviews } from '#client/lib/queries/reviews';

/** A horse's reviews (docs/product.md §P2): the summary, the list, and the form or "Review Submitted". */
export function ReviewsSection({ horse }: { horse: Horse }) {
  const target = { horseId: horse.id };
  const reviews = useReviews(target);
  const { data: me } = useCurrentUser();
  const mayReview = canReviewHorse(me, horse);

  return (
    <section aria-label="Reviews" id="reviews">
      <TitledCard title="Reviews" contentClassName="grid gap-6">
        {reviews.isPending ? (
          <Spinner label="Loading reviews" />
        ) : reviews.isError ? (
          <Alert variant="danger">{REVIEW_MESSAGES.fetchFailed}</Alert>
        ) : (
          <>
            <ReviewSummary
              rating={horse.rating}
              reviewCount={horse.reviewCount}
              reviews={reviews.data.reviews}
            />
            <ReviewList
              reviews={reviews.data.reviews}
              emptyText={REVIEW_MESSAGES.noHorseReviews}
              otherName={horse.owner?.firstName ?? 'the owner'}
            />
          </>
        )}
        {!me ? (
          <p className="text-sm text-muted">
            <Link href={paths.login(paths.horse(horse.id))} className="font-semibold text-primary underline">
              Log in
            </Link>{' '}
            as a horse enthusiast to leave a review.
          </p>
        ) : !mayReview ? null : (
          <ReviewGate
            me={me}
            target={target}
            reviewed={<Alert variant="success">{REVIEW_MESSAGES.alreadyReviewedHorse}</Alert>}
          >
            <ReviewForm target={target} reviewerId={me.id} />
          </ReviewGate>
        )}
      </TitledCard>
    </section>
  );
}
