import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#client/components/ui/button';

/** "Showing 26–50 of 73" with Previous and Next; hidden when everything fits on one page. */
export function Pager({
  offset,
  limit,
  total,
  label,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  /** What is paged, for screen readers ("Users pages"). */
  label: string;
  onOffset: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + limit >= total}
          onClick={() => onOffset(offset + limit)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
