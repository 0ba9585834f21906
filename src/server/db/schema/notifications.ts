import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS } from '#contract/notifications.js';
import { createdAt, identityId, instant, textOneOf } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { oneOf } from './sql-helpers.js';

/**
 * A browser's Web Push subscription (decision 0030): where the push service takes notifications for one
 * device of the member, and the two keys their payloads are encrypted to. A member may have several
 * devices; an endpoint belongs to one member at a time.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: ownedByMember('user_id'),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (base64url, 65 bytes). */
    p256dh: text('p256dh').notNull(),
    /** The browser's auth secret (base64url, 16 bytes). */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One row per conversation and the member told about it: when they were last told by any means (push or
 * e-mail), and when last by e-mail. Nobody is told twice about one conversation within a few minutes
 * (NOTIFICATION_LIMITS.quietMinutes, decision 0030), and nobody is e-mailed about it more often than every
 * few hours (SAFETY_LIMITS.noticeEveryHours). One row serves both rules so a single claim can check both
 * at once (decision 0043).
 */
export const conversationNotices = pgTable(
  'conversation_notices',
  {
    receiverId: ownedByMember('receiver_id'),
    senderId: ownedByMember('sender_id'),
    toldAt: instant('told_at').notNull().defaultNow(),
    /** Null until the first e-mail about this conversation. */
    mailedAt: instant('mailed_at'),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId], name: 'conversation_notices_pkey' })],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A new message's notice, held back until it is due (decision 0052): a member who reads the thread within
 * the delay is not told at all. Stored, not kept in memory, so a restart loses none, and claimed by the
 * job that sends it with `update ... where sent_at is null ... returning`, so two processes send it once.
 * At most one row waits per conversation: a second message while one waits adds nothing.
 */
export const pendingMessageNotices = pgTable(
  'pending_message_notices',
  {
    id: identityId(),
    receiverId: ownedByMember('receiver_id'),
    senderId: ownedByMember('sender_id'),
    dueAt: instant('due_at').notNull(),
    /** Set by the claim that sends (or settles) it; never cleared. */
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_message_notices_waiting_unique')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.sentAt} is null`),
    index('pending_message_notices_due_idx')
      .on(t.dueAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * What the member was told, kept for the bell in the navigation bar (decision 0052): every arrangement
 * notice, and each message notice that went out, in the words the push and the e-mail used, with the page
 * it leads to. Stored whatever way it was told, or when it could go no other way (an unconfirmed address).
 */
export const notices = pgTable(
  'notices',
  {
    id: identityId(),
    userId: ownedByMember('user_id'),
    kind: textOneOf('kind', NOTICE_KINDS).notNull(),
    words: text('words').notNull(),
    /** A path on this site: the exact request, or the thread. */
    link: text('link').notNull(),
    readAt: instant('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_user_created_idx').on(t.userId, t.createdAt),
    check('notices_kind_check', oneOf(t.kind, NOTICE_KINDS)),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
