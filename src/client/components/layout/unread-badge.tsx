import { cn } from '#client/lib/cn';

/** docs/product.md §P9: the badge shows 9+ above 9. */
export function formatUnreadCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The red unread-message badge; screen readers hear "N unread message(s)" instead of the short label. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-5 font-bold text-cream',
          className,
        )}
      >
        {formatUnreadCount(count)}
      </span>
      <span className="sr-only">{`, ${count} unread ${count === 1 ? 'message' : 'messages'}`}</span>
    </>
  );
}
