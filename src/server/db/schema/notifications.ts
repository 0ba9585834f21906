import { index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant } from './columns.js';
import { ownedByMember } from './member-columns.js';

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
 * When a member was last told (by push or e-mail) about a conversation with another member: nobody is
 * told twice about one conversation within a few minutes (NOTICE_LIMITS.quietMinutes, decision 0030).
 */
export const threadNotices = pgTable(
  'thread_notices',
  {
    receiverId: ownedByMember('receiver_id'),
    senderId: ownedByMember('sender_id'),
    toldAt: instant('told_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId], name: 'thread_notices_pkey' })],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
