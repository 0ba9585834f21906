import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A small photo that is a button (choosing it shows it larger). The photo is decoration: `aria-label`
 * names what choosing it does. `className` sizes it and marks the chosen one.
 */
export function ThumbnailButton({
  src,
  className,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  src: string;
  'aria-label': string;
}) {
  return (
    <button type="button" className={cn('block overflow-hidden rounded-lg border-2', className)} {...button}>
      <img src={src} alt="" className="size-full object-cover" />
    </button>
  );
}
