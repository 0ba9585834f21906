import { addDays } from '#contract/rules/calendar-days.js';
import { SHARE_LIMITS } from '#contract/rules/share-days.js';
import { shortDay } from '#contract/rules/visit-words.js';
import type { Database } from '#server/db/client.js';
import type { Request } from '#server/db/schema/index.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { tryEach, type HousekeepingTask } from '#server/platform/jobs/housekeeping.js';
import { findUserById } from '../users/index.js';
import { showRequest, type RequestDeps } from './requests.service.js';
import { arrangementNotice } from './request-notices.js';
import { endShareOn } from './share-actions.service.js';
import {
  findSharesToAsk,
  findSharesToBookAhead,
  findTrialsEndedUnanswered,
  setShareFields,
} from './shares.repository.js';
import { bookAhead } from './shares.service.js';

/** Tells both members of a share the same thing, each as if from the other (a notice needs a sender). */
async function tellBoth(
  deps: RequestDeps,
  request: Request,
  notice: { change: 'trial-ending' | 'trial-ended'; when: string },
  text: (horse: string) => string,
): Promise<void> {
  const [owner, requester] = await Promise.all([
    findUserById(deps.db, request.ownerId),
    findUserById(deps.db, request.requesterId),
  ]);
  if (!owner || !requester) return;
  const view = await showRequest(deps.db, request.id);
  const detail = text(view.horse.name);
  await deps.notify?.(
    arrangementNotice(view, { ...notice, sender: owner, receiverId: requester.id, detail }),
  );
  await deps.notify?.(
    arrangementNotice(view, { ...notice, sender: requester, receiverId: owner.id, detail }),
  );
}

/**
 * The share's calendar, kept by the hourly housekeeping (each step is idempotent, so an hour run twice or
 * missed changes nothing): both members asked "Carry on sharing?" in the trial's last days, a trial that
 * ended without two yeses ended on its last day, and carried-on shares booked ahead.
 */
export async function keepShareCalendars(
  deps: RequestDeps & { db: Database },
  today = calendarToday(),
): Promise<void> {
  const asking = await findSharesToAsk(deps.db, today, addDays(today, SHARE_LIMITS.askBeforeTrialEndDays));
  await tryEach(asking, async (request) => {
    await setShareFields(deps.db, request.id, { carryOnAskedAt: new Date() });
    await tellBoth(
      deps,
      request,
      { change: 'trial-ending', when: shortDay(request.trialEndsOn!) },
      (horse) =>
        `Carry on sharing? The trial of sharing ${horse} ends on ${shortDay(request.trialEndsOn!)}. Say yes or no in your requests: it carries on only when you both say yes.`,
    );
  });
  const ended = await findTrialsEndedUnanswered(deps.db, today);
  await tryEach(ended, async (request) => {
    const trialEnd = request.trialEndsOn!;
    await deps.db.transaction((tx) => endShareOn(tx, request, trialEnd, 'The trial ended'));
    await tellBoth(
      deps,
      request,
      { change: 'trial-ended', when: shortDay(trialEnd) },
      (horse) =>
        `The trial of sharing ${horse} ended on ${shortDay(trialEnd)} without both of you saying carry on, so the share has ended.`,
    );
  });
  const rolling = await findSharesToBookAhead(deps.db, today, addDays(today, SHARE_LIMITS.bookAheadDays));
  await tryEach(rolling, async (request) => {
    await deps.db.transaction((tx) => bookAhead(tx, request, today));
  });
}

/** keepShareCalendars as an hourly housekeeping task. */
export const shareCalendars =
  (deps: RequestDeps & { db: Database }): HousekeepingTask =>
  async () => {
    await keepShareCalendars(deps);
  };
