import { eq, or, sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, ownedBy, pointsTo, textOneOf } from './columns.js';
import { ownedByMember, pointsToMember } from './member-columns.js';
import { availabilitySlots } from './availability.js';
import { REQUEST_STATUSES, SERVICES } from '#contract/options.js';
import { REQUEST_KINDS, WEEKDAYS } from '#contract/shares.js';
import { LIMITS_VERDICTS } from '#contract/rules/rider-limits.js';
import { horses } from './horses.js';
import { oneOf } from './sql-helpers.js';

/** What a share's day stores; "done" is read from the clock, never stored. */
const SHARE_DAY_STORED_STATUSES = ['planned', 'skipped', 'missed', 'cancelled'] as const;

/** A request by an enthusiast (requester) to help with an owner's horse. */
export const requests = pgTable(
  'requests',
  {
    id: identityId(),
    horseId: ownedBy('horse_id', () => horses.id),
    requesterId: ownedByMember('requester_id'),
    ownerId: ownedByMember('owner_id'),
    service: textOneOf('service', SERVICES).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    message: text('message'),
    status: textOneOf('status', REQUEST_STATUSES).notNull().default('pending'),
    /** The slot an enquiry asked for (one day of it: startDate); null for a request made without one. */
    slotId: pointsTo('slot_id', () => availabilitySlots.id),
    /** Why it was declined or cancelled, in the words of the member who did it (shown to the other). */
    reason: text('reason'),
    /** The last change of status: who made it, when, and from what (undo puts it back within a minute). */
    changedById: pointsToMember('changed_by_id'),
    changedAt: instant('changed_at'),
    previousStatus: textOneOf('previous_status', REQUEST_STATUSES),
    /** When the day-before reminder went to both parties (sent once). */
    remindedAt: instant('reminded_at'),
    /**
     * By the calendar clock (decision 0055): when the request was sent, when the owner first accepted or
     * declined, and when it was cancelled (cleared by an undo). The reliability figures read them;
     * createdAt and changedAt keep real time for the hour's allowance and the minute's undo.
     */
    askedAt: instant('asked_at'),
    answeredAt: instant('answered_at'),
    cancelledAt: instant('cancelled_at'),
    /**
     * The rider against the horse's limits as they stood when the rider asked (decision 0055): within,
     * outside or unknown; null when the horse had none. Kept, not recomputed, so changing the limits
     * later cannot be used to learn the rider's weight band.
     */
    limitsVerdict: textOneOf('limits_verdict', LIMITS_VERDICTS),
    /**
     * A request nobody answers (decision 0057), by the calendar clock: when the requester was told it had
     * waited three days unanswered (told once), and when an un-pause of the owner's horses excused it from
     * counting toward another pause (it had waited three days by then).
     */
    unansweredToldAt: instant('unanswered_told_at'),
    pauseExcusedAt: instant('pause_excused_at'),
    // A standing share (kind 'share', decision 0051); null or false for a one-off visit. Its days are in
    // share_days; endDate is its last day once one is known (asked for, or set by notice).
    kind: textOneOf('kind', REQUEST_KINDS).notNull().default('visit'),
    /** The weekdays of a share, by name ('monday' ... 'sunday'). */
    weekdays: text('weekdays').array(),
    trialEndsOn: date('trial_ends_on', { mode: 'string' }),
    /** "Carry on sharing?": when both were asked, and each side's answer (null: not yet). */
    carryOnAskedAt: instant('carry_on_asked_at'),
    ownerCarriesOn: boolean('owner_carries_on'),
    requesterCarriesOn: boolean('requester_carries_on'),
    /** Days are booked up to here (the trial's last day, then rolling on after it). */
    bookedUntil: date('booked_until', { mode: 'string' }),
    /** New weekdays from a date, proposed by one member and waiting for the other. */
    proposedWeekdays: text('proposed_weekdays').array(),
    proposedFrom: date('proposed_from', { mode: 'string' }),
    proposedById: pointsToMember('proposed_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_requester_id_idx').on(t.requesterId, t.createdAt),
    index('requests_owner_id_idx').on(t.ownerId, t.createdAt),
    index('requests_horse_id_idx').on(t.horseId),
    // Requests still waiting for the owner: the hourly look for those unanswered (decision 0057).
    index('requests_pending_idx')
      .on(t.ownerId, t.askedAt)
      .where(sql`${t.status} = 'pending'`),
    check('requests_service_check', oneOf(t.service, SERVICES)),
    check('requests_status_check', oneOf(t.status, REQUEST_STATUSES)),
    check('requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('requests_previous_status_check', oneOf(t.previousStatus, REQUEST_STATUSES)),
    // One open request per member for a slot's day; two racing enquiries cannot both be stored.
    uniqueIndex('requests_open_slot_day_idx')
      .on(t.requesterId, t.slotId, t.startDate)
      .where(sql`${t.status} in ('pending', 'accepted') and ${t.slotId} is not null`),
    // The accepted visits of a slot's day (is the day full?).
    index('requests_slot_day_idx').on(t.slotId, t.startDate),
    check('requests_kind_check', oneOf(t.kind, REQUEST_KINDS)),
    check('requests_limits_verdict_check', oneOf(t.limitsVerdict, LIMITS_VERDICTS)),
    check(
      'requests_weekdays_check',
      sql`${t.weekdays} <@ ${sql.raw(`array[${WEEKDAYS.map((d) => `'${d}'`).join(',')}]::text[]`)}`,
    ),
  ],
);

export type Request = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;

/**
 * The requests `userId` is one of the two members of, asker or owner: the rows of a request, its days,
 * agreement and rides are both members' alike (the inbox, the calendar feed, the export, the deletion).
 */
export function requestOfMember(userId: number) {
  return or(eq(requests.requesterId, userId), eq(requests.ownerId, userId));
}

/**
 * A day of a standing share: its date and the times agreed (copied from the slot when booked, so a later
 * edit of the slot does not move a day already agreed). Stored status is planned, skipped, missed or
 * cancelled; a planned day whose end has passed reads "done" (decision 0051).
 */
export const shareDays = pgTable(
  'share_days',
  {
    id: identityId(),
    requestId: ownedBy('request_id', () => requests.id),
    /** The slot whose capacity the day takes (a day of a deleted slot keeps its place, counting nowhere). */
    slotId: pointsTo('slot_id', () => availabilitySlots.id),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    status: textOneOf('status', SHARE_DAY_STORED_STATUSES).notNull().default('planned'),
    reason: text('reason'),
    changedById: pointsToMember('changed_by_id'),
    /** When it was skipped, marked missed or cancelled, by the calendar clock (decision 0055). */
    changedAt: instant('changed_at'),
    /** When the day-before reminder went to both members (sent once). */
    remindedAt: instant('reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_days_request_date_idx').on(t.requestId, t.date),
    // The planned days of a slot's day (is the day full?) and the daily reminder's scan.
    index('share_days_slot_date_idx').on(t.slotId, t.date),
    index('share_days_date_idx').on(t.date),
    check('share_days_status_check', oneOf(t.status, SHARE_DAY_STORED_STATUSES)),
  ],
);

export type ShareDayRow = typeof shareDays.$inferSelect;
export type NewShareDayRow = typeof shareDays.$inferInsert;
