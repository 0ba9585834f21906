import { addDays } from '#contract/rules/calendar-days.js';
import { shortDay } from '#contract/rules/visit-words.js';
import { mailToMember, type Mailer } from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { findUserById } from '../users/index.js';
import { findHorseName, updateStatusIf } from './requests.repository.js';
import { endShareOn } from './share-actions.service.js';
import { findRunningSharesOf } from './shares.repository.js';

/** Why a member's shares end without them: they deleted their account, or were suspended. */
export type MemberGone = 'deleted' | 'suspended';

/** A share ended because a member went: whom to tell, and about which horse. */
export interface EndedShare {
  to: { email: string; firstName: string };
  goneFirstName: string;
  horseName: string;
  lastDay: string | null;
}

const GONE_WORDS: Record<MemberGone, string> = {
  deleted: 'has left Stablemates',
  suspended: 'is no longer available on Stablemates',
};

/**
 * In the caller's transaction (account deletion, a suspension): every running share the member is part
 * of ends today (later days are cancelled; one not yet begun is cancelled), so the other member's yard
 * card, calendar and reminders drop it at once (decision 0051). Answers whom to tell, after commit.
 */
export async function endSharesOfMember(
  tx: Executor,
  memberId: number,
  why: MemberGone,
  today = calendarToday(),
): Promise<EndedShare[]> {
  const gone = await findUserById(tx, memberId);
  const ended: EndedShare[] = [];
  for (const share of await findRunningSharesOf(tx, memberId, today)) {
    const otherId = share.ownerId === memberId ? share.requesterId : share.ownerId;
    const other = await findUserById(tx, otherId);
    const yesterday = addDays(today, -1);
    const begun = share.startDate !== null && share.startDate <= yesterday;
    const reason = `${gone?.firstName ?? 'The other member'} ${GONE_WORDS[why]}`;
    if (begun) await endShareOn(tx, share, yesterday, reason);
    else await updateStatusIf(tx, share.id, { from: ['accepted'], to: 'cancelled', byId: memberId, reason });
    if (other && !other.deletedAt)
      ended.push({
        to: other,
        goneFirstName: gone?.firstName ?? 'The other member',
        horseName: await findHorseName(tx, share.horseId),
        lastDay: begun ? yesterday : null,
      });
  }
  return ended;
}

/** Tells each other member that their share has ended, and why (about their arrangement: always sent). */
export async function mailSharesEnded(
  deps: { mailer: Mailer; siteName: string; publicUrl: string },
  ended: EndedShare[],
  why: MemberGone,
): Promise<void> {
  for (const share of ended) {
    await deps.mailer.send(
      mailToMember(deps.siteName, share.to, {
        subject: `Your share of ${share.horseName} has ended`,
        paragraphs: [
          `${share.goneFirstName} ${GONE_WORDS[why]}, so your share of ${share.horseName} has ended${
            share.lastDay ? ` (the last day was ${shortDay(share.lastDay)})` : ''
          } and no more days are planned.`,
          `You can find another horse to share: ${deps.publicUrl}/browse`,
        ],
        action: { label: 'See your requests', url: `${deps.publicUrl}/requests` },
      }),
    );
  }
}
