import { z } from 'zod';
import { calendarDay } from './availability.js';
import { IdParamSchema, IdSchema } from './ids.js';
import { RequestStatusSchema, SERVICES, ServiceSchema, type RequestStatus } from './options.js';

// Calls (member spec §7 GET /api/requests?userId=; public spec §7 POST /api/requests; the lifecycle and
// the calendar file are ours). All need a signed-in member (401).
//   POST /api/requests                       RequestCreateInput → 201 RequestView. Enthusiasts only (403).
//   GET  /api/requests?userId=&limit=&offset= one's own requests, sent (requester) or received (owner),
//        newest first; X-Total-Count. Anyone else's userId: 403. Reply RequestView[].
//   POST /api/requests/{id}/accept           owner: pending → accepted          → 200 RequestView
//   POST /api/requests/{id}/decline          owner: pending → declined          → 200 RequestView
//   POST /api/requests/{id}/cancel           requester: pending | accepted → cancelled → 200 RequestView
//        (empty body). A request in any other state: 409; not a party: 403; unknown: 404. Each change
//        posts a message into the pair's thread (requestId set), so both see it in Messages.
//   GET  /api/requests/{id}/calendar.ics     either party, accepted only (409 otherwise): text/calendar.
// An enquiry (POST /api/messages with messageType availability_enquiry, see messages.ts) creates the
// pending request and its message together, or neither.

export const REQUEST_MESSAGES = {
  enthusiastsOnly: 'Only horse enthusiasts can send requests',
  horseNotFound: 'Horse not found',
  horseUnavailable: 'This horse is not available at the moment',
  serviceRequired: 'Please choose a service',
  startDateRequired: 'Start date is required',
  endDateBeforeStart: 'End date cannot be before the start date',
  inThePast: 'Please choose a date from today onwards',
  messageTooLong: 'Messages can be at most 5000 characters',
  ownOnly: 'You can only see your own requests',
  notFound: 'Request not found',
  ownerOnly: "Only the horse's owner can accept or decline this request",
  requesterOnly: 'Only the member who sent this request can cancel it',
  slotNotOnDate: 'That time slot is not available on that date',
  slotOver: 'That time slot has no dates left',
  calendarOnlyAccepted: 'Only an accepted visit can be added to a calendar',
  /** 409: the request is no longer in a state that allows the change. */
  alreadyIs: (status: RequestStatus) => `This request has already been ${status}`,
  // Toasts of the client (public spec §8).
  sentTitle: 'Request Sent',
  sentBody: 'Your time slot request has been sent to the horse owner!',
  sendFailed: 'Failed to send request. Please try again.',
  noSlot: 'No slot selected',
} as const;

export const REQUEST_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Who may do what, from which states, to which state; the server and the buttons both read it. */
export const REQUEST_TRANSITIONS: Record<
  RequestAction,
  { by: 'owner' | 'requester'; from: readonly RequestStatus[]; to: RequestStatus }
> = {
  accept: { by: 'owner', from: ['pending'], to: 'accepted' },
  decline: { by: 'owner', from: ['pending'], to: 'declined' },
  cancel: { by: 'requester', from: ['pending', 'accepted'], to: 'cancelled' },
};

/** The actions `userId` may take on a request now (none when it is settled). */
export function availableActions(
  request: { status: RequestStatus; ownerId: number; requesterId: number },
  userId: number,
): RequestAction[] {
  return (Object.keys(REQUEST_TRANSITIONS) as RequestAction[]).filter((action) => {
    const rule = REQUEST_TRANSITIONS[action];
    const party = rule.by === 'owner' ? request.ownerId : request.requesterId;
    return party === userId && rule.from.includes(request.status);
  });
}

/** POST /api/requests (the requester is the session's member). */
export const RequestCreateSchema = z
  .object({
    horseId: IdSchema('Horse is required'),
    service: z.enum(SERVICES, { error: REQUEST_MESSAGES.serviceRequired }),
    startDate: calendarDay(REQUEST_MESSAGES.startDateRequired),
    endDate: calendarDay(REQUEST_MESSAGES.startDateRequired).nullish(),
    message: z.string().trim().max(5000, REQUEST_MESSAGES.messageTooLong).nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: REQUEST_MESSAGES.endDateBeforeStart });
    }
  });
export type RequestCreateInput = z.infer<typeof RequestCreateSchema>;

const PartySchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** A request as either party sees it; the enquiry fields are null for a request made without one. */
export const RequestViewSchema = z.object({
  id: z.number().int(),
  horseId: z.number().int(),
  requesterId: z.number().int(),
  ownerId: z.number().int(),
  service: ServiceSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  message: z.string().nullable(),
  status: RequestStatusSchema,
  createdAt: z.string(),
  horse: z.object({ id: z.number().int(), name: z.string() }),
  requester: PartySchema,
  owner: PartySchema,
  /** From the enquiry that opened the request. */
  slot: z
    .object({ id: z.number().int(), title: z.string(), startTime: z.string(), endTime: z.string() })
    .nullable(),
  preferredTime: z.string().nullable(),
  isFlexible: z.boolean(),
  activities: z.array(ServiceSchema),
});
export type RequestView = z.infer<typeof RequestViewSchema>;

export const RequestListQuerySchema = z.object({
  userId: IdParamSchema('userId is required'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

export const RequestIdParamsSchema = z.object({ id: IdParamSchema() });

/** The file name of an accepted visit's calendar entry. */
export const requestCalendarPath = (id: number) => `/api/requests/${id}/calendar.ics`;
