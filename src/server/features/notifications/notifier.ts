import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import type { PeriodicJob } from '#server/platform/jobs/periodic-jobs.js';
import { createDelivery, receiverToTell, takesNoticeMail, type DeliveryDeps } from './delivery.js';
import { sendDueMessageNotices } from './message-notice-job.js';
import { kindOf, type ArrangementEvent, type NoticeEvent } from './notice-event.js';
import { wordsOf, type NoticeWords } from './notice-words.js';
import { moderationWordsOf, type ModerationEvent } from './moderation-words.js';
import { holdMessageNotice, insertNotice } from './notifications.repository.js';
import { findUserById } from '../users/index.js';

export { quoteOf } from './notice-words.js';
export type { ArrangementChange, ArrangementEvent, NoticeEvent } from './notice-event.js';

/** Tells the receiver of an event, or decides not to; never throws (failures are logged). */
export type Notify = (event: NoticeEvent) => Promise<void>;

/**
 * Tells the receiver every way at once, whatever their switches: the bell, a push to every device AND an
 * e-mail (an overdue rider, and that they are safe after it: decision 0056). Resolves once both were
 * tried, so the caller may mark the step done; a push's failure is logged, a mail's rejects.
 */
export type AlertEveryWay = (event: ArrangementEvent) => Promise<void>;

/**
 * Tells a member of a moderators' decision about their listing (decision 0058): the bell, a push where
 * decisions are switched on, and an e-mail whatever the e-mail switches say (it is about their account,
 * not a notice they chose), to a confirmed address (0049). Never throws; failures are logged.
 */
export type TellOfModeration = (event: ModerationEvent) => Promise<void>;

export interface NotifierDeps extends DeliveryDeps {
  /** A new message is told of when still unread this many minutes later (config, decision 0052). */
  messageDelayMinutes: number;
  /** Tells the member's open pages that a notice was kept for them (the messages feature's live stream). */
  announceNotice?: (userId: number) => Promise<void>;
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
export function createNotifier(deps: NotifierDeps): {
  notify: Notify;
  alertEveryWay: AlertEveryWay;
  tellOfModeration: TellOfModeration;
  messageNotices: PeriodicJob;
} {
  const { db, log } = deps;
  const delivery = createDelivery(deps);

  async function decide(event: NoticeEvent): Promise<void> {
    // A visit called off by a block is still told to the blocked member, in words that do not say why.
    const despiteBlock = event.change === 'called-off';
    const receiver = await receiverToTell(db, event.sender.id, event.receiverId, { despiteBlock });
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
    await deps.announceNotice?.(receiver.id);
    const devices = await delivery.devicesFor(receiver, kindOf(event));
    if (devices.length > 0) void delivery.push(devices, words.push);
    else if (takesNoticeMail(receiver, kindOf(event)))
      delivery
        .mail(receiver, kindOf(event), words.mail)
        .catch((error: unknown) => log.error({ err: error }, 'notice mail failed'));
  }

  /**
   * A notice kept for the bell (the open tabs told at once), pushed to `devicesOf` and mailed at the same
   * time, whatever the member's e-mail switches: the overdue rider's alert and a moderator's decision.
   */
  async function keepAndAlert(
    receiver: User,
    words: NoticeWords,
    devicesOf: () => ReturnType<typeof delivery.everyDeviceOf>,
  ): Promise<void> {
    await insertNotice(db, {
      userId: receiver.id,
      kind: 'decision',
      words: words.headline,
      link: words.link,
    });
    await deps.announceNotice?.(receiver.id);
    await Promise.all([
      devicesOf().then((devices) => delivery.push(devices, words.push)),
      delivery.alertMail(receiver, words.mail),
    ]);
  }

  const alertEveryWay: AlertEveryWay = async (event) => {
    const receiver = await receiverToTell(db, event.sender.id, event.receiverId);
    if (!receiver) return;
    await keepAndAlert(receiver, wordsOf(event), () => delivery.everyDeviceOf(receiver));
  };

  async function tellOfModerationNow(event: ModerationEvent): Promise<void> {
    const receiver = await findUserById(db, event.receiverId);
    if (!receiver || receiver.deletedAt || receiver.suspendedAt) return;
    await keepAndAlert(receiver, moderationWordsOf(event), () => delivery.devicesFor(receiver, 'decision'));
  }
  const tellOfModeration: TellOfModeration = (event) =>
    tellOfModerationNow(event).catch((error: unknown) =>
      log.error({ err: error, change: event.change }, 'moderation notice failed'),
    );

  const notify: Notify = (event) =>
    decide(event).catch((error: unknown) => log.error({ err: error, change: event.change }, 'notice failed'));
  const messageNotices: PeriodicJob = {
    name: 'message-notices',
    everyMs: 60_000,
    run: (now) => sendDueMessageNotices({ ...deps, delivery }, now),
  };
  return { notify, alertEveryWay, tellOfModeration, messageNotices };
}
