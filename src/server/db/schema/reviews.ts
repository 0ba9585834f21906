import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, pointsTo } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { horses } from './horses.js';
import { requests } from './requests.js';
import { isSet } from './sql-helpers.js';
import { users } from './users.js';

/** A review targets exactly one of a horse or a user; one per reviewer per target. */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    horseId: integer('horse_id').references(() => horses.id, { onDelete: 'cascade' }),
    reviewedUserId: integer('reviewed_user_id').references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: ownedByMember('reviewer_id'),
    requestId: pointsTo('request_id', () => requests.id),
    /**
     * The first day of the visit the review stands on, copied from its request while that visit stands
     * (accepted and begun); null once it is called off with no other visit between them to stand on. The
     * review counts in a rating, and shows as a confirmed visit, exactly while this is set
     * (docs/decisions/0040): it outlives the request, which goes when either party deletes their account.
     */
    visitOn: date('visit_on', { mode: 'string' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** Hidden by an operator after a report: no longer listed. */
    hiddenAt: instant('hidden_at'),
    /**
     * When the review came out for everyone to read (docs/decisions/0057); null while it waits for the
     * other member of its visit to write theirs: then only its reviewer sees it, and no rating counts it.
     */
    publishedAt: instant('published_at'),
    /**
     * The London day it comes out on at the latest, whether or not the other member wrote: 14 days after
     * the day it was written, by the calendar clock (REVIEW_LIMITS.waitDays).
     */
    showsOn: date('shows_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_reviewer_horse_unique').on(t.reviewerId, t.horseId).where(isSet(t.horseId)),
    uniqueIndex('reviews_reviewer_user_unique')
      .on(t.reviewerId, t.reviewedUserId)
      .where(isSet(t.reviewedUserId)),
    index('reviews_horse_id_idx').on(t.horseId, t.createdAt).where(isSet(t.horseId)),
    // The hourly job's look for waiting reviews whose day has come (few rows: only those waiting).
    index('reviews_waiting_idx')
      .on(t.showsOn)
      .where(sql`${t.publishedAt} is null`),
    index('reviews_reviewed_user_id_idx').on(t.reviewedUserId, t.createdAt).where(isSet(t.reviewedUserId)),
    check('reviews_one_target_check', sql`num_nonnulls(${t.horseId}, ${t.reviewedUserId}) = 1`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_length_check', sql`char_length(${t.comment}) <= 500`),
    check('reviews_not_self_check', sql`${t.reviewerId} <> ${t.reviewedUserId}`),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
