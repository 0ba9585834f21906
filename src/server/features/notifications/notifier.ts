import { NOTIFICATION_LIMITS, type NoticeKind, type PushPayload } from '#contract/notifications.js';
import { SAFETY_LIMITS } from '#contract/safety.js';
import {
  recurringMailToMember,
  signUnsubscribeToken,
  takesRecurringMail,
  unsubscribeUrl,
  type Mailer,
} from '#server/adapters/mailer/index.js';
import type { Database } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { concurrencyGate, forEachWithWorkers } from '#server/platform/bounded-concurrency.js';
import { lastActiveAt } from '#server/platform/session.js';
import { eitherBlocked } from '../blocks/index.js';
import { findUserById } from '../users/index.js';
import {
  claimConversationNotice,
  deletePushSubscriptionById,
  findPushSubscriptionsOf,
} from './notifications.repository.js';
import { sendPush } from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';

/**
 * Something happened in a conversation between two members that the other one may want to hear of.
 * `text` is what the receiver will read in the thread (a message, or the line a request's answer posts),
 * so a notice quoting it shows them nothing they could not see.
 */
export interface NoticeEvent {
  kind: NoticeKind;
  sender: User;
  receiverId: number;
  text: string;
}

/** Tells the receiver of an event, or decides not to; never throws (failures are logged). */
export type Notify = (event: NoticeEvent) => Promise<void>;

export interface NotifierDeps {
  db: Database;
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  /** The app secret that signs the one-click unsubscribe link. */
  secret: string;
  vapid: VapidKeys;
  log: { error: (details: object, message: string) => void };
}

/** The first lines of a message, as an e-mail notice quotes them. */
export function quoteOf(content: string): string {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  let quote = lines.slice(0, SAFETY_LIMITS.noticeQuotedLines).join('\n');
  if (quote.length > SAFETY_LIMITS.noticeQuotedChars)
    quote = `${quote.slice(0, SAFETY_LIMITS.noticeQuotedChars).trimEnd()}…`;
  else if (lines.length > SAFETY_LIMITS.noticeQuotedLines) quote = `${quote}\n…`;
  return quote;
}

/** A push's short preview: the text on one line, cut at NOTIFICATION_LIMITS.previewChars. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const max = NOTIFICATION_LIMITS.previewChars;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
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

/** The words of a notice, the same in a push and an e-mail. */
function wordsOf(event: NoticeEvent): { title: string; intro: string; path: string; action: string } {
  const { sender } = event;
  const thread = `/messages?userId=${sender.id}`;
  switch (event.kind) {
    case 'message':
      return {
        title: `New message from ${sender.firstName}`,
        intro: `${sender.firstName} ${sender.lastName} sent you a message:`,
        path: thread,
        action: 'Read and reply',
      };
    case 'request':
      return {
        title: `New visit request from ${sender.firstName}`,
        intro: `${sender.firstName} ${sender.lastName} asked to visit:`,
        path: '/requests',
        action: 'See the request',
      };
    case 'decision':
      return {
        title: `Visit request update from ${sender.firstName}`,
        intro: `${sender.firstName} ${sender.lastName} answered in your conversation:`,
        path: thread,
        action: 'See the conversation',
      };
  }
}

/**
 * The one "what to tell whom" rule for push and e-mail (decision 0030), run after the event committed.
 *
 * Nobody is told who is gone (deleted or suspended) or blocked either way. Nobody is told twice about one
 * conversation within NOTIFICATION_LIMITS.quietMinutes, whichever way the first notice went. Then:
 * - a member with a device switched on and this kind's push switch on gets a push on each device (their
 *   newest NOTIFICATION_LIMITS.devicesPerMember; whether or not they are on the site: the phone is where
 *   they are), and no e-mail;
 * - otherwise a member away for SAFETY_LIMITS.noticeAfterIdleMinutes with message e-mails on and a
 *   confirmed address gets an e-mail, at most one per conversation every SAFETY_LIMITS.noticeEveryHours
 *   (decisions 0016, 0049).
 * The decision (and its claims) is made before this resolves; the pushes (at most PUSH_SENDS at once)
 * and the mail are sent after, and a push service's 404 or 410 removes that device's subscription.
 */
export function createNotifier(deps: NotifierDeps): Notify {
  const { db, log } = deps;
  // One gate per notifier, and the app builds one notifier: every send of this process passes it.
  const sendsInFlight = concurrencyGate(PUSH_SENDS.perProcess);

  async function push(event: NoticeEvent, devices: Awaited<ReturnType<typeof findPushSubscriptionsOf>>) {
    const words = wordsOf(event);
    const payload: PushPayload = {
      title: words.title,
      body: previewOf(event.text),
      url: words.path,
      tag: event.kind === 'request' ? 'requests' : `thread-${event.sender.id}`,
    };
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

  function mail(event: NoticeEvent, receiver: User) {
    const words = wordsOf(event);
    const stop = unsubscribeUrl(
      deps.publicUrl,
      signUnsubscribeToken(deps.secret, { kind: 'messages', id: receiver.id }, new Date()),
    );
    const message = recurringMailToMember(deps.siteName, receiver, {
      subject: `${words.title} on ${deps.siteName}`,
      paragraphs: [
        words.intro,
        quoteOf(event.text),
        `We e-mail you at most once every ${SAFETY_LIMITS.noticeEveryHours} hours per conversation while you are away. You can turn these e-mails off in My Profile, or with one click: ${stop}`,
      ],
      action: { label: words.action, url: `${deps.publicUrl}${words.path}` },
      unsubscribeUrl: stop,
    });
    // `decide` asked takesRecurringMail before claiming the conversation, so there is a message here.
    return message ? deps.mailer.send(message) : Promise.resolve();
  }

  async function decide(event: NoticeEvent): Promise<void> {
    const { sender, receiverId } = event;
    const receiver = await findUserById(db, receiverId);
    if (!receiver || receiver.deletedAt || receiver.suspendedAt) return;
    if (await eitherBlocked(db, sender.id, receiverId)) return;

    const devices = receiver[PUSH_SWITCH[event.kind]]
      ? await findPushSubscriptionsOf(db, receiverId, NOTIFICATION_LIMITS.devicesPerMember)
      : [];
    if (devices.length > 0) {
      const claim = { by: 'push', quietMinutes: NOTIFICATION_LIMITS.quietMinutes } as const;
      if (!(await claimConversationNotice(db, receiverId, sender.id, claim))) return;
      void push(event, devices);
      return;
    }

    // E-mail only to an address the member confirmed (decision 0049); a push goes to their own device.
    if (!receiver.messageNotices || !takesRecurringMail(receiver)) return;
    const seen = await lastActiveAt(db, receiverId);
    if (seen && Date.now() - seen.getTime() < SAFETY_LIMITS.noticeAfterIdleMinutes * 60_000) return;
    const claim = {
      by: 'email',
      quietMinutes: NOTIFICATION_LIMITS.quietMinutes,
      mailEveryHours: SAFETY_LIMITS.noticeEveryHours,
    } as const;
    if (!(await claimConversationNotice(db, receiverId, sender.id, claim))) return;
    mail(event, receiver).catch((error: unknown) => log.error({ err: error }, 'notice mail failed'));
  }

  return (event) =>
    decide(event).catch((error: unknown) => log.error({ err: error, kind: event.kind }, 'notice failed'));
}
