import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES, SERVICES } from '#contract/options.js';
import { availabilitySlots } from './availability.js';
import { horses } from './horses.js';
import { requests } from './requests.js';
import { allOf, emptyTextArray, oneOf } from './sql-helpers.js';
import { users } from './users.js';

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    horseId: integer('horse_id').references(() => horses.id, { onDelete: 'set null' }),
    availabilitySlotId: integer('availability_slot_id').references(() => availabilitySlots.id, {
      onDelete: 'set null',
    }),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('general'),
    /** An enquiry's preferred start: 'any' or HH:MM. */
    preferredTime: text('preferred_time'),
    isFlexible: boolean('is_flexible').notNull().default(false),
    /** An enquiry's chosen services. */
    activities: text('activities').array().notNull().default(emptyTextArray),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
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
    index('messages_horse_idx')
      .on(t.horseId)
      .where(sql`${t.horseId} is not null`),
    index('messages_slot_idx')
      .on(t.availabilitySlotId)
      .where(sql`${t.availabilitySlotId} is not null`),
    index('messages_request_idx')
      .on(t.requestId)
      .where(sql`${t.requestId} is not null`),
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
