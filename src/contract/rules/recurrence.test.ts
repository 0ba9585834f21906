import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, londonToday, monthBounds, weekStartOf } from './calendar-days.js';
import {
  RECURRENCE_MESSAGES,
  nextOccurrence,
  occurrencesBetween,
  occurrencesInMonth,
  occursOn,
  spanProblems,
  type SlotDays,
} from './recurrence.js';

/** A slot; its end date is its start date unless given. */
const slot = (over: Partial<SlotDays>): SlotDays => ({
  startDate: '2026-01-05',
  endDate: over.endDate ?? over.startDate ?? '2026-01-05',
  recurrenceType: 'none',
  recurrenceEnd: null,
  ...over,
});

describe('calendar days', () => {
  it('knows month ends and leap years', () => {
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2000-02').to).toBe('2000-02-29');
    expect(monthBounds('1900-02').to).toBe('1900-02-28');
    expect(monthBounds('2026-04').to).toBe('2026-04-30');
    expect(monthBounds('2026-12').to).toBe('2026-12-31');
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('steps over both BST changes one calendar day at a time', () => {
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23');
    expect(weekStartOf('2026-10-26')).toBe('2026-10-26');
  });

  it('reads today in London, not in UTC', () => {
    // 23:30 UTC on 28 June is already 29 June in London (BST); in January London is on UTC.
    expect(londonToday(new Date('2026-06-28T23:30:00Z'))).toBe('2026-06-29');
    expect(londonToday(new Date('2026-01-28T23:30:00Z'))).toBe('2026-01-28');
    expect(londonToday(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(londonToday(new Date('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
  });
});

/** Monday to Friday, weekly, across the spring BST change (Sunday 29 March 2026). */
const WEEKDAYS = slot({
  startDate: '2026-03-23',
  endDate: '2026-03-27',
  recurrenceType: 'weekly',
  recurrenceEnd: '2026-04-05',
});

/**
 * The recurrence rules by example: a slot, a window (a month 'YYYY-MM', or its first and last day) and
 * every day in it on which the slot occurs.
 */
const OCCURRENCES: Array<{
  rule: string;
  slot: Partial<SlotDays>;
  window: string | [string, string];
  days: string[];
}> = [
  {
    rule: 'a one-off slot covers its start to end date',
    slot: { startDate: '2026-03-27', endDate: '2026-03-30' },
    window: ['2026-03-01', '2026-04-30'],
    days: ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'],
  },
  {
    rule: 'a daily slot runs to its recurrence end',
    slot: { startDate: '2026-10-23', recurrenceType: 'daily', recurrenceEnd: '2026-10-27' },
    window: '2026-10',
    days: ['2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27'],
  },
  {
    rule: 'a daily slot without a recurrence end runs to its end date',
    slot: { startDate: '2026-10-23', endDate: '2026-10-24', recurrenceType: 'daily' },
    window: '2026-10',
    days: ['2026-10-23', '2026-10-24'],
  },
  {
    rule: 'a weekly Monday-Friday slot occurs on weekdays only, across the BST weekend',
    slot: WEEKDAYS,
    window: ['2026-03-23', '2026-04-05'],
    days: [
      ...['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27'],
      ...['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03'],
    ],
  },
  {
    rule: 'a weekly weekend slot occurs on Saturdays and Sundays, across the autumn change',
    slot: {
      startDate: '2026-10-17',
      endDate: '2026-10-18',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-11-01',
    },
    window: ['2026-10-01', '2026-11-30'],
    days: ['2026-10-17', '2026-10-18', '2026-10-24', '2026-10-25', '2026-10-31', '2026-11-01'],
  },
  {
    // "Tue hack", 5 Jan to 26 Jan 2027, weekly, no recurrence end: the four Tuesdays.
    rule: 'a weekly slot spanning several weeks occurs on its start day’s weekday, not every day',
    slot: { startDate: '2027-01-05', endDate: '2027-01-26', recurrenceType: 'weekly' },
    window: '2027-01',
    days: ['2027-01-05', '2027-01-12', '2027-01-19', '2027-01-26'],
  },
  {
    rule: 'a weekly slot longer than a week occurs on its start day’s weekday until its recurrence end',
    slot: {
      startDate: '2026-01-01',
      endDate: '2026-01-10',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-01-31',
    },
    window: '2026-01',
    days: ['2026-01-01', '2026-01-08', '2026-01-15', '2026-01-22', '2026-01-29'],
  },
  {
    rule: 'a weekly slot of a whole week (Monday to Sunday) is still every day of each week',
    slot: {
      startDate: '2026-01-05',
      endDate: '2026-01-11',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-01-18',
    },
    window: '2026-01',
    days: [
      ...['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11'],
      ...['2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16', '2026-01-17', '2026-01-18'],
    ],
  },
  {
    rule: 'a monthly slot on the 31st skips the months without one',
    slot: { startDate: '2026-01-31', recurrenceType: 'monthly', recurrenceEnd: '2026-12-31' },
    window: ['2026-01-01', '2026-12-31'],
    days: ['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31', '2026-10-31', '2026-12-31'],
  },
  {
    rule: 'a monthly slot on 29 February falls on the 29th of a month that has one, none in February 2025',
    slot: { startDate: '2024-02-29', recurrenceType: 'monthly', recurrenceEnd: '2028-03-01' },
    window: ['2025-02-01', '2025-03-31'],
    days: ['2025-03-29'],
  },
  {
    rule: 'a monthly slot on 29 February occurs on it in a leap year',
    slot: { startDate: '2024-02-29', recurrenceType: 'monthly', recurrenceEnd: '2028-03-01' },
    window: '2028-02',
    days: ['2028-02-29'],
  },
];

describe('the days a slot occurs on', () => {
  it.each(OCCURRENCES)('$rule', ({ slot: over, window, days }) => {
    const occurring = slot(over);
    const { from, to } =
      typeof window === 'string' ? monthBounds(window) : { from: window[0], to: window[1] };
    expect(occurrencesBetween(occurring, from, to)).toEqual(days);
    if (typeof window === 'string') expect(occurrencesInMonth(occurring, window)).toEqual(days);
    // occursOn agrees, day by day: the weekdays-only slot is not on at the weekend, and so on.
    for (let day = from; day <= to; day = addDays(day, 1))
      expect(occursOn(occurring, day)).toBe(days.includes(day));
  });

  it('nothing occurs before the start, after the end, or on a day that does not exist', () => {
    const daily = slot({ startDate: '2026-05-10', recurrenceType: 'daily', recurrenceEnd: '2026-05-12' });
    expect(occursOn(daily, '2026-05-09')).toBe(false);
    expect(occursOn(daily, '2026-05-13')).toBe(false);
    expect(occursOn(daily, '2026-02-30')).toBe(false);
  });

  it('a slot ending before it starts occurs on no day and is refused', () => {
    const backwards = slot({ startDate: '2026-05-10', endDate: '2026-05-09' });
    expect(occurrencesInMonth(backwards, '2026-05')).toEqual([]);
    expect(nextOccurrence(backwards, '2026-05-01')).toBeNull();
    expect(
      spanProblems({ ...backwards, startTime: '17:00', endTime: '09:00', recurrenceEnd: '2026-05-01' }),
    ).toEqual([
      { field: 'endDate', message: RECURRENCE_MESSAGES.endDateBeforeStart },
      { field: 'endTime', message: RECURRENCE_MESSAGES.endTimeNotAfterStart },
      { field: 'recurrenceEnd', message: RECURRENCE_MESSAGES.recurrenceEndBeforeStart },
    ]);
    expect(spanProblems({ ...slot({}), startTime: '09:00', endTime: '09:00' })).toHaveLength(1);
    expect(spanProblems({ ...slot({}), startTime: '09:00', endTime: '17:00' })).toEqual([]);
  });

  it('finds the next day a slot occurs', () => {
    expect(nextOccurrence(WEEKDAYS, '2026-03-28')).toBe('2026-03-30');
    expect(nextOccurrence(WEEKDAYS, '2026-01-01')).toBe('2026-03-23');
    expect(nextOccurrence(WEEKDAYS, '2026-04-04')).toBeNull();
  });
});
