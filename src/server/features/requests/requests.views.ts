import type { RequestView } from '#contract/requests.js';
import type { RequestRow } from './requests.repository.js';

export function toRequestView({ request, horse, requester, owner, enquiry, slot }: RequestRow): RequestView {
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
    slot: slot?.id ? slot : null,
    preferredTime: enquiry?.preferredTime ?? null,
    isFlexible: enquiry?.isFlexible ?? false,
    activities: enquiry?.activities ?? [request.service],
  };
}
