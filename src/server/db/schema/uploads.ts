import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every uploaded photo, by its storage key, with who uploaded it and when. File names are random and
 * say nothing about the uploader; this row is how the server knows who may attach (or, until approved,
 * see) a photo, and how housekeeping finds photos nobody attached after a grace period.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_created_at_idx').on(t.createdAt)],
);

export type Upload = typeof uploads.$inferSelect;
