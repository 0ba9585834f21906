import { NOTIFICATION_LIMITS } from '#contract/notifications.js';
import { SAFETY_LIMITS } from '#contract/safety.js';
import { forEachWithWorkers } from '#server/platform/limits/bounded-concurrency.js';
import { findUserById } from '../users/index.js';
import { receiverToTell, takesNoticeMail, type Delivery } from './delivery.js';
import { wordsOf } from './notice-words.js';
import type { NotifierDeps } from './notifier.js';
import {
  claimConversationNotice,
  claimDueMessageNotices,
  holdMessageNotice,
  insertNotice,
  lastMessageNoticeAt,
} from './notifications.repository.js';

/** Held-back notices one run claims at most; the rest wait for the next minute. */
const PER_RUN = 200;
const HOUR_MS = 60 * 60 * 1000;
const MEMBERS_AT_ONCE = 8;

/**
 * The minute job of held-back message notices (decision 0052), run once across processes by the job
 * lease. Each due notice is claimed once (marked sent as it is read), then:
 * - a thread read meanwhile (nothing unread from the sender), or a member who may no longer be told,
 *   ends it there;
 * - otherwise one push (devices with messages on) or one e-mail (confirmed address, e-mails on), at most
 *   once per conversation every SAFETY_LIMITS.noticeEveryHours: within those hours it is held again until
 *   they pass, never dropped; and a notice for the bell, even when neither way can reach the member.
 */
export async function sendDueMessageNotices(
  deps: NotifierDeps & { delivery: Delivery },
  now: Date,
): Promise<void> {
  const { db, delivery } = deps;
  const due = await claimDueMessageNotices(db, now, PER_RUN);
  // Several members at once (the pushes stay within the process's bound); one failing never stops the rest.
  await forEachWithWorkers(due, MEMBERS_AT_ONCE, async ({ receiverId, senderId }) => {
    const receiver = await receiverToTell(db, senderId, receiverId);
    const sender = await findUserById(db, senderId);
    if (!receiver || !sender) return;
    const text = await deps.latestUnread(db, receiverId, senderId);
    if (text === null) return;

    const devices = await delivery.devicesFor(receiver, 'message');
    const mails = takesNoticeMail(receiver, 'message');
    // Push and e-mail both claim as a mail, so the hours hold whichever way the last notice went.
    const claim = {
      by: 'email',
      quietMinutes: NOTIFICATION_LIMITS.quietMinutes,
      mailEveryHours: SAFETY_LIMITS.noticeEveryHours,
    } as const;
    if ((devices.length > 0 || mails) && !(await claimConversationNotice(db, receiverId, senderId, claim))) {
      const last = (await lastMessageNoticeAt(db, receiverId, senderId)) ?? now;
      const dueAt = new Date(last.getTime() + SAFETY_LIMITS.noticeEveryHours * HOUR_MS);
      await holdMessageNotice(db, { receiverId, senderId, dueAt });
      return;
    }
    const words = wordsOf({ change: 'message', sender, receiverId, text });
    await insertNotice(db, { userId: receiverId, kind: 'message', words: words.headline, link: words.link });
    await deps.announceNotice?.(receiverId);
    if (devices.length > 0) await delivery.push(devices, words.push);
    else if (mails) await delivery.mail(receiver, 'message', words.mail);
  });
}
