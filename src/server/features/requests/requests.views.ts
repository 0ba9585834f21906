import { REQUEST_UNDO_MS, type RequestView } from '#contract/requests.js';
import type { RequestRow } from './requests.repository.js';

/** How long the last change may still be undone, from now (0: nothing to undo). */
function undoMsLeft(request: RequestRow['request'], now: number): number {
  if (request.changedById === null || request.previousStatus === null || !request.changedAt) return 0;
  return Math.max(0, request.changedAt.getTime() + REQUEST_UNDO_MS - now);
}

export function toRequestView(
  { request, horse, requester, owner, enquiry, slot }: RequestRow,
  now = Date.now(),
): RequestView {
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
    undoMsLeft: undoMsLeft(request, now),
    slot: slot?.id ? slot : null,
    preferredTime: enquiry?.preferredTime ?? null,
    isFlexible: enquiry?.isFlexible ?? false,
    activities: enquiry?.activities ?? [request.service],
    // Added only for the one reader allowed to see them (visit-window.ts).
    yardDetails: null,
  };
}
