import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RIDE_COMPANIES } from '#contract/rides.js';
import { createdAt, identityId, instant, ownedBy, textOneOf } from './columns.js';
import { ownedByMember } from './member-columns.js';
import { requests } from './requests.js';
import { oneOf } from './sql-helpers.js';

/**
 * A ride out on a visit's or share's day (issue 45, decision 0056): the rider's back-by time, where they
 * are going and with whom. The minute job reads it: "Still out?" to the rider before the time, an alert
 * to the owner and the yard card's emergency contact once overdue. Each step is claimed in its own
 * column, so it happens once across processes and restarts. Private: the route note goes to the owner and
 * the emergency contact only; the ride goes with its request.
 */
export const rides = pgTable(
  'rides',
  {
    id: identityId(),
    requestId: ownedBy('request_id', () => requests.id),
    riderId: ownedByMember('rider_id'),
    startedAt: instant('started_at').notNull(),
    backBy: instant('back_by').notNull(),
    /** Where the rider is going (the route note). */
    note: text('note').notNull(),
    company: textOneOf('company', RIDE_COMPANIES).notNull(),
    backAt: instant('back_at'),
    /** "Still out?" was claimed for the current back-by time (an extension clears it). */
    stillOutAskedAt: instant('still_out_asked_at'),
    /**
     * The overdue alert: a process claims it until `alert_claimed_until` (a lease: a process that dies
     * mid-alert hands it over once it ends); each way it goes is marked as it goes, so a taker sends only
     * what is left; `alerted_at` once all went. `alert_started_at` stays from the first claim on.
     */
    alertStartedAt: instant('alert_started_at'),
    alertClaimedUntil: instant('alert_claimed_until'),
    ownerAlertedAt: instant('owner_alerted_at'),
    contactTextedAt: instant('contact_texted_at'),
    alertedAt: instant('alerted_at'),
    /** The "safe" message after an alert, claimed once. */
    safeToldAt: instant('safe_told_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('rides_company_check', oneOf(t.company, RIDE_COMPANIES)),
    // One ride out at a time per rider: a second start is refused by the database too.
    uniqueIndex('rides_one_out_per_rider_idx')
      .on(t.riderId)
      .where(sql`${t.backAt} is null`),
    // The minute job's busy path: rides still out.
    index('rides_out_idx')
      .on(t.backBy)
      .where(sql`${t.backAt} is null`),
    index('rides_request_idx').on(t.requestId, t.startedAt),
  ],
);

export type RideRow = typeof rides.$inferSelect;

/** The rider's note after a ride (how it went, shoes, lameness, anything to watch): one per ride. */
export const rideNotes = pgTable(
  'ride_notes',
  {
    id: identityId(),
    rideId: ownedBy('ride_id', () => rides.id),
    requestId: ownedBy('request_id', () => requests.id),
    authorId: ownedByMember('author_id'),
    howItWent: text('how_it_went').notNull(),
    shoes: text('shoes').notNull().default(''),
    lameness: text('lameness').notNull().default(''),
    toWatch: text('to_watch').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ride_notes_ride_idx').on(t.rideId),
    index('ride_notes_request_idx').on(t.requestId, t.createdAt),
  ],
);

export type RideNoteRow = typeof rideNotes.$inferSelect;

/** The owner's reply to a note: with the notes, the share's diary. */
export const rideNoteReplies = pgTable(
  'ride_note_replies',
  {
    id: identityId(),
    noteId: ownedBy('note_id', () => rideNotes.id),
    authorId: ownedByMember('author_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ride_note_replies_note_idx').on(t.noteId, t.createdAt)],
);

export type RideNoteReplyRow = typeof rideNoteReplies.$inferSelect;
