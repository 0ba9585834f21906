import { index, check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, textOneOf } from './columns.js';
import { MAIL_STATUSES } from '#contract/options.js';
import { oneOf } from './sql-helpers.js';

/** Messages from the Contact Us form, kept whether or not the team's e-mail went out. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: identityId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    mailStatus: textOneOf('mail_status', MAIL_STATUSES).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_mail_status_check', oneOf(t.mailStatus, MAIL_STATUSES)),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
