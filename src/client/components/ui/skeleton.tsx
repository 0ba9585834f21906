import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/** A pulsing placeholder block; hidden from assistive technology (announce loading with a Spinner or text). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-line/70', className)} {...props} />
  );
}
