import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A list that is one row scrolling sideways on a phone, the next card peeking at the edge, so several
 * cards take one card's height (issue 17: the home page was 15 phone screens long). From sm up it is the
 * grid given in `grid` (the layout the desktop page always had). The row runs to the screen's edges
 * (the page's 16 px side padding moves inside it, and the snap points keep it).
 */
export function PhoneRow({ grid, className, ...props }: HTMLAttributes<HTMLUListElement> & { grid: string }) {
  return (
    <ul
      className={cn(
        '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2',
        'sm:mx-0 sm:grid sm:snap-none sm:scroll-px-0 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0',
        grid,
        className,
      )}
      {...props}
    />
  );
}

/** An item of a PhoneRow: most of the phone's width, its own width in the grid. */
export const PHONE_ROW_ITEM = 'flex w-[85%] shrink-0 snap-start sm:w-auto';
