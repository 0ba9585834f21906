import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, instant, mailedToken, sessionTimes, textOneOf, timestamps } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { INTERESTS } from '#contract/options.js';
import { USER_TYPES } from '#contract/users.js';
import { allOf, emptyTextArray, oneOf } from './sql-helpers.js';

/** Member sessions. The id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** What the member's list of sessions shows and names: the id above never leaves the server. */
    publicId: integer('public_id').generatedAlwaysAsIdentity().notNull().unique('sessions_public_id_unique'),
    userId: ownedByMember('user_id'),
    /** "Keep me signed in": 14 days idle and a lasting cookie; without it 12 hours and a browser-session cookie. */
    keepSignedIn: boolean('keep_signed_in').notNull().default(true),
    /** Coarse ("Firefox on Windows"), from the User-Agent at sign-in; the raw header is not kept. */
    device: text('device').notNull().default('Unknown device'),
    ...sessionTimes(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use, hashed, expiring reset tokens (docs/design.md §5). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: identityId(),
    userId: ownedByMember('user_id'),
    ...mailedToken('password_reset_tokens'),
    used: boolean('used').notNull().default(false),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Single-use, hashed links that confirm a member's e-mail address, valid for 48 hours. The address is
 * kept with the token: a link sent to an address the member has since changed confirms nothing.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: identityId(),
    userId: ownedByMember('user_id'),
    email: text('email').notNull(),
    ...mailedToken('email_verification_tokens'),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

/** Progress through the three registration steps, keyed by a client-generated id. */
export const registrationSessions = pgTable(
  'registration_sessions',
  {
    id: identityId(),
    sessionId: text('session_id').notNull().unique('registration_sessions_session_id_unique'),
    userType: textOneOf('user_type', USER_TYPES).notNull(),
    interests: textOneOf('interests', INTERESTS).array().notNull().default(emptyTextArray),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    city: text('city'),
    postcode: text('postcode'),
    bio: text('bio'),
    currentStep: integer('current_step').notNull().default(1),
    completedAt: instant('completed_at'),
    ...timestamps(),
  },
  (t) => [
    index('registration_sessions_created_at_idx').on(t.createdAt),
    check('registration_sessions_user_type_check', oneOf(t.userType, USER_TYPES)),
    check('registration_sessions_interests_check', allOf(t.interests, INTERESTS)),
    check('registration_sessions_current_step_check', sql`${t.currentStep} between 1 and 3`),
  ],
);

export type Session = typeof sessions.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type RegistrationSession = typeof registrationSessions.$inferSelect;
