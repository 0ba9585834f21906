import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, ownedBy } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { horses } from './horses.js';

/**
 * An owner's private notes for a visit to one horse (issue 27): where the yard is and how to get in, and
 * the care card. Shown to an enthusiast only for an accepted visit, from acceptance until the visit ends.
 */
export const yardDetails = pgTable('yard_details', {
  horseId: ownedBy('horse_id', () => horses.id).primaryKey(),
  address: text('address').notNull().default(''),
  directions: text('directions').notNull().default(''),
  parking: text('parking').notNull().default(''),
  arrival: text('arrival').notNull().default(''),
  feeding: text('feeding').notNull().default(''),
  turnout: text('turnout').notNull().default(''),
  tack: text('tack').notNull().default(''),
  vetAndFarrier: text('vet_and_farrier').notNull().default(''),
  emergencyContact: text('emergency_contact').notNull().default(''),
  /** The emergency contact's UK mobile, E.164 ('+447700900123'): texted if a rider is overdue (issue 45). */
  emergencyMobile: text('emergency_mobile').notNull().default(''),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * A member's private calendar feed of accepted visits: the secret token is in the feed's address, kept
 * here only as its SHA-256 (a new token revokes the old one).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: ownedByMember('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export type YardDetails = typeof yardDetails.$inferSelect;
