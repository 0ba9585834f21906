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

describe('occursOn', () => {
  it('a one-off slot covers its start to end date', () => {
    const oneOff = slot({ startDate: '2026-03-27', endDate: '2026-03-30' });
    expect(occurrencesBetween(oneOff, '2026-03-01', '2026-04-30')).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
  });

  it('a daily slot runs to its recurrence end, or to its end date without one', () => {
    const daily = slot({ startDate: '2026-10-23', recurrenceType: 'daily', recurrenceEnd: '2026-10-27' });
    expect(occurrencesInMonth(daily, '2026-10')).toEqual([
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    const noEnd = slot({ startDate: '2026-10-23', endDate: '2026-10-24', recurrenceType: 'daily' });
    expect(occurrencesInMonth(noEnd, '2026-10')).toEqual(['2026-10-23', '2026-10-24']);
  });

  it('a weekly Monday-Friday slot occurs on weekdays only, across the BST weekend', () => {
    const weekdays = slot({
      startDate: '2026-03-23',
      endDate: '2026-03-27',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-04-05',
    });
    expect(occurrencesBetween(weekdays, '2026-03-23', '2026-04-05')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
    ]);
    expect(occursOn(weekdays, '2026-03-28')).toBe(false);
    expect(occursOn(weekdays, '2026-03-29')).toBe(false);
  });

  it('a weekly weekend slot occurs on Saturdays and Sundays, across the autumn change', () => {
    const weekends = slot({
      startDate: '2026-10-17',
      endDate: '2026-10-18',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-11-01',
    });
    expect(occurrencesInMonth(weekends, '2026-10')).toEqual([
      '2026-10-17',
      '2026-10-18',
      '2026-10-24',
      '2026-10-25',
      '2026-10-31',
    ]);
    expect(occurrencesInMonth(weekends, '2026-11')).toEqual(['2026-11-01']);
  });

  it('a weekly slot spanning several weeks occurs on its start day’s weekday, not every day', () => {
    // "Tue hack", 5 Jan to 26 Jan 2027, weekly, no recurrence end: the four Tuesdays.
    const hack = slot({ startDate: '2027-01-05', endDate: '2027-01-26', recurrenceType: 'weekly' });
    expect(occurrencesInMonth(hack, '2027-01')).toEqual([
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
      '2027-01-26',
    ]);
    const long = slot({
      startDate: '2026-01-01',
      endDate: '2026-01-10',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-01-31',
    });
    expect(occurrencesInMonth(long, '2026-01')).toEqual([
      '2026-01-01',
      '2026-01-08',
      '2026-01-15',
      '2026-01-22',
      '2026-01-29',
    ]);
    // A whole week (Monday to Sunday) is still every day of each week.
    const week = slot({
      startDate: '2026-01-05',
      endDate: '2026-01-11',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-01-18',
    });
    expect(occurrencesInMonth(week, '2026-01')).toHaveLength(14);
  });

  it('a monthly slot on the 31st skips the months without one', () => {
    const monthly = slot({
      startDate: '2026-01-31',
      endDate: '2026-01-31',
      recurrenceType: 'monthly',
      recurrenceEnd: '2026-12-31',
    });
    const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
    const days = months.flatMap((m) => occurrencesInMonth(monthly, `2026-${m}`));
    expect(days).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('a monthly slot on 29 February occurs only in leap years', () => {
    const leap = slot({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
      recurrenceType: 'monthly',
      recurrenceEnd: '2028-03-01',
    });
    expect(occurrencesInMonth(leap, '2025-02')).toEqual([]);
    expect(occurrencesInMonth(leap, '2028-02')).toEqual(['2028-02-29']);
    expect(occurrencesInMonth(leap, '2025-03')).toEqual(['2025-03-29']);
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
    const weekdays = slot({
      startDate: '2026-03-23',
      endDate: '2026-03-27',
      recurrenceType: 'weekly',
      recurrenceEnd: '2026-04-19',
    });
    expect(nextOccurrence(weekdays, '2026-03-28')).toBe('2026-03-30');
    expect(nextOccurrence(weekdays, '2026-01-01')).toBe('2026-03-23');
    expect(nextOccurrence(weekdays, '2026-04-18')).toBeNull();
  });
});
