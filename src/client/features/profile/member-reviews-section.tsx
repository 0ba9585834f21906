import type { PublicUser } from '#contract/users';
import { REVIEW_MESSAGES } from '#contract/reviews';
import { canReviewMember } from '#contract/rules/review-policy';
import { ReviewForm } from '#client/components/reviews/review-form';
import { ReviewGate } from '#client/components/reviews/review-gate';
import { ReviewList } from '#client/components/reviews/review-list';
import { ReviewSummary } from '#client/components/reviews/review-summary';
import { Alert } from '#client/components/ui/alert';
import { TitledCard } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { useReviews } from '#client/lib/queries/reviews';

/**
 * An enthusiast's reviews (docs/product.md §P2): the summary and list ("No reviews yet"), and for a signed-in
 * owner viewing another member the form, or "You have already reviewed {name}".
 */
export function MemberReviewsSection({ user }: { user: PublicUser }) {
  const reviews = useReviews({ userId: user.id });
  const { data: me } = useCurrentUser();
  const mayReview = canReviewMember(me, user);

  return (
    <TitledCard title="Reviews" contentClassName="grid gap-6">
      {reviews.isPending ? (
        <Spinner label="Loading reviews" />
      ) : reviews.isError ? (
        <Alert variant="danger">{REVIEW_MESSAGES.fetchFailed}</Alert>
      ) : (
        <>
          {user.reviewCount > 0 ? (
            <ReviewSummary
              rating={user.rating}
              reviewCount={user.reviewCount}
              reviews={reviews.data.reviews}
            />
          ) : null}
          <ReviewList
            reviews={reviews.data.reviews}
            emptyText={REVIEW_MESSAGES.noMemberReviews}
            otherName={user.firstName}
          />
        </>
      )}
      {!mayReview || !me ? null : (
        <ReviewGate
          me={me}
          target={{ userId: user.id }}
          reviewed={<Alert variant="success">You have already reviewed {user.firstName}</Alert>}
        >
          <ReviewForm
            target={{ reviewedUserId: user.id }}
            reviewerId={me.id}
            title={`Review ${user.firstName}`}
          />
        </ReviewGate>
      )}
    </TitledCard>
  );
}
