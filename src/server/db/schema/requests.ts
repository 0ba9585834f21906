import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, ownedBy, pointsTo, textOneOf } from './columns.js';
import { ownedByMember, pointsToMember } from './member-columns.js';
import { availabilitySlots } from './availability.js';
import { REQUEST_STATUSES, SERVICES } from '#contract/options.js';
import { horses } from './horses.js';
import { oneOf } from './sql-helpers.js';

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
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_requester_id_idx').on(t.requesterId, t.createdAt),
    index('requests_owner_id_idx').on(t.ownerId, t.createdAt),
    index('requests_horse_id_idx').on(t.horseId),
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
  ],
);

export type Request = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;
