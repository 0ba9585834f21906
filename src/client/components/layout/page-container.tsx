import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/** The page's content column: centred, max 72rem, side padding that grows with the screen. */
export function PageContainer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}
