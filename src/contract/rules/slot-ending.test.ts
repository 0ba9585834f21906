import { describe, expect, it } from 'vitest';
import {
  carriedOn,
  carriedOnUntil,
  carryOnDaysOf,
  endsSoon,
  untilWords,
  type RunningSlot,
} from './slot-ending.js';

/** Every day from 1 to 30 November 2026. */
const daily: RunningSlot = {
  startDate: '2026-11-01',
  endDate: '2026-11-01',
  recurrenceType: 'daily',
  recurrenceEnd: '2026-11-30',
  carryOnDays: null,
};

describe('a slot running out', () => {
  it('ends soon from a week before its last day until that day', () => {
    expect(endsSoon(daily, '2026-11-22')).toBe(false);
    expect(endsSoon(daily, '2026-11-23')).toBe(true);
    expect(endsSoon(daily, '2026-11-30')).toBe(true);
    expect(endsSoon(daily, '2026-12-01')).toBe(false);
  });

  it('never for a slot given a week or less', () => {
    const week = { ...daily, recurrenceEnd: '2026-11-07' };
    expect(endsSoon(week, '2026-11-03')).toBe(false);
    expect(endsSoon({ ...week, recurrenceEnd: '2026-11-08' }, '2026-11-03')).toBe(true);
  });

  it('is carried on by the span it was given, and by the same again next time', () => {
    expect(carryOnDaysOf(daily)).toBe(30);
    expect(carriedOn(daily)).toEqual({ endDate: '2026-11-01', recurrenceEnd: '2026-12-30', carryOnDays: 30 });
    const once = { ...daily, ...carriedOn(daily) };
    expect(carriedOnUntil(once)).toBe('2027-01-29');
  });

  it('moves a one-off slot’s end date', () => {
    const flexible = {
      ...daily,
      endDate: '2026-11-30',
      recurrenceType: 'none' as const,
      recurrenceEnd: null,
    };
    expect(carriedOn(flexible)).toMatchObject({ endDate: '2026-12-30', recurrenceEnd: null });
  });

  it('says the day, with the year only when it is not within the coming one', () => {
    expect(untilWords('2026-12-28', '2026-12-07')).toBe('28 Dec');
    expect(untilWords('2027-01-12', '2026-12-07')).toBe('12 Jan');
    expect(untilWords('2028-01-03', '2026-12-07')).toBe('3 Jan 2028');
  });
});
