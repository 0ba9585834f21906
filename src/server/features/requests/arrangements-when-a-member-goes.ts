import { addDays } from '#contract/rules/calendar-days.js';
import { shortDay } from '#contract/rules/visit-words.js';
import type { Executor } from '#server/db/client.js';
import { today as calendarToday } from '#server/platform/clock.js';
import type { ArrangementEvent, Notify } from '../notifications/index.js';
import { settleReviewsOfVisit } from '../reviews/index.js';
import { findUserById } from '../users/index.js';
import { arrangementNotice } from './request-notices.js';
import { findOpenArrangementsOf, updateStatusIf } from './requests.repository.js';
import { showRequest } from './requests.service.js';
import { endShareOn } from './share-actions.service.js';

/**
 * Why a member's visits and shares are called off without them: they deleted their account, were
 * suspended, or blocked the other member (then only the arrangements between the two).
 */
export type MemberGone = 'deleted' | 'suspended' | 'blocked';

/**
 * The reason the other member reads on the request and in the notice. A block reads like a suspension
 * on purpose: the blocked member is not told they were blocked (decision 0049), only that the other
 * member is no longer available to them.
 */
function reasonFor(firstName: string, why: MemberGone): string {
  return why === 'deleted' ? `${firstName} has left Stablemates` : `${firstName} is no longer available`;
}

/**
 * In the caller's transaction (deleting the account, a suspension, a block): every visit or share the
 * member is part of that is still to come is called off, so the other member's requests, yard card,
 * calendar feed and reminders drop it at once (decision 0052).
 *
 * - a request still waiting for an answer is cancelled;
 * - an accepted visit whose first day is still to come is cancelled; one begun stays, with its reviews;
 * - a running share ends yesterday (its later days cancelled), or is cancelled if no day has come yet.
 *
 * Answers the notices to send after commit (tellCalledOff): one to the other member of each.
 */
export async function callOffArrangementsOf(
  tx: Executor,
  memberId: number,
  why: MemberGone,
  options: { withMemberId?: number; today?: string } = {},
): Promise<ArrangementEvent[]> {
  const gone = await findUserById(tx, memberId);
  if (!gone) return [];
  const today = options.today ?? calendarToday();
  const yesterday = addDays(today, -1);
  const reason = reasonFor(gone.firstName, why);
  const notices: ArrangementEvent[] = [];
  for (const request of await findOpenArrangementsOf(tx, memberId, today, options.withMemberId)) {
    const view = await showRequest(tx, request.id);
    const share = request.kind === 'share';
    // A visit whose first day has come stays: reviews stand on a visit that has begun (decision 0021), and
    // calling it off would take them out of the ratings (0040). Its yard card is hidden all the same.
    const begunVisit = !share && request.startDate !== null && request.startDate <= today;
    if (request.status === 'accepted' && (share ? view.isOver : begunVisit)) continue;
    const begun =
      share && request.status === 'accepted' && request.startDate !== null && request.startDate <= yesterday;
    if (begun) await endShareOn(tx, request, yesterday, reason);
    else {
      const from = [request.status];
      if (!(await updateStatusIf(tx, request.id, { from, to: 'cancelled', byId: memberId, reason })))
        continue;
      // A visit called off takes its reviews out of the ratings with it (docs/decisions/0040).
      if (!share) await settleReviewsOfVisit(tx, request.id);
    }
    notices.push(
      arrangementNotice(view, {
        change: 'called-off',
        sender: gone,
        receiverId: request.ownerId === memberId ? request.requesterId : request.ownerId,
        reason,
        detail: begun
          ? `The last day was ${shortDay(yesterday)}, and no more days are planned.`
          : request.status === 'accepted'
            ? 'It will not take place.'
            : 'The request will not be answered.',
        // The request goes with a deleted account: the notice leads to the member's requests instead.
        ...(why === 'deleted' ? { link: '/requests' } : {}),
      }),
    );
  }
  return notices;
}

/** After commit: each other member is told what was called off and why (decision 0052: always told). */
export async function tellCalledOff(notify: Notify | undefined, notices: ArrangementEvent[]): Promise<void> {
  for (const notice of notices) await notify?.(notice);
}
