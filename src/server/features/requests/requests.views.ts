import { REQUEST_UNDO_MS, type RequestView } from '#contract/requests.js';
import { isUnanswered } from '#contract/unanswered.js';
import type { Executor } from '#server/db/client.js';
import type { ShareDayRow } from '#server/db/schema/index.js';
import { now as clockNow } from '#server/platform/clock.js';
import { inboxGroup } from '#contract/rules/request-inbox.js';
import { londonWallClock } from '#contract/rules/calendar-days.js';
import type { RequestRow } from './requests.repository.js';
import { findDaysOf } from './share-days.repository.js';
import { shareFieldsOf } from './share-views.js';

/** How long the last change may still be undone, from now (0: nothing to undo). */
function undoMsLeft(request: RequestRow['request'], now: number): number {
  if (request.changedById === null || request.previousStatus === null || !request.changedAt) return 0;
  return Math.max(0, request.changedAt.getTime() + REQUEST_UNDO_MS - now);
}

/**
 * A request as its parties read it at `now`. A share's days come in `days` (its rows from share_days);
 * `takenDays` names a pending request's days that the horse's capacity can no longer hold.
 */
export function toRequestView(
  { request, horse, requester, owner, enquiry, slot }: RequestRow,
  {
    days = [],
    now = clockNow(),
    takenDays,
  }: { days?: ShareDayRow[]; now?: Date; takenDays?: Set<string> } = {},
): RequestView {
  const preferredTime = enquiry?.preferredTime ?? null;
  const shownSlot = slot?.id ? slot : null;
  return {
    id: request.id,
    horseId: request.horseId,
    requesterId: request.requesterId,
    ownerId: request.ownerId,
    service: request.service,
    startDate: request.startDate,
    endDate: request.endDate,
    message: request.message,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    horse,
    requester,
    owner,
    reason: request.reason,
    changedById: request.changedById,
    undoMsLeft: undoMsLeft(request, Date.now()),
    slot: shownSlot,
    preferredTime,
    isFlexible: enquiry?.isFlexible ?? false,
    activities: enquiry?.activities ?? [request.service],
    // Added only for the one reader allowed to see them (visit-window.ts).
    yardDetails: null,
    requesterRecord: null,
    inboxGroup: inboxGroup(request, londonWallClock(now).day),
    unanswered: isUnanswered(request, now),
    ...shareFieldsOf(request, { preferredTime, slot: shownSlot }, days, now, takenDays),
  };
}

/** Many requests' views, with the days of the shares among them read in one query. */
export async function toRequestViews(
  db: Executor,
  rows: RequestRow[],
  now = clockNow(),
): Promise<RequestView[]> {
  const shareIds = rows.filter((row) => row.request.kind === 'share').map((row) => row.request.id);
  const days = new Map<number, ShareDayRow[]>();
  for (const day of await findDaysOf(db, shareIds)) {
    days.set(day.requestId, [...(days.get(day.requestId) ?? []), day]);
  }
  return rows.map((row) => toRequestView(row, { days: days.get(row.request.id) ?? [], now }));
}
