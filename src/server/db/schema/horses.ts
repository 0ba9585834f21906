import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { LISTING_HIDE_REASON_CODES } from '#contract/listing-moderation.js';
import { adminAccounts } from './admin.js';
import { identityId, instant, pointsTo, textOneOf, timestamps } from './columns.js';
import { ownedByMember } from './member-columns.js';
import {
  EXPERIENCE_LEVELS,
  HEIGHTS,
  IMAGE_APPROVAL_STATUSES,
  SERVICES,
  TEMPERAMENTS,
} from '#contract/options.js';
import { RIDER_WEIGHTS } from '#contract/users.js';
import { allOf, emptyTextArray, oneOf } from './sql-helpers.js';

export const horses = pgTable(
  'horses',
  {
    id: identityId(),
    ownerId: ownedByMember('owner_id'),
    name: text('name').notNull(),
    /** Free text: the add form offers BREEDS, the edit form takes anything. */
    breed: text('breed').notNull(),
    /** Whole years. */
    age: integer('age'),
    color: text('color'),
    height: textOneOf('height', HEIGHTS).notNull(),
    temperament: textOneOf('temperament', TEMPERAMENTS).array().notNull().default(emptyTextArray),
    experienceLevel: textOneOf('experience_level', EXPERIENCE_LEVELS),
    description: text('description'),
    specialNeeds: text('special_needs'),
    /** Town, public. */
    location: text('location').notNull(),
    /** Postcode and coordinates are private to the owner (docs/design.md §3). */
    postcode: text('postcode'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    services: textOneOf('services', SERVICES).array().notNull().default(emptyTextArray),
    /** Storage URLs; imageApprovalStatus[i] is the state of images[i]. */
    images: text('images').array().notNull().default(emptyTextArray),
    imageApprovalStatus: textOneOf('image_approval_status', IMAGE_APPROVAL_STATUSES)
      .array()
      .notNull()
      .default(emptyTextArray),
    isAvailable: boolean('is_available').notNull().default(true),
    /**
     * The owner's limits for riders (decision 0055): the heaviest weight band, the least experience, and
     * whether the horse may be hacked out alone; null: no limit said.
     */
    maxRiderWeight: textOneOf('max_rider_weight', RIDER_WEIGHTS),
    minRiderExperience: textOneOf('min_rider_experience', EXPERIENCE_LEVELS),
    hackingAlone: boolean('hacking_alone'),
    /**
     * Hidden from everyone but its owner and the operators: by the moderators (hidden_reason set), with its
     * owner's suspension, or kept for a review after its owner left. Out of every public list.
     */
    hiddenAt: instant('hidden_at'),
    /**
     * Set while the moderators keep the listing hidden (decision 0058): why, their note to the owner, who
     * hid it and when (the undo minute counts from then). A suspension lifted leaves such a listing hidden.
     */
    hiddenReason: textOneOf('hidden_reason', LISTING_HIDE_REASON_CODES),
    hiddenNote: text('hidden_note'),
    hiddenByModeratorsAt: instant('hidden_by_moderators_at'),
    hiddenByAdminId: pointsTo('hidden_by_admin_id', () => adminAccounts.id),
    /** The owner is told of the hide once this has passed (after the undo minute); null once told. */
    hiddenNoticeDueAt: instant('hidden_notice_due_at'),
    /**
     * Paused from every public list because its owner left five requests unanswered for three days
     * (decision 0057); cleared by the owner's "Unpause" or by answering a request.
     */
    pausedAt: instant('paused_at'),
    /** Pence. */
    pricePerHour: integer('price_per_hour'),
    /** Hundredths: 500 = 5.0. */
    rating: integer('rating').notNull().default(500),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The days the horse is free (one of its slots occurs), worked out from its slots on free_days_from:
     * bit i of free_days is that day plus i, 49 days in all (contract/rules/free-weekdays.ts). Kept by the
     * availability feature when slots change and refreshed by housekeeping; null: never worked out
     * (decision 0050).
     */
    freeDaysFrom: date('free_days_from', { mode: 'string' }),
    freeDays: bigint('free_days', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('horses_owner_id_idx').on(t.ownerId),
    index('horses_created_at_idx').on(t.createdAt),
    // Distance search. earth_point() is ll_to_earth() with a body bound at creation (drizzle/0000), so the
    // index survives pg_dump/restore and ANALYZE under an empty search_path on PostgreSQL 15. A query hits
    // the index only with exactly earth_point(latitude, longitude), e.g.
    // `order by earth_point(latitude, longitude) <-> earth_point($lat, $lon)` (nearest first), or
    // `where earth_box(earth_point($lat, $lon), $metres) @> earth_point(latitude, longitude)`.
    index('horses_location_gist').using('gist', sql`earth_point(${t.latitude}, ${t.longitude})`),
    // Which horse shows a photo (serving a photo checks its approval): `images @> array[url]`.
    index('horses_images_gin').using('gin', t.images),
    // The housekeeping refresh finds the horses whose free days were worked out long enough ago.
    index('horses_free_days_from_idx').on(t.freeDaysFrom),
    // Admin queue of images awaiting review.
    index('horses_pending_images_idx')
      .on(t.id)
      .where(sql`'pending' = any(${t.imageApprovalStatus})`),
    // The owners to tell of a hide, once its undo minute has passed (a minute job looks).
    index('horses_hidden_notice_due_idx')
      .on(t.hiddenNoticeDueAt)
      .where(sql`${t.hiddenNoticeDueAt} is not null`),
    check('horses_hidden_reason_check', oneOf(t.hiddenReason, LISTING_HIDE_REASON_CODES)),
    check(
      'horses_hidden_by_moderators_check',
      sql`(${t.hiddenReason} is null) = (${t.hiddenByModeratorsAt} is null) and (${t.hiddenReason} is null or ${t.hiddenAt} is not null)`,
    ),
    check('horses_hidden_note_length_check', sql`char_length(${t.hiddenNote}) <= 1000`),
    check('horses_age_check', sql`${t.age} between 0 and 40`),
    check('horses_height_check', oneOf(t.height, HEIGHTS)),
    check('horses_experience_level_check', oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check('horses_max_rider_weight_check', oneOf(t.maxRiderWeight, RIDER_WEIGHTS)),
    check('horses_min_rider_experience_check', oneOf(t.minRiderExperience, EXPERIENCE_LEVELS)),
    check('horses_temperament_check', allOf(t.temperament, TEMPERAMENTS)),
    check('horses_services_check', allOf(t.services, SERVICES)),
    check(
      'horses_image_approval_aligned_check',
      sql`cardinality(${t.images}) = cardinality(${t.imageApprovalStatus})`,
    ),
    check('horses_image_approval_status_check', allOf(t.imageApprovalStatus, IMAGE_APPROVAL_STATUSES)),
    check(
      'horses_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    check('horses_price_per_hour_check', sql`${t.pricePerHour} >= 0`),
    check('horses_rating_check', sql`${t.rating} between 0 and 500`),
    check('horses_review_count_check', sql`${t.reviewCount} >= 0`),
    // 49 days of bits: below 2^49, exact in a JavaScript number.
    check('horses_free_days_check', sql`${t.freeDays} between 0 and 562949953421311`),
  ],
);

export type Horse = typeof horses.$inferSelect;
export type NewHorse = typeof horses.$inferInsert;
