import { describe, expect, it } from 'vitest';
import { QUICK_SETUP_LABELS } from '../availability.js';
import {
  initialAvailabilitySlots,
  presetSlotsNotYetCovered,
  quickSetupSlots,
} from './availability-presets.js';

const wednesday = new Date('2026-11-18T00:00:00Z');

/** The days and hours of a slot, and how it repeats. */
const hours = (
  startDate: string,
  endDate: string,
  startTime: string,
  endTime: string,
  recurrenceType: string,
) => ({
  startDate,
  endDate,
  startTime,
  endTime,
  recurrenceType,
});

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

  it('weekdays: Monday to Friday 9 to 5, weekly, from this week so that today is open', () => {
    const [slot] = initialAvailabilitySlots('weekdays', wednesday);
    expect(slot).toMatchObject(hours('2026-11-16', '2026-11-20', '09:00', '17:00', 'weekly'));
    expect(slot?.recurrenceEnd).toBe('2026-12-18');
  });

  it('weekends: Saturday and Sunday 9 to 5, weekly, from this week', () => {
    const [slot] = initialAvailabilitySlots('weekends', wednesday);
    expect(slot).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-22', recurrenceType: 'weekly' });
    // On a Sunday the weekend is the one under way, today included.
    const [sunday] = initialAvailabilitySlots('weekends', new Date('2026-11-22T00:00:00Z'));
    expect(sunday).toMatchObject({ startDate: '2026-11-21', endDate: '2026-11-22' });
  });

  it("gives the add form's slots the quick setup's names, which both forms show (issue 32)", () => {
    for (const preset of ['always', 'weekdays', 'weekends'] as const) {
      const added = initialAvailabilitySlots(preset, wednesday).map((slot) => slot.title);
      const quick = quickSetupSlots(preset, '2026-11-18').map((slot) => slot.title);
      expect(added, preset).toEqual(quick);
      expect(added, preset).toEqual([QUICK_SETUP_LABELS[preset]]);
    }
    expect(QUICK_SETUP_LABELS).toMatchObject({ weekdays: 'Mon-Fri 9-5', weekends: 'Weekend 9-5' });
  });

  it('flexible: 8 to 8 over the month without recurrence; custom and none create nothing', () => {
    expect(initialAvailabilitySlots('flexible', wednesday)[0]).toMatchObject({
      ...hours('2026-11-18', '2026-12-18', '08:00', '20:00', 'none'),
      recurrenceEnd: null,
    });
    expect(initialAvailabilitySlots('custom', wednesday)).toEqual([]);
    expect(initialAvailabilitySlots('', wednesday)).toEqual([]);
    expect(initialAvailabilitySlots(undefined, wednesday)).toEqual([]);
  });
});

describe('quick setup presets', () => {
  it('run 30 days from the Monday of the week, over the right weekdays', () => {
    // Sunday 29 March 2026 (the spring BST change) belongs to the week of Monday 23 March.
    expect(quickSetupSlots('always', '2026-03-29')).toEqual([
      {
        title: 'Always Available',
        startDate: '2026-03-23',
        endDate: '2026-03-23',
        startTime: '00:00',
        endTime: '23:59',
        recurrenceType: 'daily',
        recurrenceEnd: '2026-04-21',
      },
    ]);
    expect(quickSetupSlots('weekdays', '2026-03-25')[0]).toMatchObject({
      title: 'Mon-Fri 9-5',
      ...hours('2026-03-23', '2026-03-27', '09:00', '17:00', 'weekly'),
    });
    expect(quickSetupSlots('weekends', '2026-03-23')[0]).toMatchObject({
      title: 'Weekend 9-5',
      startDate: '2026-03-28',
      endDate: '2026-03-29',
      recurrenceType: 'weekly',
    });
  });
});

describe('presets never duplicate what is there', () => {
  const today = '2026-11-18';
  it('a preset already applied adds nothing; another preset still adds its slot', () => {
    const weekdays = quickSetupSlots('weekdays', today);
    expect(presetSlotsNotYetCovered(weekdays, [], today)).toEqual(weekdays);
    expect(presetSlotsNotYetCovered(weekdays, weekdays, today)).toEqual([]);
    const weekends = quickSetupSlots('weekends', today);
    expect(presetSlotsNotYetCovered(weekends, weekdays, today)).toEqual(weekends);
  });

  it('a calendar open all day every day covers every 9-5 preset, and nothing covers itself in the past', () => {
    const always = quickSetupSlots('always', today);
    expect(presetSlotsNotYetCovered(quickSetupSlots('weekdays', today), always, today)).toEqual([]);
    // The days before today do not count: they are past for the existing slot and the preset alike.
    const fromToday = [{ ...always[0]!, startDate: today, endDate: today }];
    expect(presetSlotsNotYetCovered(always, fromToday, today)).toEqual([]);
  });
});
