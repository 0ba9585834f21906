import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, ownedBy, sessionTimes } from './columns.js';

/** Operator accounts: separate from members, with their own login and sessions. */
export const adminAccounts = pgTable('admin_accounts', {
  id: identityId(),
  username: text('username').notNull().unique('admin_accounts_username_unique'),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Admin sessions (idle 30 minutes, absolute 8 hours). The id is the SHA-256 of the cookie token. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    adminId: ownedBy('admin_id', () => adminAccounts.id),
    ...sessionTimes(),
  },
  (t) => [index('admin_sessions_admin_id_idx').on(t.adminId)],
);

/** One row per calendar day. */
export const siteMetrics = pgTable(
  'site_metrics',
  {
    id: identityId(),
    date: date('date', { mode: 'string' }).notNull().unique('site_metrics_date_unique'),
    userCount: integer('user_count').notNull().default(0),
    horseCount: integer('horse_count').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    registrationCount: integer('registration_count').notNull().default(0),
  },
  (t) => [
    check(
      'site_metrics_counts_check',
      sql`${t.userCount} >= 0 and ${t.horseCount} >= 0 and ${t.visitCount} >= 0 and ${t.registrationCount} >= 0`,
    ),
  ],
);

export type AdminAccount = typeof adminAccounts.$inferSelect;
export type AdminSession = typeof adminSessions.$inferSelect;
export type SiteMetric = typeof siteMetrics.$inferSelect;
