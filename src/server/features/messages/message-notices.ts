import { SAFETY_LIMITS } from '#contract/safety.js';
import {
  mailToMember,
  signUnsubscribeToken,
  unsubscribeUrl,
  type Mailer,
} from '#server/adapters/mailer/index.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { lastActiveAt } from '#server/platform/session.js';
import { eitherBlocked } from '../blocks/index.js';
import { findUserById } from '../users/index.js';
import { claimMessageNotice } from './messages.repository.js';

export interface NoticeDeps {
  mailer: Mailer;
  siteName: string;
  publicUrl: string;
  /** The app secret that signs the one-click unsubscribe link. */
  secret: string;
}

/** The first lines of a message, as a notice quotes them. */
export function quoteOf(content: string): string {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  let quote = lines.slice(0, SAFETY_LIMITS.noticeQuotedLines).join('\n');
  if (quote.length > SAFETY_LIMITS.noticeQuotedChars)
    quote = `${quote.slice(0, SAFETY_LIMITS.noticeQuotedChars).trimEnd()}…`;
  else if (lines.length > SAFETY_LIMITS.noticeQuotedLines) quote = `${quote}\n…`;
  return quote;
}

/**
 * After a message is stored: e-mails the receiver when they want notices, have not been seen in any
 * session for 15 minutes, neither blocked the other, and no notice for this conversation went out in the
 * last few hours. The decision is made (and the throttle claimed) before this resolves; the mail itself
 * is handed to `send`, so the sender's reply never waits for the mail server. Returns whether one went.
 */
export async function noticeNewMessage(
  deps: NoticeDeps & { db: Executor; sender: User; receiverId: number; content: string; now?: Date },
): Promise<{ mail: Promise<void> } | null> {
  const { db, sender, receiverId } = deps;
  const receiver = await findUserById(db, receiverId);
  if (!receiver || !receiver.messageNotices || receiver.deletedAt || receiver.suspendedAt) return null;
  if (await eitherBlocked(db, sender.id, receiverId)) return null;
  const seen = await lastActiveAt(db, receiverId);
  const now = deps.now ?? new Date();
  if (seen && now.getTime() - seen.getTime() < SAFETY_LIMITS.noticeAfterIdleMinutes * 60_000) return null;
  if (!(await claimMessageNotice(db, receiverId, sender.id, SAFETY_LIMITS.noticeEveryHours))) return null;

  const link = `${deps.publicUrl}/messages?userId=${sender.id}`;
  const stop = unsubscribeUrl(
    deps.publicUrl,
    signUnsubscribeToken(deps.secret, { kind: 'messages', id: receiver.id }, now),
  );
  const mail = deps.mailer.send(
    mailToMember(deps.siteName, receiver, {
      subject: `New message from ${sender.firstName} on ${deps.siteName}`,
      paragraphs: [
        `${sender.firstName} ${sender.lastName} sent you a message:`,
        quoteOf(deps.content),
        `We e-mail you at most once every ${SAFETY_LIMITS.noticeEveryHours} hours per conversation while you are away. You can turn these e-mails off in My Profile, or with one click: ${stop}`,
      ],
      action: { label: 'Read and reply', url: link },
      unsubscribeUrl: stop,
    }),
  );
  return { mail };
}
