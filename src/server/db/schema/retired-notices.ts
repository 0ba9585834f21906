import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { ownedByMember } from './member-columns.js';

/*
 * Retired by `conversation_notices` (docs/decisions/0043), and kept for one release only: every process
 * migrates as it starts, so during a rolling restart the processes still on the previous release go on
 * reading and writing these. Nothing in this release reads them; account deletion still clears a
 * member's rows from them. The next release removes them from the schema, and its migration drops them.
 */

/** Was: when a member was last told (push or e-mail) about a conversation. */
export const threadNotices = pgTable(
  'thread_notices',
  {
    receiverId: ownedByMember('receiver_id'),
    senderId: ownedByMember('sender_id'),
    toldAt: instant('told_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId], name: 'thread_notices_pkey' })],
);

/** Was: when a member was last e-mailed about a conversation. */
export const messageNotices = pgTable(
  'message_notices',
  {
    receiverId: ownedByMember('receiver_id'),
    senderId: ownedByMember('sender_id'),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId], name: 'message_notices_pkey' })],
);
