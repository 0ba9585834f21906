import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, instant, textOneOf, timestamps } from './columns.js';
import { EXPERIENCE_LEVELS, INTERESTS } from '#contract/options.js';
import { RIDER_WEIGHTS, USER_TYPES, VERIFICATION_STATUSES } from '#contract/users.js';
import { allOf, emptyTextArray, oneOf } from './sql-helpers.js';

/** Members: owners and enthusiasts. Admins are separate accounts (admin.ts). */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    email: text('email').notNull(),
    /** Set equal to the email at registration (docs/product.md §M3). */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: textOneOf('user_type', USER_TYPES).notNull(),
    /** Town or city, public. */
    location: text('location'),
    /** Private: never in public views. */
    postcode: text('postcode'),
    bio: text('bio'),
    phone: text('phone'),
    /** Enthusiasts only; private, used for matching. */
    riderWeight: textOneOf('rider_weight', RIDER_WEIGHTS),
    profileImage: text('profile_image'),
    experience: text('experience'),
    experienceLevel: textOneOf('experience_level', EXPERIENCE_LEVELS),
    /**
     * Whether the public profile shows experienceLevel (docs/decisions/0036): on for new members; off for
     * those who chose a level while it was private (the migration), until they turn it on.
     */
    showExperience: boolean('show_experience').notNull().default(true),
    interests: textOneOf('interests', INTERESTS).array().notNull().default(emptyTextArray),
    optOutMarketing: boolean('opt_out_marketing').notNull().default(false),
    hasBrowsedHorses: boolean('has_browsed_horses').notNull().default(false),
    /**
     * When the member opened the link mailed to their current address. Until then they cannot enquire,
     * message or review, and nothing paid or entered under the address is theirs (docs/decisions/0021).
     */
    emailVerifiedAt: instant('email_verified_at'),
    verificationStatus: textOneOf('verification_status', VERIFICATION_STATUSES)
      .notNull()
      .default('unverified'),
    /** Storage key of a private file, served only to admins. */
    verificationDocument: text('verification_document'),
    verificationSubmittedAt: instant('verification_submitted_at'),
    /** When the member confirmed being 18 or over, and accepted the terms. */
    ageConfirmedAt: instant('age_confirmed_at'),
    termsAcceptedAt: instant('terms_accepted_at'),
    /** Hundredths: 500 = 5.0. */
    ownerRating: integer('owner_rating').notNull().default(500),
    ownerReviewCount: integer('owner_review_count').notNull().default(0),
    rating: integer('rating').notNull().default(500),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Set when the member deleted their account: the row stays, emptied of personal data, so messages
     * they sent (shown as from "Deleted member") and reviews they wrote (as "Anonymous") remain.
     */
    deletedAt: instant('deleted_at'),
    /** Set when an operator suspended the member: no sign-in, profile and listings hidden. */
    suspendedAt: instant('suspended_at'),
    /** E-mail when a message arrives while the member is away (issue #18); they can turn it off. */
    messageNotices: boolean('message_notices').notNull().default(true),
    /** E-mail the day before an accepted visit; they can turn it off (decision 0026). */
    visitReminders: boolean('visit_reminders').notNull().default(true),
    /** Push notifications per kind, on the devices the member switched on (decision 0030). */
    pushMessages: boolean('push_messages').notNull().default(true),
    pushRequests: boolean('push_requests').notNull().default(true),
    pushDecisions: boolean('push_decisions').notNull().default(true),
    /** E-mails of arrangement notices, per kind, when no device takes them (decision 0052). */
    emailRequests: boolean('email_requests').notNull().default(true),
    emailDecisions: boolean('email_decisions').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // One account per address regardless of case; look-ups must use lower(email) to hit it.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    // Admin queue of documents awaiting a decision.
    index('users_verification_pending_idx')
      .on(t.verificationSubmittedAt)
      .where(sql`${t.verificationStatus} = 'pending'`),
    check('users_user_type_check', oneOf(t.userType, USER_TYPES)),
    check('users_rider_weight_check', oneOf(t.riderWeight, RIDER_WEIGHTS)),
    check('users_verification_status_check', oneOf(t.verificationStatus, VERIFICATION_STATUSES)),
    check('users_experience_level_check', oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check('users_interests_check', allOf(t.interests, INTERESTS)),
    check('users_owner_rating_check', sql`${t.ownerRating} between 0 and 500`),
    check('users_rating_check', sql`${t.rating} between 0 and 500`),
    check('users_review_counts_check', sql`${t.ownerReviewCount} >= 0 and ${t.reviewCount} >= 0`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
