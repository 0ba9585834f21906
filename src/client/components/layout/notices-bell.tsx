import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { Bell } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { useMarkNoticesRead, useNotices } from '#client/lib/queries/notices';
import { Button } from '../ui/button';
import { formatUnreadCount } from './unread-badge';

const PANEL_ID = 'notices-panel';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The bell in the navigation bar (decision 0052): how many notices are unread, and a list that leads each
 * to its request or thread, marking it read as it is opened. A disclosure: the button says whether the
 * list is open, Escape or a click elsewhere closes it and focus goes back to the bell. Below md the list
 * is a sheet over the whole screen under the bar (no half-covered page to mis-tap), so it fits at 360 px.
 */
export function NoticesBell() {
  const { data } = useNotices();
  const markRead = useMarkNoticesRead();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;
  const notices = data?.notices ?? [];

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread > 0 ? `Notices, ${unread} unread` : 'Notices'}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs leading-5 font-bold text-cream"
          >
            {formatUnreadCount(unread)}
          </span>
        ) : null}
      </Button>
      <div
        id={PANEL_ID}
        role="region"
        aria-label="Notices"
        hidden={!open}
        className="fixed inset-x-0 top-16 z-50 h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-cream shadow-lg md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:h-auto md:w-96 md:overflow-visible md:rounded-xl md:border"
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
          <h2 className="font-semibold text-ink">Notices</h2>
          {unread > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => markRead.mutate(undefined)}>
              Mark all read
            </Button>
          ) : null}
        </div>
        {notices.length === 0 ? (
          <p className="px-4 py-6 text-muted">Nothing yet. Requests, answers and messages show here.</p>
        ) : (
          <ul className="py-1 md:max-h-[70vh] md:overflow-y-auto">
            {notices.map((notice) => (
              <li key={notice.id}>
                <Link
                  href={notice.link}
                  className={cn(
                    'flex min-h-11 flex-col gap-0.5 px-4 py-2 text-ink hover:bg-primary-soft focus-visible:bg-primary-soft',
                    notice.readAt === null && 'font-semibold',
                  )}
                  onClick={() => {
                    if (notice.readAt === null) markRead.mutate(notice.id);
                    setOpen(false);
                  }}
                >
                  <span>
                    {notice.readAt === null ? <span className="sr-only">Unread: </span> : null}
                    {notice.words}
                  </span>
                  <time dateTime={notice.createdAt} className="text-sm font-normal text-muted">
                    {WHEN.format(new Date(notice.createdAt))}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
