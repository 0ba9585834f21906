import type { Review } from '#contract/reviews';
import { formatRating, formatReviewCount } from '#client/lib/horse-format';
import { Stars } from './stars';

/**
 * The average (stored hundredths, one decimal, or "New") over a count bar for each of 5 down to 1 stars
 * (docs/product.md §P9). The bars count the reviews loaded (the newest page).
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
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
      <div className="grid justify-items-start gap-1">
        <p className="text-4xl font-bold text-primary">{shown}</p>
        {reviewCount > 0 ? <Stars value={Math.round(rating / 100)} decorative /> : null}
        <p className="text-sm text-muted">{formatReviewCount(reviewCount)}</p>
      </div>
      <ul aria-label="Reviews by stars" className="grid gap-1.5">
        {[5, 4, 3, 2, 1].map((star) => {
          const count = reviews.filter((review) => review.rating === star).length;
          const share = reviews.length === 0 ? 0 : Math.round((count / reviews.length) * 100);
          return (
            <li key={star} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2rem] items-center gap-2 text-sm">
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
    </div>
  );
}
