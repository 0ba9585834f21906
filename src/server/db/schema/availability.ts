import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { RECURRENCE_TYPES } from '#contract/options.js';
import { horses } from './horses.js';
import { oneOf } from './sql-helpers.js';

/** 24-hour HH:MM, 00:00 to 23:59. */
const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    horseId: integer('horse_id')
      .notNull()
      .references(() => horses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    recurrenceType: text('recurrence_type').notNull().default('none'),
    recurrenceEnd: date('recurrence_end', { mode: 'string' }),
    isTemplate: boolean('is_template').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_slots_horse_id_idx').on(t.horseId, t.startDate),
    check('availability_slots_start_time_check', sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check('availability_slots_end_time_check', sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check('availability_slots_recurrence_type_check', oneOf(t.recurrenceType, RECURRENCE_TYPES)),
    check('availability_slots_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('availability_slots_recurrence_end_check', sql`${t.recurrenceEnd} >= ${t.startDate}`),
  ],
);

export type AvailabilitySlot = typeof availabilitySlots.$inferSelect;
export type NewAvailabilitySlot = typeof availabilitySlots.$inferInsert;
