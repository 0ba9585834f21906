import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { EXPERIENCE_LEVELS, SERVICES, WEEKDAYS } from '#contract/options.js';
import { createdAt, identityId, instant, ownedBy, textOneOf } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { horses } from './horses.js';
import { allOf, emptyTextArray, oneOf } from './sql-helpers.js';

/** A member's saved horses (issue 18): a deleted horse or member takes its rows with it. */
export const savedHorses = pgTable(
  'saved_horses',
  {
    userId: ownedByMember('user_id'),
    horseId: ownedBy('horse_id', () => horses.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.horseId] }),
    // A deleted horse's rows are found through this (the cascade), and "who saved this" if ever asked.
    index('saved_horses_horse_id_idx').on(t.horseId),
  ],
);

/**
 * A member's saved browse search and its daily digest of new matching horses. The place is located once,
 * when saved (null coordinates: a place we could not locate, matched by its words, or no place at all).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: identityId(),
    userId: ownedByMember('user_id'),
    location: text('location'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusMiles: integer('radius_miles').notNull(),
    experienceLevel: textOneOf('experience_level', EXPERIENCE_LEVELS),
    services: textOneOf('services', SERVICES).array().notNull().default(emptyTextArray),
    /** "On my days": horses free on at least one of these weekdays in the coming four weeks; empty: any. */
    weekdays: textOneOf('weekdays', WEEKDAYS).array().notNull().default(emptyTextArray),
    /** Off after a one-click unsubscribe; the search itself stays until deleted. */
    alerts: boolean('alerts').notNull().default(true),
    /** Horses listed after this instant are new to the next digest. */
    checkedThrough: instant('checked_through').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_user_id_idx').on(t.userId),
    index('saved_searches_due_idx')
      .on(t.checkedThrough)
      .where(sql`${t.alerts}`),
    check('saved_searches_radius_check', sql`${t.radiusMiles} between 1 and 300`),
    check('saved_searches_experience_level_check', oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check('saved_searches_services_check', allOf(t.services, SERVICES)),
    check('saved_searches_weekdays_check', allOf(t.weekdays, WEEKDAYS)),
    check('saved_searches_coordinates_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
