import type { Executor } from '#server/db/client.js';
import type { PeriodicJob } from '#server/platform/periodic-jobs.js';
import { createDelivery, receiverToTell, takesNoticeMail, type DeliveryDeps } from './delivery.js';
import { sendDueMessageNotices } from './message-notice-job.js';
import { kindOf, type NoticeEvent } from './notice-event.js';
import { wordsOf } from './notice-words.js';
import { holdMessageNotice, insertNotice } from './notifications.repository.js';

export { quoteOf } from './notice-words.js';
export type { ArrangementChange, ArrangementEvent, NoticeEvent } from './notice-event.js';

/** Tells the receiver of an event, or decides not to; never throws (failures are logged). */
export type Notify = (event: NoticeEvent) => Promise<void>;

export interface NotifierDeps extends DeliveryDeps {
  /** A new message is told of when still unread this many minutes later (config, decision 0052). */
  messageDelayMinutes: number;
  /** The newest message from the sender the receiver has not read, or null (the messages feature's). */
  latestUnread: (db: Executor, receiverId: number, senderId: number) => Promise<string | null>;
}

/**
 * The "what to tell whom" rule (decision 0052, replacing 0030's timing), run after the event committed.
 *
 * - An arrangement notice (a request asked for, answered, changed, ending) is always told at once: a push
 *   on each device of the member's with that kind switched on, otherwise an e-mail to a confirmed address
 *   (decision 0049) while their e-mails are on. Whether they were on the site lately does not matter.
 * - A new message is held back (stored, message-notice-job.ts): told once if still unread
 *   `messageDelayMinutes` later, at most once per conversation every SAFETY_LIMITS.noticeEveryHours.
 * The decision is made before this resolves; pushes and the mail go after, their failures logged.
 */
export function createNotifier(deps: NotifierDeps): { notify: Notify; messageNotices: PeriodicJob } {
  const { db, log } = deps;
  const delivery = createDelivery(deps);

  async function decide(event: NoticeEvent): Promise<void> {
    const receiver = await receiverToTell(db, event.sender.id, event.receiverId);
    if (!receiver) return;
    if (event.change === 'message') {
      const dueAt = new Date(Date.now() + deps.messageDelayMinutes * 60_000);
      await holdMessageNotice(db, { receiverId: receiver.id, senderId: event.sender.id, dueAt });
      return;
    }
    const words = wordsOf(event);
    // Kept for the bell whatever way it goes, even to a member no push or e-mail can reach.
    await insertNotice(db, {
      userId: receiver.id,
      kind: kindOf(event),
      words: words.headline,
      link: words.link,
    });
    const devices = await delivery.devicesFor(receiver, kindOf(event));
    if (devices.length > 0) void delivery.push(devices, words.push);
    else if (takesNoticeMail(receiver, kindOf(event)))
      delivery
        .mail(receiver, kindOf(event), words.mail)
        .catch((error: unknown) => log.error({ err: error }, 'notice mail failed'));
  }

  const notify: Notify = (event) =>
    decide(event).catch((error: unknown) => log.error({ err: error, change: event.change }, 'notice failed'));
  const messageNotices: PeriodicJob = {
    name: 'message-notices',
    everyMs: 60_000,
    run: (now) => sendDueMessageNotices({ ...deps, delivery }, now),
  };
  return { notify, messageNotices };
}
