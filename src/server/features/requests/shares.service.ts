import {
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  partyOf,
  type RequestCreateInput,
  type RequestView,
} from '#contract/requests.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { offeredWeekdays, SHARE_LIMITS, shareDates, trialEndOf } from '#contract/rules/share-days.js';
import { shareInWords } from '#contract/rules/share-words.js';
import type { Weekday } from '#contract/rules/weekdays.js';
import { SHARE_MESSAGES } from '#contract/shares.js';
import type { Executor, Transaction } from '#server/db/client.js';
import { lockMemberUntilCommit } from '#server/db/member-locks.js';
import type { AvailabilitySlot, Request, User } from '#server/db/schema/index.js';
import { badRequest, conflict, notFound, tooManyRequests } from '#server/platform/http/app-error.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { eitherBlocked } from '../blocks/index.js';
import type { ArrangementChange } from '../notifications/index.js';
import {
  countRequestsSince,
  findOpenShareFor,
  findRequest,
  findSlotForEnquiry,
  insertRequest,
} from './requests.repository.js';
import { assertMayAskFor, dateError, HOUR_MS, showRequest, type RequestDeps } from './requests.service.js';
import { bookAskedDays, bookRunningDays } from './share-booking.js';
import { findDaysOf } from './share-days.repository.js';
import { setShareFields } from './shares.repository.js';
import { arrangementNotice } from './request-notices.js';

/** Refuses a weekday `slot` does not offer between two days (contract's offeredWeekdays), naming it. */
export function assertWeekdaysOffered(
  slot: AvailabilitySlot,
  weekdays: readonly Weekday[],
  range: { from: string; to: string },
  field = 'weekdays',
): void {
  const offered = offeredWeekdays(slot, range);
  for (const weekday of weekdays) {
    if (!offered.includes(weekday))
      throw badRequest(SHARE_MESSAGES.weekdayNotOffered(weekday), {
        [field]: [SHARE_MESSAGES.weekdayNotOffered(weekday)],
      });
  }
}

/** POST /api/requests with kind "share": a pending share with its days, one request for the hour's limit. */
export async function createShare({
  db,
  actor,
  input,
  notify,
  today = calendarToday(),
}: Pick<RequestDeps, 'db' | 'notify'> & {
  actor: User;
  input: RequestCreateInput;
  today?: string;
}): Promise<RequestView> {
  const horse = await assertMayAskFor(db, actor, input, today);
  const slot = input.availabilitySlotId ? await findSlotForEnquiry(db, input.availabilitySlotId) : undefined;
  if (!slot || slot.horseId !== input.horseId)
    throw dateError('availabilitySlotId', REQUEST_MESSAGES.slotNotOnDate);
  const weekdays = input.weekdays ?? [];
  const trialEndsOn = trialEndOf(input.startDate, input.trialWeeks);
  const lastAsked = input.endDate && input.endDate < trialEndsOn ? input.endDate : trialEndsOn;
  assertWeekdaysOffered(slot, weekdays, { from: input.startDate, to: lastAsked });
  if (shareDates(weekdays, input.startDate, lastAsked).length === 0)
    throw dateError('endDate', SHARE_MESSAGES.endBeforeTrial);

  const id = await db.transaction(async (tx) => {
    // One ask at a time per member: the hour's count and the open share are read and written together.
    await lockMemberUntilCommit(tx, 'visitRequests', actor.id);
    const recent = await countRequestsSince(tx, actor.id, new Date(Date.now() - HOUR_MS));
    if (recent >= REQUEST_LIMITS.perHour) throw tooManyRequests(REQUEST_MESSAGES.tooMany);
    if (await findOpenShareFor(tx, { requesterId: actor.id, horseId: input.horseId, today }))
      throw conflict(SHARE_MESSAGES.alreadySharing);
    const request = await insertRequest(tx, {
      kind: 'share',
      horseId: input.horseId,
      requesterId: actor.id,
      ownerId: horse.ownerId,
      service: input.service,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      message: input.message || null,
      weekdays,
      trialEndsOn,
      bookedUntil: lastAsked,
    });
    await bookAskedDays(
      tx,
      { requestId: request.id, weekdays, slot },
      { from: input.startDate, to: lastAsked },
    );
    return request.id;
  });
  const view = await showRequest(db, id);
  const detail = `${actor.firstName} asked to share ${view.horse.name}: ${shareInWords(view)}.${input.message ? ` "${input.message}"` : ''}`;
  await notify?.(
    arrangementNotice(view, { change: 'asked', sender: actor, receiverId: horse.ownerId, detail }),
  );
  return view;
}

/** What a change to a share is, for its notice: the kind of change, and the day or reason it names. */
export interface ShareNotice {
  change: ArrangementChange;
  when?: string;
  reason?: string | null;
}

/** A running share of which `actor` is a member, or the reason they cannot act on it. */
export async function runningShareFor(
  db: Executor,
  actor: User,
  id: number,
): Promise<{ request: Request; view: RequestView; party: 'owner' | 'requester' }> {
  const request = await findRequest(db, id);
  const party = request ? partyOf(request, actor.id) : null;
  if (!request || !party) throw notFound(REQUEST_MESSAGES.notFound);
  if (request.kind !== 'share') throw conflict(SHARE_MESSAGES.notAShare);
  const view = await showRequest(db, id);
  if (request.status !== 'accepted' || view.isOver) throw conflict(SHARE_MESSAGES.notRunning);
  return { request, view, party };
}

/**
 * Posts a line about the share into the pair's thread (unless either has blocked the other: that would be
 * contact) and, after commit, tells the other member.
 */
export async function tellOther(
  deps: RequestDeps,
  tx: Transaction,
  change: { actor: User; request: Request; line: string; notice: ShareNotice },
): Promise<() => Promise<void>> {
  const { actor, request, line, notice } = change;
  const receiverId = actor.id === request.ownerId ? request.requesterId : request.ownerId;
  if (await eitherBlocked(tx, request.ownerId, request.requesterId)) return async () => {};
  await deps.postToThread(tx, {
    senderId: actor.id,
    receiverId,
    content: line,
    requestId: request.id,
    horseId: request.horseId,
  });
  const view = await showRequest(tx, request.id);
  const facts = { ...notice, sender: actor, receiverId, detail: line };
  return async () => deps.notify?.(arrangementNotice(view, facts));
}

/** The slot a share's days take their times and places from (its first day's), if it still exists. */
export async function slotOfShare(db: Executor, requestId: number): Promise<AvailabilitySlot | undefined> {
  const [first] = await findDaysOf(db, [requestId]);
  return first?.slotId ? findSlotForEnquiry(db, first.slotId) : undefined;
}

/** Books a share that rolls on after its trial up to SHARE_LIMITS.bookAheadDays ahead (or its end). */
export async function bookAhead(tx: Transaction, request: Request, today: string): Promise<string[]> {
  const slot = await slotOfShare(tx, request.id);
  if (!slot || !request.bookedUntil) return [];
  const horizon = addDays(today, SHARE_LIMITS.bookAheadDays);
  const to = request.endDate && request.endDate < horizon ? request.endDate : horizon;
  const from = addDays(request.bookedUntil, 1);
  if (to < from) return [];
  const weekdays = (request.weekdays ?? []) as Weekday[];
  const taken = await bookRunningDays(tx, { requestId: request.id, weekdays, slot }, { from, to });
  await setShareFields(tx, request.id, { bookedUntil: to });
  return taken;
}
