import {
  REQUEST_MESSAGES,
  REQUEST_TRANSITIONS,
  REQUEST_UNDO_MS,
  partyOf,
  type RequestAction,
  type RequestAnswerInput,
  type RequestView,
} from '#contract/requests.js';
import { SHARE_MESSAGES } from '#contract/shares.js';
import type { Transaction } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { conflict, forbidden, notFound } from '#server/platform/http/app-error.js';
import { assertMayContact, eitherBlocked } from '../blocks/index.js';
import { settleReviewsOfVisit } from '../reviews/index.js';
import type { ArrangementChange } from '../notifications/index.js';
import { findUserById } from '../users/index.js';
import {
  countAcceptedOn,
  findRequest,
  findSlotForEnquiry,
  undoLastChangeIf,
  updateStatusIf,
} from './requests.repository.js';
import { showRequest, type RequestDeps } from './requests.service.js';
import { asReadBy } from './read-views.js';
import { arrangementNotice, visitWhen } from './request-notices.js';
import { TAKEN_REASON } from './share-booking.js';
import { unpauseOwner } from './unanswered-requests.js';
import { cancelDays, findDaysOf, findFullDays, findSlotIdsOf, lockSlots } from './share-days.repository.js';

/** The change each answer makes, as its notice names it. */
const ANSWERED = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const satisfies Record<
  RequestAction,
  ArrangementChange
>;

/** The line posted into the thread for each answer; a reason is quoted for the other party. */
function threadLine(action: RequestAction | 'undo', view: RequestView, actor: User): string {
  const visit = `the visit to ${view.horse.name} on ${visitWhen(view)}`;
  const because = view.reason ? ` Reason: "${view.reason}"` : '';
  switch (action) {
    case 'accept':
      return `${actor.firstName} accepted ${visit}.`;
    case 'decline':
      return `${actor.firstName} declined the request for ${visit}.${because}`;
    case 'cancel':
      return `${actor.firstName} cancelled ${visit}.${because}`;
    case 'undo':
      return `${actor.firstName} undid their last answer: ${visit} is ${view.status} again.`;
  }
}

/** Not a party: 404 (a stranger learns nothing); a party the action is not for: 403. */
async function requestForParty(deps: RequestDeps, actor: User, id: number, action?: RequestAction) {
  const request = await findRequest(deps.db, id);
  const party = request ? partyOf(request, actor.id) : null;
  if (!request || !party) throw notFound(REQUEST_MESSAGES.notFound);
  if (action && !REQUEST_TRANSITIONS[action].from[party]) {
    throw forbidden(action === 'cancel' ? REQUEST_MESSAGES.requesterOnly : REQUEST_MESSAGES.ownerOnly);
  }
  return { request, party };
}

/** A day the slot's capacity has filled cannot take one more accepted visit. */
async function assertDayHasRoom(deps: RequestDeps, slotId: number | null, day: string | null) {
  if (slotId === null || day === null) return;
  const slot = await findSlotForEnquiry(deps.db, slotId);
  if ((await countAcceptedOn(deps.db, slotId, day)) >= (slot?.capacity ?? 1))
    throw conflict(REQUEST_MESSAGES.dayTaken);
}

/**
 * An accepted share is ended with notice (share-actions.service.ts), never cancelled. A visit stays
 * cancellable after its day: that is how either member says it did not take place, which takes its
 * reviews out of the ratings (docs/decisions/0040); the screens offer it as such, not as "Cancel".
 */
function assertCancellable(request: { kind: string }) {
  if (request.kind === 'share') throw conflict(SHARE_MESSAGES.endInstead);
}

/**
 * Accepting a share holds its days: the days the horse's capacity can no longer hold must each be named
 * in `withoutDays` (the owner saw them as taken) and are left out; any other taken day is a 409 that names
 * it, and a share left with no day cannot be accepted. Nothing is half-booked.
 */
async function holdShareDays(tx: Transaction, requestId: number, withoutDays: string[]) {
  await lockSlots(tx, await findSlotIdsOf(tx, requestId));
  const full = [...(await findFullDays(tx, requestId))].sort();
  const unnamed = full.filter((day) => !withoutDays.includes(day));
  if (unnamed.length > 0) throw conflict(SHARE_MESSAGES.daysTaken(unnamed));
  await cancelDays(tx, requestId, withoutDays, TAKEN_REASON);
  const left = (await findDaysOf(tx, [requestId])).filter((day) => day.status === 'planned');
  if (left.length === 0) throw conflict(SHARE_MESSAGES.daysTaken(full));
}

/**
 * A visit is arranged only with a member who can still take part: not one who is suspended or deleted
 * their account (decision 0042). Declining stays open to the owner.
 */
async function assertRequesterActive(deps: RequestDeps, requesterId: number) {
  const requester = await findUserById(deps.db, requesterId);
  if (!requester || requester.deletedAt || requester.suspendedAt)
    throw conflict(REQUEST_MESSAGES.requesterUnavailable);
}

/**
 * Accept or decline (the owner, from pending), or cancel (the requester from pending or accepted, the
 * owner from accepted), with an optional reason. Any other state is a 409; the change and its message in
 * the pair's thread are stored together.
 */
export async function answerRequest(
  deps: RequestDeps & { actor: User; id: number; action: RequestAction; input?: RequestAnswerInput },
): Promise<RequestView> {
  const { db, actor, id, action } = deps;
  const rule = REQUEST_TRANSITIONS[action];
  const { request, party } = await requestForParty(deps, actor, id, action);
  const from = rule.from[party] ?? [];
  if (!from.includes(request.status)) {
    if (action === 'cancel' && party === 'owner' && request.status === 'pending')
      throw conflict(REQUEST_MESSAGES.acceptedOnly);
    throw conflict(REQUEST_MESSAGES.alreadyIs(request.status));
  }
  if (action === 'cancel' && request.status === 'accepted') assertCancellable(request);
  if (action === 'accept') {
    await assertDayHasRoom(deps, request.slotId, request.startDate);
    await assertRequesterActive(deps, request.requesterId);
  }
  // After a block (either way) a visit can still be declined or cancelled, but not arranged, and the
  // answer is not posted into the pair's thread: that would be contact (issue #18).
  const blocked = await eitherBlocked(db, request.ownerId, request.requesterId);
  if (blocked && action === 'accept') await assertMayContact(db, request.ownerId, request.requesterId);
  const reason = action === 'accept' ? null : deps.input?.reason || null;
  const receiverId = party === 'owner' ? request.requesterId : request.ownerId;
  const line = await db.transaction(async (tx) => {
    // A share's days are held under its slots' lock, each taken day left out by name (decision 0051).
    if (action === 'accept' && request.kind === 'share')
      await holdShareDays(tx, request.id, deps.input?.withoutDays ?? []);
    const changed = await updateStatusIf(tx, id, { from, to: rule.to, byId: actor.id, reason });
    if (!changed) {
      // Another answer landed between the read and this write.
      const now = await findRequest(tx, id);
      throw conflict(REQUEST_MESSAGES.alreadyIs(now?.status ?? request.status));
    }
    // A visit called off takes its reviews out of the ratings with it (docs/decisions/0040).
    if (action === 'cancel') await settleReviewsOfVisit(tx, id);
    // Answering any request brings the owner's horses back to browse if they were paused (decision 0057).
    if (action !== 'cancel') await unpauseOwner(tx, request.ownerId);
    if (blocked) return null;
    return sayInThread(tx, deps, action, request, receiverId);
  });
  return tellTheOther(deps, id, line, { change: ANSWERED[action], receiverId, reason });
}

/**
 * POST /api/requests/{id}/undo: the member who made the last change takes it back within a minute
 * (real time, like every limit); the thread hears of it too. Undoing a cancellation into an accepted
 * visit still needs the day to have room and a requester who is neither suspended nor deleted.
 */
export async function undoRequest(deps: RequestDeps & { actor: User; id: number }): Promise<RequestView> {
  const { db, actor, id } = deps;
  const { request, party } = await requestForParty(deps, actor, id);
  const blocked = await eitherBlocked(db, request.ownerId, request.requesterId);
  if (request.previousStatus === 'accepted') {
    await assertDayHasRoom(deps, request.slotId, request.startDate);
    // Undoing back into an arranged visit arranges it again: the same member must still take part.
    await assertRequesterActive(deps, request.requesterId);
    if (blocked) await assertMayContact(db, request.ownerId, request.requesterId);
  }
  const receiverId = party === 'owner' ? request.requesterId : request.ownerId;
  const line = await db.transaction(async (tx) => {
    const undone = await undoLastChangeIf(tx, id, actor.id, new Date(Date.now() - REQUEST_UNDO_MS));
    if (!undone) throw conflict(REQUEST_MESSAGES.undoTooLate);
    // An undone cancel (or accept) moves the visit's reviews back into (or out of) the ratings.
    await settleReviewsOfVisit(tx, id);
    if (blocked) return null;
    return sayInThread(tx, deps, 'undo', request, receiverId);
  });
  return tellTheOther(deps, id, line, { change: 'undone', receiverId });
}

/** The change's line, posted by the member who made it to the request's thread; the notice quotes it. */
async function sayInThread(
  tx: Transaction,
  { postToThread, actor }: Pick<RequestDeps, 'postToThread'> & { actor: User },
  action: RequestAction | 'undo',
  request: { id: number; horseId: number },
  receiverId: number,
): Promise<string> {
  const content = threadLine(action, await showRequest(tx, request.id), actor);
  await postToThread(tx, {
    senderId: actor.id,
    receiverId,
    content,
    requestId: request.id,
    horseId: request.horseId,
  });
  return content;
}

/**
 * After commit, the other member is told every time (decision 0052), quoting the thread's `line` (none
 * between blocked members); the reply is the request as the member who changed it reads it.
 */
async function tellTheOther(
  deps: RequestDeps & { actor: User },
  id: number,
  line: string | null,
  notice: { change: ArrangementChange; receiverId: number; reason?: string | null },
): Promise<RequestView> {
  const view = await showRequest(deps.db, id);
  if (line !== null)
    await deps.notify?.(arrangementNotice(view, { ...notice, sender: deps.actor, detail: line }));
  return (await asReadBy(deps.db, [view], deps.actor.id))[0]!;
}
