import { WEEKDAY_LABELS, WEEKDAYS, weekdayShortLabel, type Weekday } from '../options.js';
import { mondayFirstWeekday } from './calendar-days.js';

// The weekdays of a share in words and by date. The names themselves (WEEKDAYS, Monday first) live with
// the other option lists in options.ts.

export { WEEKDAYS, type Weekday };

/** The weekday of a calendar day 'YYYY-MM-DD'. */
export const weekdayName = (day: string): Weekday => WEEKDAYS[mondayFirstWeekday(day)]!;

/** "Tue", for a weekday's name. */
export const shortWeekday = weekdayShortLabel;

/** "Monday", for a weekday's name. */
export const longWeekday = (weekday: Weekday): string => WEEKDAY_LABELS[weekday];

/** Weekdays in week order, Monday first, whatever order they came in. */
export const inWeekOrder = (weekdays: readonly Weekday[]): Weekday[] =>
  WEEKDAYS.filter((weekday) => weekdays.includes(weekday));

/** "Tue & Sat", "Mon, Wed & Fri": the days of a share in words, in week order. */
export function weekdaysInWords(weekdays: readonly Weekday[]): string {
  const names = inWeekOrder(weekdays).map(shortWeekday);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)!}`;
}
