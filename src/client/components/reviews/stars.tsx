import { Star } from 'lucide-react';
import { cn } from '#client/lib/cn';

/**
 * Five stars, `value` of them filled; read as "Rated n out of 5", or hidden from screen readers where
 * the number beside them already says it (`decorative`).
 */
export function Stars({
  value,
  className,
  decorative,
}: {
  value: number;
  className?: string;
  decorative?: boolean;
}) {
  const name = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': `Rated ${value} out of 5` };
  return (
    <span {...name} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= value ? 'fill-accent text-accent' : 'text-line')}
        />
      ))}
    </span>
  );
}
