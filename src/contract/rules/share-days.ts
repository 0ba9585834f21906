import { addDays } from './calendar-days.js';
import { occursOn, type SlotDays } from './recurrence.js';
import { WEEKDAYS, weekdayName, type Weekday } from './weekdays.js';

// The days of a standing share (docs/decisions/0051): the weekdays it was agreed for, every week, from
// its start. Pure, so the server books them and the ask-to-share form previews them with the same rule.

export const SHARE_LIMITS = {
  /** The trial before both decide to carry on: 1 to 8 weeks, 4 unless chosen. */
  trialWeeksMin: 1,
  trialWeeksMax: 8,
  trialWeeksDefault: 4,
  /** Ending a share gives this much notice unless the share ends sooner anyway. */
  noticeDays: 7,
  /** After the trial, days are booked this far ahead, and kept so by the daily job. */
  bookAheadDays: 28,
  /** Both are asked "Carry on sharing?" this many days before the trial's last day. */
  askBeforeTrialEndDays: 5,
  reasonMax: 500,
} as const;

/** The last day of a trial of `weeks` weeks starting on `startDate`. */
export const trialEndOf = (startDate: string, weeks: number): string => addDays(startDate, weeks * 7 - 1);

/** Every day from `from` to `to` (both included) that falls on one of `weekdays`, in date order. */
export function shareDates(weekdays: readonly Weekday[], from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (weekdays.includes(weekdayName(day))) dates.push(day);
  }
  return dates;
}

/** The first day on or after `from` that falls on `weekday`. */
export function firstOn(weekday: Weekday, from: string): string {
  let day = from;
  while (weekdayName(day) !== weekday) day = addDays(day, 1);
  return day;
}

/**
 * The weekdays a slot offers a share from `from` to `to`: those with a day in that range, or in its first
 * four weeks when it is shorter, on which the slot occurs. The server refuses any other, and the
 * ask-to-share form offers only these.
 */
export function offeredWeekdays(slot: SlotDays, range: { from: string; to: string }): Weekday[] {
  const lastDay = addDays(range.from, 27);
  const to = range.to < lastDay ? lastDay : range.to;
  return WEEKDAYS.filter((weekday) =>
    shareDates([weekday], range.from, to).some((day) => occursOn(slot, day)),
  );
}
