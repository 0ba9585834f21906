import type { RequestView } from '#contract/requests.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { SHARE_LIMITS } from '#contract/rules/share-days.js';
import { shortDay } from '#contract/rules/visit-words.js';
import { weekdaysInWords, type Weekday } from '#contract/rules/weekdays.js';
import {
  SHARE_MESSAGES,
  type ShareChangeInput,
  type ShareContinueInput,
  type ShareDayInput,
  type ShareEndInput,
  type ShareSkipInput,
} from '#contract/shares.js';
import type { Executor, Transaction } from '#server/db/client.js';
import type { Request, User } from '#server/db/schema/index.js';
import { badRequest, conflict, forbidden } from '#server/platform/http/app-error.js';
import { now as clockNow, today as calendarToday } from '#server/platform/clock.js';
import { showRequest, type RequestDeps } from './requests.service.js';
import { bookRunningDays, dayBefore } from './share-booking.js';
import { cancelDaysFrom, deleteDaysAfter, markDayIf } from './share-days.repository.js';
import { hasBegun } from './share-views.js';
import { setShareFields } from './shares.repository.js';
import {
  assertWeekdaysOffered,
  bookAhead,
  runningShareFor,
  slotOfShare,
  tellOther,
  type ShareNotice,
} from './shares.service.js';
import { shareInWords } from '#contract/rules/share-words.js';
import { asReadBy } from './read-views.js';

type ShareAction<I> = RequestDeps & { actor: User; id: number; input: I; today?: string };

const because = (reason: string | null | undefined) => (reason ? ` Reason: "${reason}"` : '');

/** Runs a change to a share in one transaction and, after commit, tells the other member; the new view. */
async function changeShare(
  deps: RequestDeps & { actor: User; request: Request },
  change: (tx: Transaction) => Promise<{ line: string; notice: ShareNotice }>,
): Promise<RequestView> {
  const tell = await deps.db.transaction(async (tx) =>
    tellOther(deps, tx, { actor: deps.actor, request: deps.request, ...(await change(tx)) }),
  );
  await tell();
  return (await asReadBy(deps.db, [await showRequest(deps.db, deps.request.id)], deps.actor.id))[0]!;
}

/** The planned day `date` of a share's view, or 409. */
function plannedDay(view: RequestView, date: string) {
  const day = view.days.find((each) => each.date === date);
  if (!day || day.status !== 'planned') throw conflict(SHARE_MESSAGES.dayNotPlanned);
  return day;
}

/** POST /api/requests/{id}/skip: either member calls one planned day off, before it begins. */
export async function skipShareDay(deps: ShareAction<ShareSkipInput>): Promise<RequestView> {
  const { request, view } = await runningShareFor(deps.db, deps.actor, deps.id);
  const day = plannedDay(view, deps.input.date);
  if (hasBegun(day.date, day.startTime, clockNow())) throw conflict(SHARE_MESSAGES.dayPassed);
  const reason = deps.input.reason || null;
  return changeShare({ ...deps, request }, async (tx) => {
    const marked = await markDayIf(tx, {
      requestId: request.id,
      date: day.date,
      status: 'skipped',
      byId: deps.actor.id,
      reason,
    });
    if (!marked) throw conflict(SHARE_MESSAGES.dayNotPlanned);
    const when = `${shortDay(day.date)}, ${day.startTime}–${day.endTime}`;
    return {
      line: `${deps.actor.firstName} skipped ${when}, with ${view.horse.name}.${because(reason)}`,
      notice: { change: 'skipped', when, reason },
    };
  });
}

/** POST /api/requests/{id}/missed: the owner says the rider did not come on a day that has begun. */
export async function markShareDayMissed(deps: ShareAction<ShareDayInput>): Promise<RequestView> {
  const { request, view, party } = await runningShareFor(deps.db, deps.actor, deps.id);
  if (party !== 'owner') throw forbidden(SHARE_MESSAGES.ownerOnlyMissed);
  const day = view.days.find((each) => each.date === deps.input.date);
  if (!day || (day.status !== 'planned' && day.status !== 'done'))
    throw conflict(SHARE_MESSAGES.dayNotPlanned);
  if (!hasBegun(day.date, day.startTime, clockNow())) throw conflict(SHARE_MESSAGES.dayNotBegun);
  return changeShare({ ...deps, request }, async (tx) => {
    const marked = await markDayIf(tx, {
      requestId: request.id,
      date: day.date,
      status: 'missed',
      byId: deps.actor.id,
      reason: null,
    });
    if (!marked) throw conflict(SHARE_MESSAGES.dayNotPlanned);
    return {
      line: `${deps.actor.firstName} noted that ${shortDay(day.date)} with ${view.horse.name} was missed.`,
      notice: { change: 'missed', when: shortDay(day.date) },
    };
  });
}

/** The last planned day on or before `day`, in words ("no more days" when none is left). */
function lastDayInWords(view: RequestView, lastDay: string): string {
  const left = view.days.filter((each) => each.date <= lastDay && each.status === 'planned').at(-1);
  return left
    ? `the last day is ${shortDay(left.date)}, ${left.startTime}–${left.endTime}`
    : 'there are no more days';
}

/**
 * Ends a share on `lastDay`: later days are cancelled, the end is stored, and a proposal or question still
 * open is dropped. A share ended before its first day is cancelled.
 */
export async function endShareOn(
  tx: Executor,
  request: Request,
  lastDay: string,
  reason: string,
  byId: number | null = null,
): Promise<void> {
  await cancelDaysFrom(tx, request.id, addDays(lastDay, 1), reason, byId);
  await setShareFields(tx, request.id, {
    endDate: request.startDate && lastDay < request.startDate ? request.startDate : lastDay,
    proposedWeekdays: null,
    proposedFrom: null,
    proposedById: null,
  });
}

/** POST /api/requests/{id}/end: either member ends the share with notice (7 days unless said). */
export async function endShare(deps: ShareAction<ShareEndInput>): Promise<RequestView> {
  const today = deps.today ?? calendarToday();
  const { request, view } = await runningShareFor(deps.db, deps.actor, deps.id);
  const notice = addDays(today, deps.input.noticeDays ?? SHARE_LIMITS.noticeDays);
  const lastDay = request.endDate && request.endDate < notice ? request.endDate : notice;
  const reason = deps.input.reason || null;
  return changeShare({ ...deps, request }, async (tx) => {
    await endShareOn(tx, request, lastDay, `Share ended by ${deps.actor.firstName}`, deps.actor.id);
    const when = lastDayInWords(view, lastDay);
    return {
      line: `${deps.actor.firstName} ended the share of ${view.horse.name}: ${when}.${because(reason)}`,
      notice: { change: 'ending', when, reason },
    };
  });
}

/**
 * POST /api/requests/{id}/continue: "Carry on sharing?", open in the trial's last days. When both say
 * yes the share rolls on, its days booked ahead; a no ends it on the trial's last day.
 */
export async function answerCarryOn(deps: ShareAction<ShareContinueInput>): Promise<RequestView> {
  const today = deps.today ?? calendarToday();
  const { request, view, party } = await runningShareFor(deps.db, deps.actor, deps.id);
  const trialEnd = request.trialEndsOn;
  const rolled = request.ownerCarriesOn === true && request.requesterCarriesOn === true;
  if (!trialEnd || trialEnd < today || rolled) throw conflict(SHARE_MESSAGES.trialOver);
  if (today < addDays(trialEnd, -SHARE_LIMITS.askBeforeTrialEndDays))
    throw conflict(SHARE_MESSAGES.notAskedYet);
  const mine = party === 'owner' ? 'ownerCarriesOn' : 'requesterCarriesOn';
  const theirs = party === 'owner' ? request.requesterCarriesOn : request.ownerCarriesOn;
  const { carryOn } = deps.input;
  return changeShare({ ...deps, request }, async (tx) => {
    const updated = (await setShareFields(tx, request.id, {
      [mine]: carryOn,
      carryOnAskedAt: request.carryOnAskedAt ?? new Date(),
    }))!;
    if (!carryOn) {
      await endShareOn(tx, updated, trialEnd, `${deps.actor.firstName} chose not to carry on`, deps.actor.id);
      const when = lastDayInWords(view, trialEnd);
      return {
        line: `${deps.actor.firstName} chose not to carry on sharing ${view.horse.name} after the trial: ${when}.`,
        notice: { change: 'ending', when },
      };
    }
    if (theirs !== true)
      return {
        line: `${deps.actor.firstName} would like to carry on sharing ${view.horse.name} after the trial.`,
        notice: { change: 'changed', when: `carry on after the trial of ${shortDay(trialEnd)}?` },
      };
    const taken = await bookAhead(tx, updated, today);
    return {
      line: `Both of you want to carry on: the share of ${view.horse.name} goes on after the trial.${takenInWords(taken)}`,
      notice: { change: 'changed', when: `it goes on after the trial of ${shortDay(trialEnd)}` },
    };
  });
}

const takenInWords = (taken: string[]) =>
  taken.length ? ` Already taken, so left out: ${taken.map(shortDay).join(', ')}.` : '';

/** POST /api/requests/{id}/change: either member proposes new weekdays from a date. */
export async function proposeShareChange(deps: ShareAction<ShareChangeInput>): Promise<RequestView> {
  const today = deps.today ?? calendarToday();
  const { request, view } = await runningShareFor(deps.db, deps.actor, deps.id);
  const { weekdays, fromDate } = deps.input;
  if (request.proposedById !== null) throw conflict(SHARE_MESSAGES.changeWaiting);
  if (fromDate < today)
    throw badRequest(SHARE_MESSAGES.changeFromPast, { fromDate: [SHARE_MESSAGES.changeFromPast] });
  if (request.endDate && fromDate > request.endDate)
    throw badRequest(SHARE_MESSAGES.changeAfterEnd, { fromDate: [SHARE_MESSAGES.changeAfterEnd] });
  if (weekdaysInWords(weekdays) === weekdaysInWords(view.weekdays))
    throw badRequest(SHARE_MESSAGES.changeSameDays, { weekdays: [SHARE_MESSAGES.changeSameDays] });
  const slot = await slotOfShare(deps.db, request.id);
  if (!slot) throw conflict(SHARE_MESSAGES.slotGone);
  assertWeekdaysOffered(slot, weekdays, { from: fromDate, to: fromDate });
  return changeShare({ ...deps, request }, async (tx) => {
    await setShareFields(tx, request.id, {
      proposedWeekdays: weekdays,
      proposedFrom: fromDate,
      proposedById: deps.actor.id,
    });
    const days = `${weekdaysInWords(weekdays)} from ${shortDay(fromDate)}`;
    return {
      line: `${deps.actor.firstName} proposed new days for ${view.horse.name}: ${days}.`,
      notice: { change: 'changed', when: `new days proposed, ${days}` },
    };
  });
}

/** POST /api/requests/{id}/change/accept: the other member agrees; the days from that date are booked anew. */
export async function acceptShareChange(
  deps: RequestDeps & { actor: User; id: number; today?: string },
): Promise<RequestView> {
  const today = deps.today ?? calendarToday();
  const { request, view } = await runningShareFor(deps.db, deps.actor, deps.id);
  if (request.proposedById === null || !request.proposedWeekdays || !request.proposedFrom)
    throw conflict(SHARE_MESSAGES.noChange);
  if (request.proposedById === deps.actor.id) throw forbidden(SHARE_MESSAGES.ownChange);
  const slot = await slotOfShare(deps.db, request.id);
  if (!slot) throw conflict(SHARE_MESSAGES.slotGone);
  const weekdays = request.proposedWeekdays as Weekday[];
  // A proposal whose first day has passed starts today.
  const from = request.proposedFrom < today ? today : request.proposedFrom;
  const to = request.bookedUntil ?? from;
  return changeShare({ ...deps, request }, async (tx) => {
    await deleteDaysAfter(tx, request.id, dayBefore(from));
    const taken = await bookRunningDays(tx, { requestId: request.id, weekdays, slot }, { from, to });
    await setShareFields(tx, request.id, {
      weekdays,
      proposedWeekdays: null,
      proposedFrom: null,
      proposedById: null,
    });
    const days = `${weekdaysInWords(weekdays)} from ${shortDay(from)}`;
    return {
      line: `${deps.actor.firstName} agreed the new days for ${view.horse.name}: ${days}.${takenInWords(taken)}`,
      notice: { change: 'changed', when: `new days agreed, ${days}` },
    };
  });
}

/** POST /api/requests/{id}/change/decline: either member drops the proposal (the proposer withdraws it). */
export async function declineShareChange(
  deps: RequestDeps & { actor: User; id: number },
): Promise<RequestView> {
  const { request, view } = await runningShareFor(deps.db, deps.actor, deps.id);
  if (request.proposedById === null) throw conflict(SHARE_MESSAGES.noChange);
  return changeShare({ ...deps, request }, async (tx) => {
    await setShareFields(tx, request.id, { proposedWeekdays: null, proposedFrom: null, proposedById: null });
    const line =
      request.proposedById === deps.actor.id
        ? `${deps.actor.firstName} withdrew the proposed new days for ${view.horse.name}.`
        : `${deps.actor.firstName} kept the days of ${view.horse.name} as they are.`;
    return { line, notice: { change: 'changed', when: `the days stay ${shareInWords(view)}` } };
  });
}
