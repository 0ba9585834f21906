import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, pointsTo, textOneOf } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { MESSAGE_TYPES, SERVICES } from '#contract/options.js';
import { availabilitySlots } from './availability.js';
import { horses } from './horses.js';
import { requests } from './requests.js';
import { allOf, emptyTextArray, isSet, oneOf } from './sql-helpers.js';

export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    senderId: ownedByMember('sender_id'),
    receiverId: ownedByMember('receiver_id'),
    requestId: pointsTo('request_id', () => requests.id),
    horseId: pointsTo('horse_id', () => horses.id),
    availabilitySlotId: pointsTo('availability_slot_id', () => availabilitySlots.id),
    content: text('content').notNull(),
    messageType: textOneOf('message_type', MESSAGE_TYPES).notNull().default('general'),
    /** An enquiry's preferred start: 'any' or HH:MM. */
    preferredTime: text('preferred_time'),
    isFlexible: boolean('is_flexible').notNull().default(false),
    /** An enquiry's chosen services. */
    activities: textOneOf('activities', SERVICES).array().notNull().default(emptyTextArray),
    isRead: boolean('is_read').notNull().default(false),
    /** Hidden by an operator after a report: gone from the thread for both members. */
    hiddenAt: instant('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The unread-count poll: `where receiver_id = $1 and not is_read`.
    index('messages_unread_idx')
      .on(t.receiverId)
      .where(sql`not ${t.isRead}`),
    // A thread between two users, either direction: the query must use the same least/greatest expressions.
    index('messages_thread_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.createdAt,
    ),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
    // Deleting a horse, slot or request sets these to null: without an index each delete scans messages.
    index('messages_horse_idx').on(t.horseId).where(isSet(t.horseId)),
    index('messages_slot_idx').on(t.availabilitySlotId).where(isSet(t.availabilitySlotId)),
    index('messages_request_idx').on(t.requestId).where(isSet(t.requestId)),
    check('messages_message_type_check', oneOf(t.messageType, MESSAGE_TYPES)),
    check('messages_activities_check', allOf(t.activities, SERVICES)),
    check(
      'messages_preferred_time_check',
      sql`${t.preferredTime} = 'any' or ${t.preferredTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
