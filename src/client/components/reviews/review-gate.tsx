import type { ReactNode } from 'react';
import { EMAIL_VERIFICATION_MESSAGES } from '#contract/email-verification-words';
import type { SessionUser } from '#contract/users';
import { Alert } from '#client/components/ui/alert';
import { useReviewEligibility, type ReviewTarget } from '#client/lib/queries/reviews';

/**
 * The review form only when the server would take the review: a confirmed e-mail and a visit that has
 * begun. Otherwise the member reads why ("You can review Biscuit after your visit on 2 December"), so a
 * closed form never looks like a broken one.
 */
export function ReviewGate({
  me,
  target,
  reviewed,
  children,
}: {
  me: SessionUser;
  target: ReviewTarget;
  /** What shows once the member has reviewed this target. */
  reviewed: ReactNode;
  children: ReactNode;
}) {
  const eligibility = useReviewEligibility(target, me.emailVerified);
  if (!me.emailVerified) {
    return (
      <Alert title={EMAIL_VERIFICATION_MESSAGES.bannerTitle}>{EMAIL_VERIFICATION_MESSAGES.required}</Alert>
    );
  }
  if (eligibility.isPending) return null;
  if (eligibility.isError) return <Alert variant="danger">{eligibility.error.message}</Alert>;
  if (eligibility.data.ownReviewId !== null) return <>{reviewed}</>;
  if (!eligibility.data.canReview) return <Alert>{eligibility.data.reason}</Alert>;
  return <>{children}</>;
}
