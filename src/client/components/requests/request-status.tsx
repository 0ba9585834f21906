import type { RequestStatus } from '#contract/options';
import type { RequestView } from '#contract/requests';
import { shareInWords } from '#contract/rules/share-words';
import { visitInWords } from '#contract/rules/visit-words';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';

const STATUS: Record<RequestStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'accent' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'muted' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

/** An accepted visit whose day has ended is done; a share whose last day has ended has ended. */
const OVER = { visit: 'Done', share: 'Ended' } as const;

/** A request's state as a badge, the same words in every list and thread. */
export function RequestStatusBadge({
  request,
}: {
  request: Pick<RequestView, 'status' | 'isOver' | 'kind'>;
}) {
  if (request.isOver) return <Badge variant="muted">{OVER[request.kind]}</Badge>;
  return <Badge variant={STATUS[request.status].variant}>{STATUS[request.status].label}</Badge>;
}

/**
 * When, in words: a visit's day and the slot's times ("Tue 2 Dec, 10:00–12:00"), a share's weekdays, first
 * day, times and trial ("Tue & Sat from Tue 2 Dec, 10:00–12:00 · trial until Mon 29 Dec"); never a raw ISO
 * date.
 */
export function requestVisitWords(request: RequestView): string {
  if (request.kind === 'share') return shareInWords(request);
  return visitInWords({
    startDate: request.startDate,
    endDate: request.endDate,
    startTime: request.slot?.startTime,
    endTime: request.slot?.endTime,
  });
}
