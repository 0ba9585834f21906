import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days.js';
import {
  FREE_DAYS,
  freeDaysOf,
  freeWeekdays,
  freeWindow,
  weekdayMask,
  weekdaysIn,
  windowSelector,
} from './free-weekdays.js';
import type { SlotDays } from './recurrence.js';

// A fixed Monday, so the weekdays below are the same whatever day the test runs.
const MONDAY = '2026-03-02';

const slot = (over: Partial<SlotDays>): SlotDays => ({
  startDate: MONDAY,
  endDate: over.endDate ?? over.startDate ?? MONDAY,
  recurrenceType: 'none',
  recurrenceEnd: null,
  ...over,
});

/** A horse's free weekdays on `today`, its days worked out on `from`. */
const freeOn = (slots: SlotDays[], today: string, from = today) =>
  freeWeekdays({ from, bits: freeDaysOf(slots, from) }, today);

describe('free weekdays', () => {
  it('names the weekdays a weekly slot falls on in the coming four weeks, Monday first', () => {
    const tuesdays = slot({ startDate: '2026-03-03', recurrenceType: 'weekly', recurrenceEnd: '2026-06-30' });
    const saturday = slot({ startDate: '2026-03-14' });
    expect(freeOn([saturday, tuesdays], MONDAY)).toEqual(['tuesday', 'saturday']);
  });

  it('counts today and the 27 days after it, not the 28th', () => {
    expect(freeOn([slot({ startDate: addDays(MONDAY, 27) })], MONDAY)).toEqual(['sunday']);
    expect(freeOn([slot({ startDate: addDays(MONDAY, 28) })], MONDAY)).toEqual([]);
    expect(freeOn([slot({ startDate: MONDAY })], MONDAY)).toEqual(['monday']);
  });

  it('leaves out a slot that ended before today', () => {
    const ended = slot({ startDate: '2026-02-03', recurrenceType: 'weekly', recurrenceEnd: '2026-03-01' });
    expect(freeOn([ended], MONDAY)).toEqual([]);
  });

  it('follows the recurrence rule: a monthly slot on the 31st skips a month without one', () => {
    const monthly = slot({ startDate: '2026-01-31', recurrenceType: 'monthly', recurrenceEnd: '2026-12-31' });
    // 2 March to 29 March has no 31st; 2 March to 30 March neither; from 4 March the window reaches 31 March.
    expect(freeOn([monthly], MONDAY)).toEqual([]);
    expect(freeOn([monthly], '2026-03-04')).toEqual(['tuesday']);
  });

  it('reads the same from days worked out up to three weeks before, and shifts as days pass', () => {
    const tuesdays = slot({ startDate: '2026-03-03', recurrenceType: 'weekly', recurrenceEnd: '2026-03-10' });
    const saturday = slot({ startDate: '2026-04-04' });
    const slots = [tuesdays, saturday];
    for (let age = 0; age <= FREE_DAYS.horizonDays - FREE_DAYS.windowDays; age++) {
      const today = addDays('2026-02-20', age);
      expect(freeOn(slots, today, '2026-02-20'), today).toEqual(freeOn(slots, today));
    }
    // On 11 March the last Tuesday has passed, and 4 April is within the window.
    expect(freeOn(slots, '2026-03-11', '2026-02-20')).toEqual(['saturday']);
  });

  it('knows nothing before the day the days were worked out, nor without them', () => {
    const daily = slot({ startDate: '2026-01-01', recurrenceType: 'daily', recurrenceEnd: '2026-12-31' });
    expect(freeOn([daily], '2026-03-01', MONDAY)).toEqual([]);
    expect(freeWindow({ from: null, bits: 2 ** 20 }, MONDAY)).toBe(0);
    expect(freeWindow({ from: MONDAY, bits: 2 ** 48 }, addDays(MONDAY, 48))).toBe(1);
    expect(freeWindow({ from: MONDAY, bits: 2 ** 48 }, addDays(MONDAY, 49))).toBe(0);
  });

  it('selects the window days of the chosen weekdays, so one AND tests a horse', () => {
    const mask = weekdayMask(['tuesday', 'sunday']);
    expect(weekdaysIn(mask)).toEqual(['tuesday', 'sunday']);
    // From a Wednesday: Sundays are days 4, 11, 18, 25; Tuesdays 6, 13, 20, 27.
    const selector = windowSelector(mask, '2026-03-04');
    const days = [...Array(FREE_DAYS.windowDays).keys()].filter((i) => (selector & (1 << i)) !== 0);
    expect(days).toEqual([4, 6, 11, 13, 18, 20, 25, 27]);
  });
});
