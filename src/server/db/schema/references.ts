import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPERIENCE_LEVELS } from '#contract/options.js';
import { REFERENCE_LIMITS, REFERENCE_RELATIONSHIPS } from '#contract/references.js';
import { createdAt, identityId, instant, textOneOf } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { oneOf } from './sql-helpers.js';

/**
 * A member's ask for a reference from someone outside the site, and the referee's answer once given
 * (issue 44, decision 0055). The mailed link's token is kept only as its SHA-256. Instants are the
 * calendar clock's (platform/clock.ts), so the 14 days and the week's asks follow it in tests too.
 * ("references" is an SQL keyword, hence the table's name.)
 */
export const riderReferences = pgTable(
  'rider_references',
  {
    id: identityId(),
    riderId: ownedByMember('rider_id'),
    /** As the member gave them; the address is never shown to anyone but the member. */
    refereeName: text('referee_name').notNull(),
    refereeEmail: text('referee_email').notNull(),
    /** How the member said the referee knows them. */
    relationship: textOneOf('relationship', REFERENCE_RELATIONSHIPS).notNull(),
    tokenHash: text('token_hash').notNull().unique('rider_references_token_hash_unique'),
    /** The last ask (asking again after expiry renews the row, its link and its 14 days). */
    askedAt: instant('asked_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** The member took the ask back before an answer: the link stops working. */
    withdrawnAt: instant('withdrawn_at'),
    // The referee's answer.
    submittedAt: instant('submitted_at'),
    answerRelationship: textOneOf('answer_relationship', REFERENCE_RELATIONSHIPS),
    knownForYears: integer('known_for_years'),
    levelSeen: textOneOf('level_seen', EXPERIENCE_LEVELS),
    wouldTrust: boolean('would_trust'),
    comment: text('comment'),
    /** Hidden by an operator after a report: no longer shown, nor counted. */
    hiddenAt: instant('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rider_references_rider_id_idx').on(t.riderId, t.askedAt),
    // One reference per referee address for a member, and one open ask at a time.
    uniqueIndex('rider_references_submitted_unique')
      .on(t.riderId, sql`lower(${t.refereeEmail})`)
      .where(sql`${t.submittedAt} is not null`),
    uniqueIndex('rider_references_open_unique')
      .on(t.riderId, sql`lower(${t.refereeEmail})`)
      .where(sql`${t.submittedAt} is null and ${t.withdrawnAt} is null`),
    check('rider_references_relationship_check', oneOf(t.relationship, REFERENCE_RELATIONSHIPS)),
    check('rider_references_answer_relationship_check', oneOf(t.answerRelationship, REFERENCE_RELATIONSHIPS)),
    check('rider_references_level_seen_check', oneOf(t.levelSeen, EXPERIENCE_LEVELS)),
    check(
      'rider_references_known_for_years_check',
      sql`${t.knownForYears} between 0 and ${sql.raw(String(REFERENCE_LIMITS.knownForYearsMax))}`,
    ),
    check(
      'rider_references_comment_length_check',
      sql`char_length(${t.comment}) <= ${sql.raw(String(REFERENCE_LIMITS.commentMax))}`,
    ),
    // An answer is whole or absent.
    check(
      'rider_references_answer_check',
      sql`(${t.submittedAt} is null) = (${t.answerRelationship} is null) and (${t.submittedAt} is null) = (${t.knownForYears} is null) and (${t.submittedAt} is null) = (${t.levelSeen} is null) and (${t.submittedAt} is null) = (${t.wouldTrust} is null)`,
    ),
  ],
);

export type RiderReference = typeof riderReferences.$inferSelect;
export type NewRiderReference = typeof riderReferences.$inferInsert;
