import type { RequestStatus } from '../options.js';

// No zod here: the client's request queries load with the first page (the live message stream refreshes
// them), and the landing page's budget has no room for the contract's schemas.

/** What the inbox needs of a request to place it. */
export interface InboxPlaced {
  status: RequestStatus;
  kind: 'visit' | 'share';
  startDate: string | null;
  endDate: string | null;
}

/**
 * A request's last day, for the inbox: a share's is its end date once one is known (a standing share has
 * none, so it is never past while accepted); a visit's is its end date, or its one day.
 */
export const inboxLastDay = (row: InboxPlaced): string | null =>
  row.kind === 'share' ? row.endDate : (row.endDate ?? row.startDate);

/**
 * The inbox's groups, in its order (decision 0042, amended by 0060): 0 waiting for an answer; 1 coming,
 * an accepted visit or share whose last day is today or later (London); 2 past, a declined or cancelled
 * one, or an accepted one whose last day has gone. requests.repository.ts says the same in SQL
 * (`inboxGroupSql`); the paging test holds the two together.
 */
export function inboxGroup(row: InboxPlaced, today: string): 0 | 1 | 2 {
  if (row.status === 'pending') return 0;
  if (row.status !== 'accepted') return 2;
  const last = inboxLastDay(row);
  return last === null || last >= today ? 1 : 2;
}

/**
 * Within a group, what the inbox orders by: what is coming by its first day, soonest first; waiting and
 * past ones by when they were asked for, newest first (ties by id, the same way).
 */
export const inboxSortsByDay = (group: number): boolean => group === 1;

/** The day a coming request sorts by (a request always has one; the epoch for a very old one without). */
export const inboxDay = (row: { startDate: string | null }): string => row.startDate ?? '1970-01-01';

/**
 * The inbox's `after` for a row as it was shown: its group (as the reply said, `inboxGroup`), the key it
 * sorts by within the group (ms since 1970 of its first day, or of its createdAt to the millisecond) and
 * its id. A row that changes group afterwards leaves the cursor where it was, so the next page starts
 * where the last one ended.
 */
export function requestInboxCursor(row: {
  id: number;
  inboxGroup: number;
  startDate: string | null;
  createdAt: string;
}): string {
  const key = inboxSortsByDay(row.inboxGroup)
    ? Date.parse(`${inboxDay(row)}T00:00:00Z`)
    : Date.parse(row.createdAt);
  return `${row.inboxGroup}.${key}.${row.id}`;
}
