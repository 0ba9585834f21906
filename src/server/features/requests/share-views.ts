import type { RequestStatus } from '#contract/options.js';
import type { ShareDay, ShareDayStatus, ShareFields } from '#contract/shares.js';
import { londonWallClock } from '#contract/rules/calendar-days.js';
import { WEEKDAYS, type Weekday } from '#contract/rules/weekdays.js';
import type { Request, ShareDayRow } from '#server/db/schema/index.js';

// What a request's days read as at an instant (decision 0051): stored statuses, the clock and the
// request's own state together. Nothing here is stored: "done" and "over" follow the clock.

/** Has London's clock passed `time` on `day`? */
export function hasEnded(day: string, time: string, now: Date): boolean {
  const clock = londonWallClock(now);
  return `${clock.day} ${clock.time}` >= `${day} ${time}`;
}

/** Has London's clock reached `time` on `day`? (A day has begun at its start time.) */
export const hasBegun = hasEnded;

function readStatus(
  stored: ShareDayStatus,
  request: { status: RequestStatus },
  ended: boolean,
): ShareDayStatus {
  if (stored !== 'planned') return stored;
  if (request.status === 'declined' || request.status === 'cancelled') return 'cancelled';
  return ended && request.status === 'accepted' ? 'done' : 'planned';
}

/** 'HH:MM' an hour later, kept within the day. */
function hourAfter(time: string): string {
  const hour = Number(time.slice(0, 2));
  return hour >= 23 ? '23:59' : `${String(hour + 1).padStart(2, '0')}${time.slice(2)}`;
}

/**
 * A one-off visit's one day: a chosen hour is an hour's visit; otherwise the slot's times, or a working
 * day for a visit asked without a slot (the calendar file and the reminders read the same times).
 */
export function visitTimes(visit: {
  preferredTime: string | null;
  slot: { startTime: string; endTime: string } | null;
}): { startTime: string; endTime: string } {
  const preferred = visit.preferredTime && visit.preferredTime !== 'any' ? visit.preferredTime : null;
  if (preferred) return { startTime: preferred, endTime: hourAfter(preferred) };
  return { startTime: visit.slot?.startTime ?? '09:00', endTime: visit.slot?.endTime ?? '17:00' };
}

const asWeekdays = (names: string[] | null): Weekday[] =>
  WEEKDAYS.filter((weekday) => names?.includes(weekday));

/**
 * The share fields of a request's view. A visit has its one day; a share its booked days. It is over once
 * accepted and its last day has ended (a share's last day is its end date, once one is known).
 */
export function shareFieldsOf(
  request: Request,
  visit: { preferredTime: string | null; slot: { startTime: string; endTime: string } | null },
  rows: ShareDayRow[],
  now: Date,
  takenDays: ReadonlySet<string> = new Set(),
): ShareFields {
  const days: ShareDay[] =
    request.kind === 'share'
      ? rows.map((row) => ({
          date: row.date,
          startTime: row.startTime,
          endTime: row.endTime,
          status: readStatus(row.status, request, hasEnded(row.date, row.endTime, now)),
          reason: row.reason,
          taken: request.status === 'pending' && takenDays.has(row.date),
        }))
      : request.startDate
        ? [visitDay(request, visitTimes(visit), now, takenDays)]
        : [];
  const last = days.filter((day) => day.status !== 'cancelled').at(-1) ?? days.at(-1);
  const lastDate = request.kind === 'share' ? request.endDate : (last?.date ?? null);
  const isOver =
    request.status === 'accepted' &&
    lastDate !== null &&
    hasEnded(lastDate, last?.date === lastDate ? last.endTime : '23:59', now);
  return {
    kind: request.kind,
    weekdays: asWeekdays(request.weekdays),
    trialEndsOn: request.trialEndsOn,
    days,
    isOver,
    carryOn: {
      asked: request.carryOnAskedAt !== null,
      owner: request.ownerCarriesOn,
      requester: request.requesterCarriesOn,
    },
    proposedChange:
      request.proposedWeekdays && request.proposedFrom && request.proposedById !== null
        ? {
            weekdays: asWeekdays(request.proposedWeekdays),
            fromDate: request.proposedFrom,
            byId: request.proposedById,
          }
        : null,
  };
}

function visitDay(
  request: Request,
  times: { startTime: string; endTime: string },
  now: Date,
  takenDays: ReadonlySet<string>,
): ShareDay {
  const date = request.startDate!;
  return {
    date,
    ...times,
    status: readStatus('planned', request, hasEnded(date, times.endTime, now)),
    reason: request.status === 'declined' || request.status === 'cancelled' ? request.reason : null,
    taken: request.status === 'pending' && takenDays.has(date),
  };
}
