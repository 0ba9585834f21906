import { Star } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { formatRating, formatReviewCount } from '#client/lib/horse-format';

/** A rating in stored hundredths to one decimal (or "New") with its review count, e.g. "4.6 (5 reviews)". */
export function MemberRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted', className)}>
      <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
      <span className="sr-only">Rating: </span>
      <span className="font-semibold text-ink">{formatRating({ rating, reviewCount })}</span>(
      {formatReviewCount(reviewCount)})
    </p>
  );
}
