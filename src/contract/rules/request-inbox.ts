import type { RequestStatus } from '../options.js';

// No zod here: the client's request queries load with the first page (the live message stream refreshes
// them), and the landing page's budget has no room for the contract's schemas.

/** The inbox's groups, in its order: waiting for an answer, then agreed, then settled (decision 0042). */
export function inboxGroup(status: RequestStatus): 0 | 1 | 2 {
  return status === 'pending' ? 0 : status === 'accepted' ? 1 : 2;
}

/**
 * The inbox's `after` for a row as it was shown: its group, its createdAt (to the millisecond, as shown)
 * and its id, the inbox's order (decision 0042). A row that changes group afterwards leaves the cursor
 * where it was, so the next page starts where the last one ended.
 */
export function requestInboxCursor(row: { id: number; status: RequestStatus; createdAt: string }): string {
  return `${inboxGroup(row.status)}.${Date.parse(row.createdAt)}.${row.id}`;
}
