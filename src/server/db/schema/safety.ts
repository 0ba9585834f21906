import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '#contract/safety.js';
import { createdAt, identityId, instant, pointsTo, textOneOf } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { adminAccounts } from './admin.js';
import { oneOf } from './sql-helpers.js';

/**
 * A member's report of a member, a horse listing, a message or a review. `reportedUserId` is the member
 * it is about (the sender, the owner, the reviewer), fixed when the report is made, so an open report
 * holds back that member's account deletion however the item changes.
 */
export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    reporterId: ownedByMember('reporter_id'),
    reportedUserId: ownedByMember('reported_user_id'),
    targetType: textOneOf('target_type', REPORT_TARGET_TYPES).notNull(),
    /** Not a foreign key: it names a row of the table `target_type` says. */
    targetId: integer('target_id').notNull(),
    reason: textOneOf('reason', REPORT_REASONS).notNull(),
    detail: text('detail'),
    status: textOneOf('status', REPORT_STATUSES).notNull().default('open'),
    decidedAt: instant('decided_at'),
    decidedBy: pointsTo('decided_by', () => adminAccounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per reporter and item.
    uniqueIndex('reports_open_unique')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('reports_reported_user_idx').on(t.reportedUserId),
    index('reports_target_idx').on(t.targetType, t.targetId),
    check('reports_target_type_check', oneOf(t.targetType, REPORT_TARGET_TYPES)),
    check('reports_reason_check', oneOf(t.reason, REPORT_REASONS)),
    check('reports_status_check', oneOf(t.status, REPORT_STATUSES)),
    check('reports_detail_length_check', sql`char_length(${t.detail}) <= 1000`),
  ],
);

/** `blockerId` blocked `blockedId`: neither can message or enquire to the other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: ownedByMember('blocker_id'),
    blockedId: ownedByMember('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId], name: 'blocks_pkey' }),
    // "Is either blocking the other": the reverse direction reads this one.
    index('blocks_blocked_id_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export type Report = typeof reports.$inferSelect;
export type Block = typeof blocks.$inferSelect;
