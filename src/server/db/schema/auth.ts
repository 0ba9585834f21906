import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { INTERESTS } from '#contract/options.js';
import { USER_TYPES } from '#contract/users.js';
import { allOf, emptyTextArray, oneOf } from './sql-helpers.js';
import { users } from './users.js';

/** Member sessions. The id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** What the member's list of sessions shows and names: the id above never leaves the server. */
    publicId: integer('public_id').generatedAlwaysAsIdentity().notNull().unique('sessions_public_id_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Keep me signed in": 14 days idle and a lasting cookie; without it 12 hours and a browser-session cookie. */
    keepSignedIn: boolean('keep_signed_in').notNull().default(true),
    /** Coarse ("Firefox on Windows"), from the User-Agent at sign-in; the raw header is not kept. */
    device: text('device').notNull().default('Unknown device'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Idle expiry is measured from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Absolute expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use, hashed, expiring reset tokens (DESIGN.md §5). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail. */
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used: boolean('used').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** Progress through the three registration steps, keyed by a client-generated id. */
export const registrationSessions = pgTable(
  'registration_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull().unique('registration_sessions_session_id_unique'),
    userType: text('user_type').notNull(),
    interests: text('interests').array().notNull().default(emptyTextArray),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    city: text('city'),
    postcode: text('postcode'),
    bio: text('bio'),
    currentStep: integer('current_step').notNull().default(1),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
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
