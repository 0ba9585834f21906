import { index, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '#contract/options.js';
import { oneOf } from './sql-helpers.js';

/** Messages from the Contact Us form, kept whether or not the team's e-mail went out. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    mailStatus: text('mail_status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_mail_status_check', oneOf(t.mailStatus, MAIL_STATUSES)),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
