import { BadgeCheck, EyeOff } from 'lucide-react';
import { REVIEW_MESSAGES, type Review } from '#contract/reviews';
import { MemberAvatar } from '#client/components/member/member-avatar';
import { Badge } from '#client/components/ui/badge';
import { ReportButton } from '#client/components/safety/report-button';
import { useCurrentUser } from '#client/lib/auth';
import { reviewDate } from '#client/lib/format';
import { Stars } from './stars';

/** A reviewer without a name shows as "Anonymous" (docs/product.md §P9). */
export function reviewerName(review: Review): string {
  const name = `${review.reviewer.firstName} ${review.reviewer.lastName}`.trim();
  return name || REVIEW_MESSAGES.anonymous;
}

/**
 * Reviews newest first: who, when (en-GB long date), the stars, "Confirmed visit" and the words. The
 * reader's own review still waiting for the other member's (decision 0057) says who else can see it:
 * nobody, until `otherName` writes theirs or its day comes.
 */
export function ReviewList({
  reviews,
  emptyText,
  otherName,
}: {
  reviews: readonly Review[];
  emptyText: string;
  /** The other member of the reviewer's visit: the horse's owner, or the enthusiast reviewed. */
  otherName: string;
}) {
  const { data: me } = useCurrentUser();
  if (reviews.length === 0) return <p className="text-muted">{emptyText}</p>;
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => {
        const name = reviewerName(review);
        return (
          <li key={review.id} className="grid gap-2 border-t border-line pt-4 first:border-t-0 first:pt-0">
            <div className="flex flex-wrap items-center gap-3">
              <MemberAvatar member={{ firstName: name, profileImage: review.reviewer.profileImage }} />
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold wrap-anywhere text-ink">{name}</p>
                <p className="text-sm text-muted">
                  <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
                </p>
              </div>
              <Stars value={review.rating} className="ml-auto" />
              {me && me.id !== review.reviewerId ? (
                <ReportButton
                  compact
                  target={{ targetType: 'review', targetId: review.id }}
                  what={`the review by ${name}`}
                />
              ) : null}
            </div>
            {review.waitingUntil ? (
              <p className="flex items-start gap-2 text-sm text-muted">
                <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <Badge variant="outline" className="mr-2">
                    {REVIEW_MESSAGES.waitingBadge}
                  </Badge>
                  {REVIEW_MESSAGES.waiting(otherName, dayMonth(review.waitingUntil))}
                </span>
              </p>
            ) : null}
            {review.confirmedVisit && review.visitDate ? (
              <Badge variant="success" className="justify-self-start">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {REVIEW_MESSAGES.confirmedVisit} · {visitMonth(review.visitDate)}
              </Badge>
            ) : (
              <p className="text-xs text-muted">{REVIEW_MESSAGES.unconfirmedVisit}</p>
            )}
            {review.comment ? (
              <p className="whitespace-pre-line wrap-anywhere text-ink">{review.comment}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** "24 June" for a London day ('YYYY-MM-DD'), read at UTC midnight so no time zone moves it. */
function dayMonth(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "December 2026": a visit is shown by its month, never its day. */
function visitMonth(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
