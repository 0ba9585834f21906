import type { RequestView } from '#contract/requests';
import { addDays, londonWallClock } from '#contract/rules/calendar-days';
import { SHARE_LIMITS } from '#contract/rules/share-days';
import { shortDay } from '#contract/rules/visit-words';
import type { ShareDay } from '#contract/shares';

// What My shares reads from a share's days: the server says how each day stands (planned, done, skipped,
// missed, cancelled); these only pick among them, and say them in words.

/** "Tue 9 Dec, 09:00–12:00". */
export const dayInWords = (day: Pick<ShareDay, 'date' | 'startTime' | 'endTime'>): string =>
  `${shortDay(day.date)}, ${day.startTime}–${day.endTime}`;

/** The next day still to come (a planned day, begun or not). */
export const nextPlannedDay = (share: RequestView): ShareDay | undefined =>
  share.days.find((day) => day.status === 'planned');

/** The planned days that have not begun at `now` (London's clock): the days either member may skip. */
export function skippableDays(share: RequestView, now: Date): ShareDay[] {
  const clock = londonWallClock(now);
  return share.days.filter(
    (day) =>
      day.status === 'planned' &&
      (day.date > clock.day || (day.date === clock.day && day.startTime > clock.time)),
  );
}

/** The last day a share still has once its end is known: its last planned or done day up to the end. */
export function lastDayOf(share: RequestView): ShareDay | undefined {
  const { endDate } = share;
  if (!endDate) return undefined;
  return share.days
    .filter((day) => day.date <= endDate && (day.status === 'planned' || day.status === 'done'))
    .at(-1);
}

/** The last day ending now with notice would leave: the share's own end when sooner (as the server ends it). */
export function lastDayWithNotice(share: RequestView, today: string): ShareDay | undefined {
  const notice = addDays(today, SHARE_LIMITS.noticeDays);
  const end = share.endDate && share.endDate < notice ? share.endDate : notice;
  return share.days.filter((day) => day.date <= end && day.status === 'planned').at(-1);
}

/** Ending with notice would change something: the share has no end yet, or one later than the notice. */
export const canEndSooner = (share: RequestView, today: string): boolean =>
  !share.endDate || share.endDate > addDays(today, SHARE_LIMITS.noticeDays);

/**
 * "Carry on sharing?" waits for `party`'s answer: asked, not yet answered by them, the trial not over, and
 * the other member has not already said no (which ended the share on the trial's last day).
 */
export function carryOnAsked(share: RequestView, party: 'owner' | 'requester', today: string): boolean {
  const other = party === 'owner' ? 'requester' : 'owner';
  return (
    share.carryOn.asked &&
    share.carryOn[party] === null &&
    share.carryOn[other] !== false &&
    share.trialEndsOn !== null &&
    share.trialEndsOn >= today
  );
}

/** The latest day that has passed, within the last week: the one an owner may say the rider missed. */
export function latestDoneDay(share: RequestView, today: string): ShareDay | undefined {
  const weekAgo = addDays(today, -7);
  return share.days.filter((day) => day.status === 'done' && day.date >= weekAgo).at(-1);
}
