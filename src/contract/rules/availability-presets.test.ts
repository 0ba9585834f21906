import { describe, expect, it } from 'vitest';
import { initialAvailabilitySlots } from './availability-presets.js';

const wednesday = new Date('2026-11-18T00:00:00Z');

describe('initial availability presets', () => {
  it('always: daily, all day, for one month', () => {
    expect(initialAvailabilitySlots('always', wednesday)).toEqual([
      expect.objectContaining({
        startDate: '2026-11-18',
        startTime: '00:00',
        endTime: '23:59',
        recurrenceType: 'daily',
        recurrenceEnd: '2026-12-18',
      }),
    ]);
  });

  it('weekdays: Monday to Friday 9 to 5, weekly', () => {
    const [slot] = initialAvailabilitySlots('weekdays', wednesday);
    expect(slot).toMatchObject({
      startDate: '2026-11-23',
      endDate: '2026-11-27',
      startTime: '09:00',
      endTime: '17:00',
      recurrenceType: 'weekly',
    });
  });

  it('weekends: Saturday and Sunday 9 to 5, weekly', () => {
    const [slot] = initialAvailabilitySlots('weekends', wednesday);
    expect(slot).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-22', recurrenceType: 'weekly' });
  });

  it('flexible: 8 to 8 over the month without recurrence; custom and none create nothing', () => {
    expect(initialAvailabilitySlots('flexible', wednesday)[0]).toMatchObject({
      startDate: '2026-11-18',
      endDate: '2026-12-18',
      startTime: '08:00',
      endTime: '20:00',
      recurrenceType: 'none',
      recurrenceEnd: null,
    });
    expect(initialAvailabilitySlots('custom', wednesday)).toEqual([]);
    expect(initialAvailabilitySlots('', wednesday)).toEqual([]);
    expect(initialAvailabilitySlots(undefined, wednesday)).toEqual([]);
  });
});
