import { Column, getTableName, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { RIDING_SCHOOL_STATUSES } from '#contract/rules/riding-school.js';
import { identityId, instant, textOneOf, timestamps } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { hasLivePremiumSubscription } from './payments.js';
import { oneOf } from './sql-helpers.js';

/**
 * An owner who says they are a riding school or equestrian centre (docs/decisions/0054): the business's
 * name, its insurance certificate (a private document, DATA_DIR/private/riding-schools, kept while this
 * row names it) and the day it expires, and where the moderators' check stands. One row per owner; it goes
 * with the member.
 */
export const ridingSchools = pgTable(
  'riding_schools',
  {
    id: identityId(),
    userId: ownedByMember('user_id').unique('riding_schools_user_id_unique'),
    businessName: text('business_name').notNull(),
    status: textOneOf('status', RIDING_SCHOOL_STATUSES).notNull().default('declared'),
    /** The private document's key; null before one is sent and once a rejection deleted it. */
    certificateKey: text('certificate_key'),
    /** The last day the certificate covers (London calendar). */
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    /**
     * The last day of cover of the certificate a moderator last accepted for this business under its
     * present name: what listing and the badge read (rules/riding-school.ts). Set only by a "verified"
     * decision; cleared by a rename or a rejection; left as it is while a renewal waits for its check.
     */
    verifiedUntil: date('verified_until', { mode: 'string' }),
    /** When the certificate waiting (or last decided) was sent: a decision names the one it saw. */
    submittedAt: instant('submitted_at'),
    decidedAt: instant('decided_at'),
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    /** The verified_until day the 30-day reminder was sent for: once per accepted certificate. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    /** The verified_until day the "your insurance has expired" mail was sent for: once per certificate. */
    expiryToldFor: date('expiry_told_for', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('riding_schools_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    check('riding_schools_status_check', oneOf(t.status, RIDING_SCHOOL_STATUSES)),
    check(
      'riding_schools_pending_has_certificate_check',
      sql`${t.status} <> 'pending' or ${t.certificateKey} is not null`,
    ),
  ],
);

export type RidingSchoolRow = typeof ridingSchools.$inferSelect;

/** A column of the outer query, qualified by hand (a one-table query writes its columns bare). */
function outerColumn(userId: AnyColumn | SQL): SQL {
  return is(userId, Column)
    ? sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`
    : userId;
}

/**
 * Whether the horses of the owner `ownerId` may be listed on `today` (rules/riding-school.ts
 * ownerMayBeListed, its twin): no riding school row, or an accepted certificate covering today and Premium
 * now. One probe of the unique index on user_id for an owner who is not a riding school.
 */
export function ownerMayBeListedSql(ownerId: AnyColumn | SQL, today: string): SQL<boolean> {
  const rs = sql.identifier('listing_school');
  return sql<boolean>`coalesce((select coalesce(${rs}.verified_until >= ${today}::date, false)
    and ${hasLivePremiumSubscription(sql`${rs}.user_id`)} from ${ridingSchools} as ${rs}
    where ${rs}.user_id = ${outerColumn(ownerId)}), true)`;
}
