import { describe, expect, it } from 'vitest';
import { occurrencesBetween } from './recurrence.js';
import {
  describePlan,
  describeSlots,
  nextDaysOf,
  planOfSlot,
  slotsOfPlan,
  type SlotPlan,
} from './slot-plan.js';

const plan = (overrides: Partial<SlotPlan>): SlotPlan => ({
  title: 'Hack',
  repeat: 'weekly',
  weekdays: [1, 3],
  from: '2026-12-01',
  until: '2027-01-31',
  startTime: '10:00',
  endTime: '12:00',
  capacity: 1,
  ...overrides,
});

describe('a slot plan', () => {
  it('says what it publishes', () => {
    expect(describePlan(plan({}))).toBe('Every Tue and Thu, 10:00–12:00, from 1 Dec until 31 Jan');
    expect(describePlan(plan({ repeat: 'daily' }))).toBe('Every day, 10:00–12:00, from 1 Dec until 31 Jan');
    expect(describePlan(plan({ repeat: 'once', until: '2026-12-01' }))).toBe(
      'Just once: Tue 1 Dec, 10:00–12:00',
    );
    expect(describePlan(plan({ repeat: 'monthly', from: '2026-12-03' }))).toBe(
      'Every month on the 3rd, 10:00–12:00, from 3 Dec until 31 Jan',
    );
    expect(describePlan(plan({ weekdays: [0, 2, 4] }))).toMatch(/^Every Mon, Wed and Fri,/);
  });

  it('publishes exactly the days it previews: every Tue and Thu, nothing else', () => {
    const slots = slotsOfPlan(plan({ from: '2026-12-02', until: '2026-12-17' }));
    expect(slots.map((s) => [s.startDate, s.endDate, s.recurrenceType, s.recurrenceEnd])).toEqual([
      ['2026-12-08', '2026-12-08', 'weekly', '2026-12-17'],
      ['2026-12-03', '2026-12-03', 'weekly', '2026-12-17'],
    ]);
    const published = slots.flatMap((s) => occurrencesBetween(s, '2026-12-01', '2026-12-31')).sort();
    expect(published).toEqual(['2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15', '2026-12-17']);
    expect(nextDaysOf(slots, '2026-12-02', 3)).toEqual(['2026-12-03', '2026-12-08', '2026-12-10']);
  });

  it('reads a stored slot back into the form', () => {
    const weekdays = {
      title: 'Mon-Fri 9-5',
      startDate: '2026-11-30',
      endDate: '2026-12-04',
      startTime: '09:00',
      endTime: '17:00',
      recurrenceType: 'weekly' as const,
      recurrenceEnd: '2026-12-29',
      capacity: 1,
    };
    expect(planOfSlot(weekdays)).toMatchObject({
      repeat: 'weekly',
      weekdays: [0, 1, 2, 3, 4],
      until: '2026-12-29',
    });
    const [back] = slotsOfPlan(planOfSlot({ ...weekdays, endDate: '2026-11-30' }));
    expect(back).toMatchObject({ startDate: '2026-11-30', recurrenceEnd: '2026-12-29' });
  });

  it('says what a save published as the plan it came from, not as a count of slots', () => {
    const tuesdaysAndThursdays = plan({ from: '2026-12-01', until: '2027-01-31', weekdays: [3, 1] });
    expect(describeSlots(slotsOfPlan(tuesdaysAndThursdays))).toBe(
      'Every Tue and Thu, 10:00–12:00, from 1 Dec until 31 Jan',
    );
    const once = plan({ repeat: 'once', from: '2026-12-01', until: '2026-12-01' });
    expect(describeSlots(slotsOfPlan(once))).toBe('Just once: Tue 1 Dec, 10:00–12:00');
    expect(describeSlots([])).toBe('');
  });
});
