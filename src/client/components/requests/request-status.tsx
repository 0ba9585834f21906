import type { RequestStatus } from '#contract/options';
import type { RequestView } from '#contract/requests';
import { visitInWords } from '#contract/rules/visit-words';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';

const STATUS: Record<RequestStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'accent' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'muted' },
  cancelled: { label: 'Cancelled', variant: 'muted' },
};

/** A request's state as a badge, the same words in every list and thread. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

/** "Tue 2 Dec, 10:00–12:00": the day and the slot's times, never a raw ISO date. */
export function requestVisitWords(request: RequestView): string {
  return visitInWords({
    startDate: request.startDate,
    endDate: request.endDate,
    startTime: request.slot?.startTime,
    endTime: request.slot?.endTime,
  });
}
