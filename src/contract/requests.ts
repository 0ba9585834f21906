import { z } from 'zod';
import { calendarDay } from './availability.js';
import { IdParamSchema, IdSchema } from './ids.js';
import { MESSAGE_LIMITS, MESSAGE_MESSAGES } from './messages.js';
import { RequestStatusSchema, SERVICES, ServiceSchema, type RequestStatus } from './options.js';
import { PublicUserSchema } from './users.js';
import { RequesterRecordSchema } from './reliability.js';
import { YardDetailsSchema } from './visits.js';
import {
  REQUEST_KINDS,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  ShareFieldsSchema,
  trialWeeksField,
  weekdaysField,
  withoutDaysField,
} from './shares.js';

// Calls (docs/product.md §M7 GET /api/requests?userId=; docs/product.md §P7 POST /api/requests; the lifecycle and
// the calendar file are ours). All need a signed-in member (401).
//   POST /api/requests                       RequestCreateInput → 201 RequestView. Enthusiasts only (403).
//   GET  /api/requests?userId=&limit=&offset= one's own requests, sent (requester) or received (owner),
//        newest first; X-Total-Count. Anyone else's userId: 403. Reply RequestView[]. With &inbox=owner
//        or &inbox=requester: one side only, pending first (RequestListQuerySchema); &after= (the
//        cursor of the last row shown, requestInboxCursor) starts just after that row. &kind=visit or
//        &kind=share: that kind only (the total counts that kind).
//   GET  /api/requests/{id}                  one request, for either party → 200 RequestView; anyone
//        else, like an unknown id: 404 (an enquiry's card in Messages reads its request so).
//   POST /api/requests/{id}/accept           owner: pending → accepted          → 200 RequestView
//   POST /api/requests/{id}/decline          owner: pending → declined          → 200 RequestView
//   POST /api/requests/{id}/cancel           requester: pending | accepted → cancelled; the owner:
//        accepted → cancelled                                                      → 200 RequestView
//        Body optional: RequestAnswerInput { reason } (decline and cancel; the other party reads it).
//        A request in any other state: 409; not a party: 403; unknown: 404. Each change posts a
//        message into the pair's thread (requestId set), so both see it in Messages.
//   POST /api/requests/{id}/undo             the member who made the last change, within a minute of
//        it (REQUEST_UNDO_MS): back to the state before it → 200 RequestView; later or anyone else 409.
// A member holds at most one open (pending or accepted) request for a slot's day (409
// alreadyRequested), sends at most REQUEST_LIMITS.perHour requests an hour (429), and cannot ask for a
// day the slot's capacity has filled with accepted visits (409 dayTaken); the owner cannot accept one.
//   GET  /api/requests/{id}/calendar.ics     either party, accepted only (409 otherwise): text/calendar.
// An enquiry (POST /api/messages with messageType availability_enquiry, see messages.ts) creates the
// pending request and its message together, or neither.

/** Requests one member may send in an hour (enquiries included): enough for any real plan. */
export const REQUEST_LIMITS = { perHour: 12, reasonMax: 500 } as const;

export const REQUEST_MESSAGES = {
  enthusiastsOnly: 'Only horse enthusiasts can send requests',
  horseNotFound: 'Horse not found',
  horseUnavailable: 'This horse is not available at the moment',
  serviceRequired: 'Please choose a service',
  startDateRequired: 'Start date is required',
  endDateBeforeStart: 'End date cannot be before the start date',
  inThePast: 'Please choose a date from today onwards',
  // The first message opens a conversation, so it has a conversation message's limit and words.
  messageTooLong: MESSAGE_MESSAGES.contentTooLong,
  ownOnly: 'You can only see your own requests',
  notFound: 'Request not found',
  ownerOnly: "Only the horse's owner can accept or decline this request",
  requesterOnly: 'Only the member who sent this request can cancel it',
  acceptedOnly: 'An owner can cancel a visit once it has been accepted; decline a pending request instead',
  slotNotOnDate: 'That time slot is not available on that date',
  slotOver: 'That time slot has no dates left',
  calendarOnlyAccepted: 'Only an accepted visit can be added to a calendar',
  alreadyRequested: 'You have already asked for this day. Your request is waiting in your requests.',
  dayTaken: 'That day is already taken. Please choose another day.',
  /** 409 on accept: the requester is suspended or deleted their account (decision 0042). */
  requesterUnavailable: 'This member is no longer available, so the visit cannot be arranged.',
  tooMany: 'You have sent a lot of requests in the last hour. Please wait a while and try again.',
  undoTooLate: 'This change can no longer be undone',
  reasonTooLong: `A reason can be at most ${REQUEST_LIMITS.reasonMax} characters`,
  /** 400: the inbox's `after` is not one the inbox made, or comes without `inbox`. */
  badCursor: 'This list position is not valid. Please reload your requests.',
  /** 409: the request is no longer in a state that allows the change. */
  alreadyIs: (status: RequestStatus) => `This request has already been ${status}`,
  // Toasts of the client (docs/product.md §P8).
  sentTitle: 'Request Sent',
  sentBody: 'Your time slot request has been sent to the horse owner!',
  sendFailed: 'Failed to send request. Please try again.',
  noSlot: 'No slot selected',
} as const;

export const REQUEST_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** How long the member who answered may take the answer back. */
export const REQUEST_UNDO_MS = 60_000;

type Party = 'owner' | 'requester';

/**
 * Who may do what, from which states, to which state; the server and the buttons both read it. Either
 * side may call a visit off; an owner answers a pending request by declining it, so an owner's cancel
 * is for an accepted visit only.
 */
export const REQUEST_TRANSITIONS: Record<
  RequestAction,
  { from: Readonly<Partial<Record<Party, readonly RequestStatus[]>>>; to: RequestStatus }
> = {
  accept: { from: { owner: ['pending'] }, to: 'accepted' },
  decline: { from: { owner: ['pending'] }, to: 'declined' },
  cancel: { from: { requester: ['pending', 'accepted'], owner: ['accepted'] }, to: 'cancelled' },
};

/** Which side of the request `userId` is on, if either. */
export function partyOf(request: { ownerId: number; requesterId: number }, userId: number): Party | null {
  if (request.ownerId === userId) return 'owner';
  if (request.requesterId === userId) return 'requester';
  return null;
}

/**
 * The actions `userId` may take on a request now: none when it is settled or over (a visit whose day has
 * passed reads "Done"; its cancel is offered as SHARE_MESSAGES.didNotHappen instead); a share that is
 * running is ended with notice, not cancelled.
 */
export function availableActions(
  request: { status: RequestStatus; ownerId: number; requesterId: number; isOver?: boolean; kind?: string },
  userId: number,
): RequestAction[] {
  const party = partyOf(request, userId);
  if (!party || request.isOver) return [];
  if (request.kind === 'share' && request.status === 'accepted') return [];
  return REQUEST_ACTIONS.filter((action) =>
    REQUEST_TRANSITIONS[action].from[party]?.includes(request.status),
  );
}

/**
 * Body of accept, decline and cancel (may be left out): why, in words the other party reads; accepting a
 * share may name the days to leave out (contract/shares.ts).
 */
export const RequestAnswerSchema = z.object({
  reason: z.string().trim().max(REQUEST_LIMITS.reasonMax, REQUEST_MESSAGES.reasonTooLong).nullish(),
  withoutDays: withoutDaysField,
});
export type RequestAnswerInput = z.infer<typeof RequestAnswerSchema>;

/**
 * POST /api/requests (the requester is the session's member): a one-off visit (`kind` left out or
 * "visit"), or a standing share (`kind: "share"`: `weekdays`, `startDate`, `trialWeeks` (4 if left out),
 * optional `endDate`, and the slot whose time window the days take, `availabilitySlotId`).
 */
export const RequestCreateSchema = z
  .object({
    horseId: IdSchema('Horse is required'),
    kind: z.enum(REQUEST_KINDS).default('visit'),
    service: z.enum(SERVICES, { error: REQUEST_MESSAGES.serviceRequired }),
    startDate: calendarDay(REQUEST_MESSAGES.startDateRequired),
    endDate: calendarDay(REQUEST_MESSAGES.startDateRequired).nullish(),
    message: z.string().trim().max(MESSAGE_LIMITS.maxLength, REQUEST_MESSAGES.messageTooLong).nullish(),
    weekdays: weekdaysField.optional(),
    trialWeeks: trialWeeksField.default(SHARE_LIMITS.trialWeeksDefault),
    availabilitySlotId: IdSchema(SHARE_MESSAGES.slotRequired).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: REQUEST_MESSAGES.endDateBeforeStart });
    }
    if (value.kind !== 'share') return;
    if (!value.weekdays)
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: SHARE_MESSAGES.weekdaysRequired });
    if (value.availabilitySlotId === undefined)
      ctx.addIssue({ code: 'custom', path: ['availabilitySlotId'], message: SHARE_MESSAGES.slotRequired });
  });
export type RequestCreateInput = z.infer<typeof RequestCreateSchema>;

/** The requester or the owner: their public name and photo. */
const PartySchema = PublicUserSchema.pick({ id: true, firstName: true, lastName: true, profileImage: true });

/** A request as either party sees it; the enquiry fields are null for a request made without one. */
export const RequestViewSchema = z
  .object({
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
    /** image: the horse's first approved photo, or null. */
    horse: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
    requester: PartySchema,
    owner: PartySchema,
    /** Why it was declined or cancelled, when the member who did it said. */
    reason: z.string().nullable(),
    /**
     * Who made the last change of status, and how long (ms, from this reply) they may still undo it: 0
     * when there is nothing to undo. A duration, not an instant, so a device's wrong clock cannot matter.
     */
    changedById: z.number().int().nullable(),
    undoMsLeft: z.number().int(),
    /** From the enquiry that opened the request. */
    slot: z
      .object({ id: z.number().int(), title: z.string(), startTime: z.string(), endTime: z.string() })
      .nullable(),
    preferredTime: z.string().nullable(),
    isFlexible: z.boolean(),
    activities: z.array(ServiceSchema),
    /**
     * The owner's private yard details (contract/visits.ts): only in the enthusiast's own view of an
     * accepted visit, from acceptance until the visit has ended; null for everyone and everything else.
     */
    yardDetails: YardDetailsSchema.nullable(),
    /**
     * Who is asking (contract/reliability.ts): in the owner's read of a request only (the inbox, and GET
     * /api/requests/{id}); null for the requester.
     */
    requesterRecord: RequesterRecordSchema.nullable(),
    /**
     * Where the inbox places it (rules/request-inbox.ts): 0 waiting for an answer, 1 coming, 2 past, by
     * the server's London day; the inbox's headings and its cursor read it.
     */
    inboxGroup: z.number().int().min(0).max(2),
    /**
     * Still pending after UNANSWERED.afterHours (contract/unanswered.ts, decision 0057): the requester's
     * card says "No answer yet" beside Withdraw.
     */
    unanswered: z.boolean(),
  })
  .extend(ShareFieldsSchema.shape);
export type RequestView = z.infer<typeof RequestViewSchema>;

/** The two sides a member's requests inbox can show (decision 0042). */
export const REQUEST_INBOXES = ['owner', 'requester'] as const;
export type RequestInbox = (typeof REQUEST_INBOXES)[number];

export { inboxGroup, requestInboxCursor } from './rules/request-inbox.js';

/**
 * Read back: group 0-2, the key it sorts by within the group (ms since 1970 of a day or an instant, at
 * most 13 digits: before the year 2287), a row id.
 */
const RequestInboxCursorSchema = z
  .string(REQUEST_MESSAGES.badCursor)
  .regex(/^[0-2]\.(0|[1-9][0-9]{0,12})\.[1-9][0-9]{0,9}$/, REQUEST_MESSAGES.badCursor)
  .transform((text) => {
    const [group = '', ms = '', id = ''] = text.split('.');
    return { group: Number(group), at: new Date(Number(ms)), id: Number(id) };
  })
  .pipe(
    z.object({
      group: z.number().int(),
      at: z.date(REQUEST_MESSAGES.badCursor),
      id: IdSchema(REQUEST_MESSAGES.badCursor),
    }),
  );
export type RequestInboxCursor = z.output<typeof RequestInboxCursorSchema>;

export const RequestListQuerySchema = z
  .object({
    userId: IdParamSchema('userId is required'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /**
     * Optional: only the requests for the member's horses (`owner`) or only those they sent (`requester`),
     * waiting for an answer first (newest first), then what is coming (soonest first), then the past ones
     * (newest first), so that paging from the start reaches every pending request before any other.
     */
    inbox: z.enum(REQUEST_INBOXES).optional(),
    /**
     * Optional, with `inbox`: only the rows after this one in the inbox's order (requestInboxCursor of
     * the last row shown). Paging so, a request answered or removed between pages skips no other.
     */
    after: RequestInboxCursorSchema.optional(),
    /** Optional: only one-off visits or only standing shares (My shares on My Profile reads the shares). */
    kind: z.enum(REQUEST_KINDS).optional(),
  })
  .refine((query) => query.after === undefined || query.inbox !== undefined, {
    message: REQUEST_MESSAGES.badCursor,
    path: ['after'],
  });
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

export const RequestIdParamsSchema = z.object({ id: IdParamSchema() });

/** The file name of an accepted visit's calendar entry. */
export const requestCalendarPath = (id: number) => `/api/requests/${id}/calendar.ics`;
