import { REVIEW_MESSAGES, type Review } from '#contract/reviews';
import { formatRating } from '#client/lib/horse-format';
import { Stars } from './stars';

/**
 * The average (stored hundredths, one decimal, or "New") over a count bar for each of 5 down to 1 stars
 * (docs/product.md §P9). Both count only reviews from confirmed visits (docs/decisions/0040): the bars
 * count those among the reviews loaded (the newest page), and say so when the page holds fewer of them
 * than the average is over. Reviews without a confirmed visit are in the list, marked, and in neither.
 */
export function ReviewSummary({
  rating,
  reviewCount,
  reviews,
}: {
  rating: number;
  reviewCount: number;
  reviews: readonly Review[];
}) {
  const shown = formatRating({ rating, reviewCount });
  // The reader's own review still waiting (decision 0057) counts in no rating yet, so in no bar.
  const counted = reviews.filter((review) => review.confirmedVisit && review.waitingUntil === null);
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
      <div className="grid justify-items-start gap-1">
        <p className="text-4xl font-bold text-primary">{shown}</p>
        {reviewCount > 0 ? <Stars value={Math.round(rating / 100)} decorative /> : null}
        <p className="text-sm text-muted">{REVIEW_MESSAGES.countedReviews(reviewCount)}</p>
      </div>
      <div className="grid gap-1.5">
        <ul aria-label={REVIEW_MESSAGES.starBars} className="grid gap-1.5">
          {[5, 4, 3, 2, 1].map((star) => {
            const count = counted.filter((review) => review.rating === star).length;
            const share = counted.length === 0 ? 0 : Math.round((count / counted.length) * 100);
            return (
              <li
                key={star}
                className="grid grid-cols-[3.5rem_minmax(0,1fr)_2rem] items-center gap-2 text-sm"
              >
                <span>{star === 1 ? '1 star' : `${star} stars`}</span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-sand">
                  <span className="block h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
                </span>
                <span className="text-right text-muted">
                  {count}
                  <span className="sr-only"> {count === 1 ? 'review' : 'reviews'}</span>
                </span>
              </li>
            );
          })}
        </ul>
        {counted.length < reviewCount ? (
          <p className="text-xs text-muted">{REVIEW_MESSAGES.barsOfNewest(counted.length)}</p>
        ) : null}
      </div>
    </div>
  );
}
