import { NOTIFICATION_LIMITS, type NoticeKind, type PushPayload } from '#contract/notifications.js';
import {
  mailToMember,
  recurringMailToMember,
  takesRecurringMail,
  type RecurringMail,
} from '#server/adapters/mailer/index.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { concurrencyGate, forEachWithWorkers } from '#server/platform/limits/bounded-concurrency.js';
import { eitherBlocked } from '../blocks/index.js';
import { findUserById } from '../users/index.js';
import { deletePushSubscriptionById, findPushSubscriptionsOf } from './notifications.repository.js';
import { sendPush } from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';

export interface DeliveryDeps extends RecurringMail {
  db: Database;
  vapid: VapidKeys;
  log: { error: (details: object, message: string) => void };
}

/** A notice's e-mail: its subject, what it says, and the page its button opens. */
export interface NoticeMail {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
}

/**
 * Pushes in flight at once (decision 0048): a member's devices are sent to by a few workers, and the
 * whole process keeps a bounded number of requests open to push services, so a burst of notices queues
 * instead of opening a connection per device at once.
 */
export const PUSH_SENDS = { perMember: 4, perProcess: 16 } as const;

const PUSH_SWITCH: Record<NoticeKind, keyof Pick<User, 'pushMessages' | 'pushRequests' | 'pushDecisions'>> = {
  message: 'pushMessages',
  request: 'pushRequests',
  decision: 'pushDecisions',
};

/** Each kind's e-mail switch, and the one-click unsubscribe link's kind that turns it off. */
const EMAIL_SWITCH = {
  message: { column: 'messageNotices', link: 'messages' },
  request: { column: 'emailRequests', link: 'requests' },
  decision: { column: 'emailDecisions', link: 'decisions' },
} as const satisfies Record<NoticeKind, { column: keyof User; link: string }>;

/** Whether a notice of this kind may be e-mailed: the kind's switch on and a confirmed address (0049). */
export const takesNoticeMail = (receiver: User, kind: NoticeKind) =>
  receiver[EMAIL_SWITCH[kind].column] && takesRecurringMail(receiver);

/**
 * The two ways a notice leaves the site, shared by the notices told at once and the ones held back:
 * the member's devices with that kind switched on, and a recurring e-mail (which carries the one-click
 * unsubscribe link, and goes only to a confirmed address: decision 0049).
 */
export function createDelivery(deps: DeliveryDeps) {
  const { db, log } = deps;
  // One gate per delivery, and the app builds one: every push of this process passes it.
  const sendsInFlight = concurrencyGate(PUSH_SENDS.perProcess);

  /** The devices a notice of this kind goes to: none when the member switched the kind off. */
  async function devicesFor(receiver: User, kind: NoticeKind) {
    if (!receiver[PUSH_SWITCH[kind]]) return [];
    return findPushSubscriptionsOf(db, receiver.id, NOTIFICATION_LIMITS.devicesPerMember);
  }

  /** Sends to each device; a push service's 404 or 410 removes that device. Never throws. */
  async function push(devices: Awaited<ReturnType<typeof devicesFor>>, payload: PushPayload) {
    await forEachWithWorkers(devices, PUSH_SENDS.perMember, async (device) => {
      try {
        const outcome = await sendsInFlight(() => sendPush(deps.vapid, device, payload));
        if (outcome === 'gone') await deletePushSubscriptionById(db, device.id);
        else if (outcome === 'failed')
          log.error({ endpointHost: new URL(device.endpoint).host }, 'push refused by the push service');
      } catch (error) {
        log.error({ err: error, endpointHost: new URL(device.endpoint).host }, 'push failed');
      }
    });
  }

  /** Sends the mail; a member whose address nobody confirmed gets none (decision 0049). */
  async function mail(receiver: User, kind: NoticeKind, content: NoticeMail): Promise<void> {
    const stop = { kind: EMAIL_SWITCH[kind].link, id: receiver.id };
    const message = recurringMailToMember(deps, receiver, stop, (link) => ({
      subject: content.subject,
      paragraphs: [
        ...content.paragraphs,
        `You can turn these e-mails off in My Profile, or with one click: ${link}`,
      ],
      action: { label: content.action.label, url: `${deps.publicUrl}${content.action.path}` },
    }));
    if (message) await deps.mailer.send(message);
  }

  /**
   * A safety alert's e-mail (an overdue rider, then that they are safe: decision 0056): whatever the
   * member's notice switches say, so with no unsubscribe link; still only to a confirmed address (0049).
   */
  async function alertMail(receiver: User, content: NoticeMail): Promise<void> {
    if (!takesRecurringMail(receiver)) return;
    await deps.mailer.send(
      mailToMember(deps.siteName, receiver, {
        subject: content.subject,
        paragraphs: content.paragraphs,
        action: { label: content.action.label, url: `${deps.publicUrl}${content.action.path}` },
      }),
    );
  }

  /** Every device of the member's, whatever their switches (a safety alert). */
  const everyDeviceOf = (receiver: User) =>
    findPushSubscriptionsOf(db, receiver.id, NOTIFICATION_LIMITS.devicesPerMember);

  return { devicesFor, push, mail, alertMail, everyDeviceOf };
}

export type Delivery = ReturnType<typeof createDelivery>;

/**
 * Nobody deleted, suspended or blocked either way is told anything (but that a block called their visit
 * off: `despiteBlock`); the receiver when they may be.
 */
export async function receiverToTell(
  db: Executor,
  senderId: number,
  receiverId: number,
  { despiteBlock = false } = {},
) {
  const receiver = await findUserById(db, receiverId);
  if (!receiver || receiver.deletedAt || receiver.suspendedAt) return undefined;
  if (!despiteBlock && (await eitherBlocked(db, senderId, receiverId))) return undefined;
  return receiver;
}
