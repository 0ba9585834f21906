import { WEEKDAYS, type Weekday } from '../options.js';
import { addDays, daysBetween, mondayFirstWeekday } from './calendar-days.js';
import { occurrencesBetween, type SlotDays } from './recurrence.js';

/**
 * "Free Tue, Sat" on a horse's card and the browse filter "On my days" (docs/decisions/0050): the weekdays
 * of the coming four weeks (today and the 27 days after it, on London's calendar) on which at least one of
 * the horse's slots occurs, by the recurrence rule (recurrence.ts `occursOn`).
 *
 * Which days a slot occurs on is worked out here only, when slots change and by the housekeeping refresh,
 * and stored on the horse as a bitmap of days from the day it was worked out (`FreeDays`). Reading it on a
 * later day only shifts the bitmap, so a search never needs the slots, and the same stored row is right
 * on every day of its horizon. The SQL search shifts it the same way (horse-search.repository.ts); a test
 * holds the two equal (horse-index.test.ts).
 */
export const FREE_DAYS = {
  /** The coming four weeks: today and the 27 days after it. */
  windowDays: 28,
  /**
   * How many days the stored bitmap covers from the day it was worked out: the window and three weeks to
   * spare. 49 bits stay exact in a JavaScript number (below 2^53) and in a bigint column.
   */
  horizonDays: 49,
  /** The housekeeping refresh works a horse's days out again once they are this old (a week to spare). */
  refreshAfterDays: 14,
} as const;

/**
 * What a horse stores: bit i is set when one of its slots occurs `i` days after `from`, the day the bitmap
 * was worked out (null: never, so no day is known to be free).
 */
export interface FreeDays {
  from: string | null;
  bits: number;
}

const WINDOW_SPAN = 2 ** FREE_DAYS.windowDays;

/** The bitmap of the days from `from` to the end of the horizon on which any of the slots occurs. */
export function freeDaysOf(slots: readonly SlotDays[], from: string): number {
  const to = addDays(from, FREE_DAYS.horizonDays - 1);
  const offsets = new Set<number>();
  for (const slot of slots) {
    for (const day of occurrencesBetween(slot, from, to)) offsets.add(daysBetween(from, day));
  }
  // Sums of distinct powers of two: bitwise operators would stop at 32 bits.
  let bits = 0;
  for (const offset of offsets) bits += 2 ** offset;
  return bits;
}

/**
 * The window of a bitmap `age` days after it was worked out: bit i is set when the horse is free `i` days
 * after today. Days past the horizon read as not free; so do all of them before the day it was worked out
 * (a clock set back), which nothing knows about.
 */
export function windowAt(bits: number, age: number): number {
  if (age < 0 || age >= FREE_DAYS.horizonDays) return 0;
  return Math.floor(bits / 2 ** age) % WINDOW_SPAN;
}

/** The coming four weeks of a horse's stored days, from `today`. */
export function freeWindow(free: FreeDays, today: string): number {
  return free.from === null ? 0 : windowAt(free.bits, daysBetween(free.from, today));
}

/** The weekdays as bits, Monday bit 0 to Sunday bit 6. */
export const weekdayMask = (days: readonly Weekday[]): number =>
  days.reduce((mask, day) => mask | (1 << WEEKDAYS.indexOf(day)), 0);

/** The weekdays of a mask, Monday first. */
export const weekdaysIn = (mask: number): Weekday[] => WEEKDAYS.filter((_, i) => (mask & (1 << i)) !== 0);

/** The weekday (0 Monday ... 6 Sunday) of the window's day `i`, counted from `today`. */
function windowWeekday(today: string, i: number): number {
  return (mondayFirstWeekday(today) + i) % 7;
}

/** The weekdays (a mask) on which the horse is free in the coming four weeks. */
export function freeWeekdayMask(free: FreeDays, today: string): number {
  const window = freeWindow(free, today);
  let mask = 0;
  for (let i = 0; i < FREE_DAYS.windowDays; i++) {
    if ((window & (1 << i)) !== 0) mask |= 1 << windowWeekday(today, i);
  }
  return mask;
}

/** "Free Tue, Sat": the weekdays on which the horse is free in the coming four weeks, Monday first. */
export const freeWeekdays = (free: FreeDays, today: string): Weekday[] =>
  weekdaysIn(freeWeekdayMask(free, today));

/**
 * The days of the window from `today` that fall on the weekdays of `mask`: a horse is free on one of those
 * weekdays exactly when its window and this have a bit in common. A search works this out once and tests
 * each horse with one AND, in memory and in SQL alike.
 */
export function windowSelector(mask: number, today: string): number {
  let selector = 0;
  for (let i = 0; i < FREE_DAYS.windowDays; i++) {
    if ((mask & (1 << windowWeekday(today, i))) !== 0) selector |= 1 << i;
  }
  return selector;
}
