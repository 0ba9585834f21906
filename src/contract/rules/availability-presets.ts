import type { RecurrenceType } from '../options.js';
import { addDays as addCalendarDays, weekStartOf } from './calendar-days.js';
import { lastDayOf, occurrencesBetween, occursOn, type SlotSpan } from './recurrence.js';

/** A slot to create, calendar days as YYYY-MM-DD. */
export interface PresetSlot {
  title: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  recurrenceType: RecurrenceType;
  recurrenceEnd: string | null;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const addOneMonth = (date: Date) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};
/** The Monday of the week `date` falls in (UK weeks start on Monday). */
const mondayOf = (date: Date) => new Date(`${weekStartOf(iso(date))}T00:00:00Z`);

/** 09:00–17:00 on each day from `startDate` to `endDate`, every week until `recurrenceEnd`. */
function nineToFiveWeekly(
  title: string,
  startDate: string,
  endDate: string,
  recurrenceEnd: string,
): PresetSlot {
  return {
    title,
    startDate,
    endDate,
    startTime: '09:00',
    endTime: '17:00',
    recurrenceType: 'weekly',
    recurrenceEnd,
  };
}

/**
 * The initial availability presets of the add-horse form: each runs from today for one month. always =
 * daily 00:00–23:59; weekdays = weekly 09:00–17:00 Monday to Friday; weekends = weekly 09:00–17:00
 * Saturday and Sunday; flexible = 08:00–20:00 over the month, no recurrence; custom or none creates
 * nothing. `today` is a calendar day (UTC midnight). The weekly presets are written from this week's
 * Monday (or Saturday), so that the days left of this week are open from today: a horse listed on a
 * Wednesday is available that Wednesday, not from the next Monday. Days before today are past and offer
 * nothing.
 */
export function initialAvailabilitySlots(preset: string | undefined, today: Date): PresetSlot[] {
  const end = iso(addOneMonth(today));
  switch (preset) {
    case 'always':
      return [
        {
          title: 'Always Available',
          startDate: iso(today),
          endDate: iso(today),
          startTime: '00:00',
          endTime: '23:59',
          recurrenceType: 'daily',
          recurrenceEnd: end,
        },
      ];
    case 'weekdays': {
      const monday = mondayOf(today);
      return [nineToFiveWeekly('Mon-Fri 9-5', iso(monday), iso(addDays(monday, 4)), end)];
    }
    case 'weekends': {
      const saturday = addDays(mondayOf(today), 5);
      return [nineToFiveWeekly('Weekend 9-5', iso(saturday), iso(addDays(saturday, 1)), end)];
    }
    case 'flexible':
      return [
        {
          title: 'Flexible',
          startDate: iso(today),
          endDate: end,
          startTime: '08:00',
          endTime: '20:00',
          recurrenceType: 'none',
          recurrenceEnd: null,
        },
      ];
    default:
      return [];
  }
}

/**
 * The owner's quick setup on the calendar (docs/product.md §P9), from the Monday of the week of `today`
 * ('YYYY-MM-DD', London) for 30 days: Always Available = daily 00:00–23:59; Mon-Fri 9-5 = weekly
 * 09:00–17:00 over Monday to Friday; Weekend 9-5 = weekly 09:00–17:00 over Saturday and Sunday.
 */
export function quickSetupSlots(preset: 'always' | 'weekdays' | 'weekends', today: string): PresetSlot[] {
  const monday = weekStartOf(today);
  const recurrenceEnd = addCalendarDays(monday, 29);
  const weekly = (title: string, first: number, last: number) =>
    nineToFiveWeekly(title, addCalendarDays(monday, first), addCalendarDays(monday, last), recurrenceEnd);
  switch (preset) {
    case 'always':
      return [
        {
          title: 'Always Available',
          startDate: monday,
          endDate: monday,
          startTime: '00:00',
          endTime: '23:59',
          recurrenceType: 'daily',
          recurrenceEnd,
        },
      ];
    case 'weekdays':
      return [weekly('Mon-Fri 9-5', 0, 4)];
    case 'weekends':
      return [weekly('Weekend 9-5', 5, 6)];
  }
}

/** The day a preset's slots run until (what its choice on screen says), or null when it makes none. */
export function presetLastDay(slots: PresetSlot[]): string | null {
  return slots.map(lastDayOf).sort().at(-1) ?? null;
}

/**
 * The preset slots that would add something: a slot is left out when, on every day it would occur from
 * `today` on, an existing slot already occurs within whose times it falls. Tapping a preset twice, or a
 * preset over a calendar already open at those times, adds nothing (issue 27).
 */
export function presetSlotsNotYetCovered<T extends PresetSlot>(
  presets: T[],
  existing: SlotSpan[],
  today: string,
): T[] {
  return presets.filter((preset) => {
    const covering = existing.filter(
      (slot) => slot.startTime <= preset.startTime && slot.endTime >= preset.endTime,
    );
    const days = occurrencesBetween(preset, today, lastDayOf(preset));
    return days.some((day) => !covering.some((slot) => occursOn(slot, day)));
  });
}
