import { weekdayOf } from './calendar-days.js';

/** Weekdays by name, Monday first (UK weeks start on Monday): how the wire and the screens name them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** The weekday of a calendar day 'YYYY-MM-DD'. */
export function weekdayName(day: string): Weekday {
  // weekdayOf counts from Sunday (0); WEEKDAYS from Monday.
  return WEEKDAYS[(weekdayOf(day) + 6) % 7]!;
}

/** "Tue", for a weekday's name. */
export const shortWeekday = (weekday: Weekday): string => SHORT[weekday];

/** "Monday", for a weekday's name. */
export const longWeekday = (weekday: Weekday): string => weekday[0]!.toUpperCase() + weekday.slice(1);

/** Weekdays in week order, Monday first, whatever order they came in. */
export const inWeekOrder = (weekdays: readonly Weekday[]): Weekday[] =>
  WEEKDAYS.filter((weekday) => weekdays.includes(weekday));

/** "Tue & Sat", "Mon, Wed & Fri": the days of a share in words, in week order. */
export function weekdaysInWords(weekdays: readonly Weekday[]): string {
  const names = inWeekOrder(weekdays).map(shortWeekday);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)!}`;
}
