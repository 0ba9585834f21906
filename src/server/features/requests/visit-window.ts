import type { RequestView } from '#contract/requests.js';
import { londonWallClock } from '#contract/rules/calendar-days.js';
import type { Executor } from '#server/db/client.js';
import { now as clockNow } from '#server/platform/clock.js';
import { yardDetailsForVisit } from '../yard-details/index.js';
import { isStillInTouch } from './requests.repository.js';

/**
 * Whether an accepted visit or share is still on at `now`: until its last day's end time in London (the
 * slot's, or the end of the day for a visit without a slot). It is on from the moment it is accepted.
 */
export function visitIsOn(view: RequestView, now: Date): boolean {
  if (view.status !== 'accepted' || !view.startDate) return false;
  // A share stands from acceptance until its last day has ended (decision 0051).
  if (view.kind === 'share') return !view.isOver;
  const lastDay = view.endDate ?? view.startDate;
  const clock = londonWallClock(now);
  return `${clock.day} ${clock.time}` < `${lastDay} ${view.slot?.endTime ?? '23:59'}`;
}

/**
 * The views as `readerId` may read them: the horse's yard details go only to the enthusiast of an
 * accepted visit that is still on (issue 27); nobody else, never before acceptance, never after the visit,
 * and not while either party is suspended or has blocked the other (decision 0049).
 */
export async function withYardDetails(
  db: Executor,
  views: RequestView[],
  readerId: number,
  now: Date = clockNow(),
): Promise<RequestView[]> {
  return Promise.all(
    views.map(async (view) =>
      view.requesterId === readerId && visitIsOn(view, now) && (await isStillInTouch(db, view.id))
        ? { ...view, yardDetails: await yardDetailsForVisit(db, view.horseId) }
        : view,
    ),
  );
}
