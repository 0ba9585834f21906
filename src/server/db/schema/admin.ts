import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '#contract/admin.js';
import { createdAt, identityId, ownedBy, pointsTo, sessionTimes, textOneOf } from './columns.js';
import { oneOf } from './sql-helpers.js';

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

/**
 * Every admin decision, append-only: the application inserts and reads, never updates or deletes. The
 * username is copied so an entry still says who decided after the account is gone.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: identityId(),
    adminId: pointsTo('admin_id', () => adminAccounts.id),
    adminUsername: text('admin_username').notNull(),
    action: textOneOf('action', AUDIT_ACTIONS).notNull(),
    targetType: textOneOf('target_type', AUDIT_TARGET_TYPES).notNull(),
    targetId: integer('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    check('admin_audit_log_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    check('admin_audit_log_target_type_check', oneOf(t.targetType, AUDIT_TARGET_TYPES)),
  ],
);

export type AdminAccount = typeof adminAccounts.$inferSelect;
export type AdminSession = typeof adminSessions.$inferSelect;
export type SiteMetric = typeof siteMetrics.$inferSelect;
export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
