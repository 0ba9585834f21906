import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#client/lib/cn';

/**
 * The review form's stars: a group of five radio buttons, so the arrow keys move between them, Tab
 * leaves the group and a screen reader names each choice ("4 stars").
 */
export function StarRatingInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink">Your rating</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            <Star
              aria-hidden="true"
              className={cn('size-8', star <= value ? 'fill-accent text-accent' : 'text-muted')}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
