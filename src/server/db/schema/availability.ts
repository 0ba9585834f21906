import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, ownedBy, textOneOf } from './columns.js';
import { RECURRENCE_TYPES } from '#contract/options.js';
import { horses } from './horses.js';
import { oneOf } from './sql-helpers.js';

/** 24-hour HH:MM, 00:00 to 23:59. */
const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: identityId(),
    horseId: ownedBy('horse_id', () => horses.id),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    recurrenceType: textOneOf('recurrence_type', RECURRENCE_TYPES).notNull().default('none'),
    recurrenceEnd: date('recurrence_end', { mode: 'string' }),
    isTemplate: boolean('is_template').notNull().default(false),
    /** How many enthusiasts the slot takes on one day (accepted visits); a full day shows as taken. */
    capacity: integer('capacity').notNull().default(1),
    createdAt: createdAt(),
    /**
     * When the owner was told the slot runs out within a week (features/availability/ending-notices.ts);
     * cleared when it is carried on or its days are edited, so each last day is told of once.
     */
    endingNoticeSentAt: instant('ending_notice_sent_at'),
    /** What a carry-on adds, kept from the first (contract/rules/slot-ending.ts); null until then. */
    carryOnDays: integer('carry_on_days'),
  },
  (t) => [
    index('availability_slots_horse_id_idx').on(t.horseId, t.startDate),
    check('availability_slots_start_time_check', sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check('availability_slots_end_time_check', sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check('availability_slots_recurrence_type_check', oneOf(t.recurrenceType, RECURRENCE_TYPES)),
    check('availability_slots_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('availability_slots_recurrence_end_check', sql`${t.recurrenceEnd} >= ${t.startDate}`),
    check('availability_slots_capacity_check', sql`${t.capacity} between 1 and 20`),
    check('availability_slots_carry_on_days_check', sql`${t.carryOnDays} >= 1`),
  ],
);

export type AvailabilitySlot = typeof availabilitySlots.$inferSelect;
export type NewAvailabilitySlot = typeof availabilitySlots.$inferInsert;
