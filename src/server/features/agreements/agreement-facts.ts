import type { AgreementFacts } from '#contract/agreements.js';
import { HEIGHT_LABELS, SERVICE_LABELS, type Height } from '#contract/options.js';
import type { RequestView } from '#contract/requests.js';
import { daysBetween } from '#contract/rules/calendar-days.js';
import { SHARE_LIMITS } from '#contract/rules/share-days.js';
import { shareInWords } from '#contract/rules/share-words.js';
import { shortDay, visitInWords } from '#contract/rules/visit-words.js';
import type { Executor } from '#server/db/client.js';
import { findHorseFacts } from '../horses/index.js';

const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();

/** "5 weeks, until Mon 5 Apr" for a share's trial. */
function trialInWords(startDate: string | null, trialEndsOn: string | null): string | null {
  if (!startDate || !trialEndsOn) return null;
  const weeks = Math.round((daysBetween(startDate, trialEndsOn) + 1) / 7);
  return `${weeks} week${weeks === 1 ? '' : 's'}, until ${shortDay(trialEndsOn)}`;
}

/**
 * What the site knows of an arrangement, as its agreement states it: the two members, the horse (name,
 * breed, age, height), the days and times in the words every screen uses, the trial and notice (a share's:
 * decision 0051), and the services asked for.
 */
export async function draftFacts(db: Executor, view: RequestView): Promise<AgreementFacts> {
  const horse = await findHorseFacts(db, view.horseId);
  const first = view.days[0];
  const isShare = view.kind === 'share';
  return {
    kind: view.kind,
    owner: { id: view.ownerId, name: fullName(view.owner) },
    sharer: { id: view.requesterId, name: fullName(view.requester) },
    horse: {
      name: horse?.name ?? view.horse.name,
      breed: horse?.breed ?? '',
      age: horse?.age ?? null,
      height: horse ? (HEIGHT_LABELS[horse.height as Height] ?? horse.height) : '',
    },
    days: isShare
      ? shareInWords(view)
      : visitInWords({ ...view, startTime: first?.startTime, endTime: first?.endTime }),
    trial: isShare ? trialInWords(view.startDate, view.trialEndsOn) : null,
    notice: isShare
      ? `Either member may end the share in the app with ${SHARE_LIMITS.noticeDays} days’ notice${view.endDate ? `; it ends on ${shortDay(view.endDate)} at the latest` : ''}.`
      : 'Either member may call the visit off in the app.',
    services: view.activities.map((code) => SERVICE_LABELS[code]),
  };
}
