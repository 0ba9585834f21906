import type { Service } from '#contract/options.js';
import {
  partyOf,
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  type RequestCreateInput,
  type RequestListQuery,
  type RequestView,
} from '#contract/requests.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { nextOccurrence, occursOn } from '#contract/rules/recurrence.js';
import type { Database, Executor, Transaction } from '#server/db/client.js';
import { lockMemberUntilCommit } from '#server/db/member-locks.js';
import type { User } from '#server/db/schema/index.js';
import type { ActorOnId } from '#server/platform/sessions/session.js';
import {
  badRequest,
  conflict,
  forbidden,
  foundOr404,
  notFound,
  tooManyRequests,
} from '#server/platform/http/app-error.js';
import {
  countAcceptedOn,
  countRequestsSince,
  findHorseForRequest,
  findOpenRequestFor,
  findRequestRow,
  findRequestRowsOf,
  findSlotForEnquiry,
  insertRequest,
} from './requests.repository.js';
import { assertMayContact } from '../blocks/index.js';
import { toRequestView, toRequestViews } from './requests.views.js';
import { findDaysOf, findFullDays } from './share-days.repository.js';
import { visitCalendarFeed, visitCalendarFile, visitEventsOf } from './visit-calendar.js';
import { asReadBy } from './read-views.js';
import type { ArrangementEvent, Notify } from '../notifications/index.js';
import { arrangementNotice, visitWhen } from './request-notices.js';

/** Posts a message into the two parties' thread, inside the caller's transaction (the messages feature). */
export type PostToThread = (
  tx: Transaction,
  message: { senderId: number; receiverId: number; content: string; requestId: number; horseId: number },
) => Promise<unknown>;

export interface RequestDeps {
  db: Database;
  postToThread: PostToThread;
  /** Tells the other party (push or e-mail, decision 0030); unset where nobody is to be told. */
  notify?: Notify;
}

/** Requests (and enquiries) come from enthusiasts only (docs/product.md §M6). */
function assertEnthusiast(actor: User): void {
  if (actor.userType !== 'enthusiast') throw forbidden(REQUEST_MESSAGES.enthusiastsOnly);
}

/** The horse exists and is available; returns its owner. */
async function availableHorse(db: Executor, horseId: number): Promise<{ ownerId: number }> {
  const horse = await findHorseForRequest(db, horseId);
  if (!horse) throw notFound(REQUEST_MESSAGES.horseNotFound);
  if (!horse.isAvailable) throw conflict(REQUEST_MESSAGES.horseUnavailable);
  return horse;
}

/**
 * What any ask (a visit or a share) must pass before its own rules: an enthusiast, an available horse,
 * an owner they may contact (a deleted or suspended owner, or either having blocked the other, is refused
 * in neutral words), a first day from today on. Returns the horse's owner.
 */
export async function assertMayAskFor(
  db: Executor,
  actor: User,
  input: { horseId: number; startDate: string },
  today: string,
): Promise<{ ownerId: number }> {
  assertEnthusiast(actor);
  const horse = await availableHorse(db, input.horseId);
  await assertMayContact(db, actor.id, horse.ownerId);
  if (input.startDate < today) throw dateError('startDate', REQUEST_MESSAGES.inThePast);
  return horse;
}

export const dateError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** One request's view; a pending share's days say which the horse's capacity can no longer hold. */
export async function showRequest(db: Executor, id: number): Promise<RequestView> {
  const row = foundOr404(await findRequestRow(db, id), REQUEST_MESSAGES.notFound);
  if (row.request.kind !== 'share') return toRequestView(row);
  const takenDays = row.request.status === 'pending' ? await findFullDays(db, id) : new Set<string>();
  return toRequestView(row, { days: await findDaysOf(db, [id]), takenDays });
}

export const HOUR_MS = 3_600_000;

/**
 * What every new request must pass: the member has not used up the hour's allowance (counted in the
 * database, so every server process agrees, and in real time like every rate limit), does not already
 * hold an open request for the same visit, and the slot's day (if any) is not full. The member's lock
 * comes first and holds until the caller's transaction, which stores the request, ends: requests sent at
 * once are counted one after another, each seeing the ones before it (docs/decisions/0048).
 */
async function assertMayAsk(
  tx: Transaction,
  visit: { requesterId: number; horseId: number; slotId: number | null; day: string; capacity?: number },
): Promise<void> {
  await lockMemberUntilCommit(tx, 'visitRequests', visit.requesterId);
  const recent = await countRequestsSince(tx, visit.requesterId, new Date(Date.now() - HOUR_MS));
  if (recent >= REQUEST_LIMITS.perHour) throw tooManyRequests(REQUEST_MESSAGES.tooMany);
  if (await findOpenRequestFor(tx, visit)) throw conflict(REQUEST_MESSAGES.alreadyRequested);
  if (visit.slotId !== null && (await countAcceptedOn(tx, visit.slotId, visit.day)) >= (visit.capacity ?? 1))
    throw conflict(REQUEST_MESSAGES.dayTaken);
}

/** POST /api/requests: a pending request from the signed-in enthusiast. */
export async function createRequest({
  db,
  actor,
  input,
  notify,
  today = calendarToday(),
}: {
  db: Executor;
  actor: User;
  input: RequestCreateInput;
  notify?: Notify;
  today?: string;
}): Promise<RequestView> {
  const horse = await assertMayAskFor(db, actor, input, today);
  const request = await db.transaction(async (tx) => {
    await assertMayAsk(tx, {
      requesterId: actor.id,
      horseId: input.horseId,
      slotId: null,
      day: input.startDate,
    });
    return insertRequest(tx, {
      horseId: input.horseId,
      requesterId: actor.id,
      ownerId: horse.ownerId,
      service: input.service,
      startDate: input.startDate,
      endDate: input.endDate ?? input.startDate,
      message: input.message || null,
    });
  });
  const view = await showRequest(db, request.id);
  const detail = `${actor.firstName} asked to visit ${view.horse.name} on ${visitWhen(view)}.${input.message ? ` "${input.message}"` : ''}`;
  await notify?.(
    arrangementNotice(view, { change: 'asked', sender: actor, receiverId: horse.ownerId, detail }),
  );
  return view;
}

/** The notice of a new request an availability enquiry opened (the messages feature stores both). */
export async function enquiryNotice(
  db: Executor,
  facts: { requestId: number; sender: User; receiverId: number; detail: string },
): Promise<ArrangementEvent> {
  const { requestId, ...rest } = facts;
  return arrangementNotice(await showRequest(db, requestId), { change: 'asked', ...rest });
}

/**
 * The pending request an availability enquiry opens, in the caller's transaction (the messages
 * feature stores the enquiry message beside it). Its day is the one the enquirer chose, which the slot
 * must occur on, or else the slot's next day from today. Returns the request's id.
 */
export async function openEnquiryRequest({
  db,
  actor,
  input,
  today = calendarToday(),
}: {
  db: Transaction;
  actor: User;
  input: {
    horseId: number;
    availabilitySlotId: number;
    slotDate: string | null;
    activities: Service[];
    content: string;
  };
  today?: string;
}): Promise<number> {
  assertEnthusiast(actor);
  const horse = await availableHorse(db, input.horseId);
  const slot = await findSlotForEnquiry(db, input.availabilitySlotId);
  if (!slot || slot.horseId !== input.horseId) throw notFound(REQUEST_MESSAGES.slotNotOnDate);
  let day = input.slotDate;
  if (day) {
    if (day < today) throw dateError('slotDate', REQUEST_MESSAGES.inThePast);
    if (!occursOn(slot, day)) throw dateError('slotDate', REQUEST_MESSAGES.slotNotOnDate);
  } else {
    day = nextOccurrence(slot, today);
    if (!day) throw dateError('availabilitySlotId', REQUEST_MESSAGES.slotOver);
  }
  await assertMayAsk(db, {
    requesterId: actor.id,
    horseId: input.horseId,
    slotId: slot.id,
    day,
    capacity: slot.capacity,
  });
  const request = await insertRequest(db, {
    horseId: input.horseId,
    requesterId: actor.id,
    ownerId: horse.ownerId,
    slotId: slot.id,
    // The request's service is the first activity chosen; the enquiry message keeps them all.
    service: input.activities[0]!,
    startDate: day,
    endDate: day,
    message: input.content,
  });
  return request.id;
}

/** GET /api/requests?userId=: one's own requests, sent or received; nobody else's. */
export async function listRequests({
  db,
  actor,
  input,
}: {
  db: Executor;
  actor: User;
  input: RequestListQuery;
}): Promise<{ items: RequestView[]; total: number }> {
  if (input.userId !== actor.id) throw forbidden(REQUEST_MESSAGES.ownOnly);
  const { rows, total } = await findRequestRowsOf(db, actor.id, { ...input, today: calendarToday() });
  const views = await toRequestViews(db, rows);
  return { items: await asReadBy(db, views, actor.id), total };
}

/**
 * GET /api/requests/{id}: one request, for its two parties (the enquiry card in Messages reads its own,
 * however old). Anyone else is told it is not there, as for an id that never was.
 */
export async function readRequest({ db, actor, id }: ActorOnId): Promise<RequestView> {
  const view = await showRequest(db, id);
  if (partyOf(view, actor.id) === null) throw notFound(REQUEST_MESSAGES.notFound);
  const [readable = view] = await asReadBy(db, [view], actor.id);
  return readable;
}

/** GET /api/requests/{id}/calendar.ics: an accepted visit or share, for either party: each of its days. */
export async function visitCalendar({
  db,
  actor,
  id,
}: ActorOnId): Promise<{ fileName: string; body: string }> {
  const view = await showRequest(db, id);
  if (actor.id !== view.ownerId && actor.id !== view.requesterId) throw notFound(REQUEST_MESSAGES.notFound);
  const events = visitEventsOf(view, actor.id);
  if (view.status !== 'accepted' || events.length === 0)
    throw conflict(REQUEST_MESSAGES.calendarOnlyAccepted);
  const kind = view.kind === 'share' ? 'share' : 'visit';
  return {
    fileName: `${kind}-${view.horse.name.replace(/[^A-Za-z0-9]+/g, '-')}-${events[0]!.day}.ics`,
    body: view.kind === 'share' ? visitCalendarFeed(events) : visitCalendarFile(events[0]!),
  };
}
