import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { parseISO } from 'date-fns/parseISO';
import { startOfMonth } from 'date-fns/startOfMonth';
import { enGB } from 'date-fns/locale/en-GB';

/**
 * Calendar dates as "YYYY-MM-DD" strings: slots are calendar days in Europe/London, never instants, so the
 * grid never does arithmetic on times of day (nothing drifts across the BST changes).
 */
export type IsoDate = string;

/** A month of the calendar; `month` is 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

function toDate(day: IsoDate): Date {
  return parseISO(day);
}

export function isoDate(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

/** Today's date in Europe/London, whatever the browser's own zone. */
export function todayInLondon(now: Date = new Date()): IsoDate {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function monthOf(day: IsoDate): CalendarMonth {
  const [year, month] = day.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  return monthOf(isoDate(addMonths(new Date(year, month - 1, 1), by)));
}

export function sameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

export function firstDayOf({ year, month }: CalendarMonth): IsoDate {
  return isoDate(startOfMonth(new Date(year, month - 1, 1)));
}

export function lastDayOf({ year, month }: CalendarMonth): IsoDate {
  return isoDate(endOfMonth(new Date(year, month - 1, 1)));
}

/** "November 2026". */
export function monthTitle({ year, month }: CalendarMonth): string {
  return format(new Date(year, month - 1, 1), 'MMMM yyyy', { locale: enGB });
}

/** "Tuesday 10 November 2026". */
export function dayLabel(day: IsoDate): string {
  return format(toDate(day), 'EEEE d MMMM yyyy', { locale: enGB });
}

export function dayOfMonth(day: IsoDate): number {
  return Number(day.slice(8, 10));
}

export function addDaysTo(day: IsoDate, by: number): IsoDate {
  return isoDate(addDays(toDate(day), by));
}

/** The same day of another month, clamped to its length (31 January + 1 month → 28/29 February). */
export function sameDayInMonth(day: IsoDate, target: CalendarMonth): IsoDate {
  const length = getDaysInMonth(new Date(target.year, target.month - 1, 1));
  const date = Math.min(dayOfMonth(day), length);
  return `${target.year}-${String(target.month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** Weeks start on Monday in the UK: 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(day: IsoDate): number {
  return (toDate(day).getDay() + 6) % 7;
}

export const WEEKDAY_HEADERS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** The month's days in Monday-first weeks; null pads the first and last week. */
export function monthWeeks(month: CalendarMonth): (IsoDate | null)[][] {
  const first = firstDayOf(month);
  const days = getDaysInMonth(toDate(first));
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let i = 0; i < days; i += 1) cells.push(addDaysTo(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Where a grid key moves the focused day; null for keys the grid does not handle. */
export function dayAfterKey(day: IsoDate, key: string): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysTo(day, -1);
    case 'ArrowRight':
      return addDaysTo(day, 1);
    case 'ArrowUp':
      return addDaysTo(day, -7);
    case 'ArrowDown':
      return addDaysTo(day, 7);
    case 'Home':
      return addDaysTo(day, -weekdayIndex(day));
    case 'End':
      return addDaysTo(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return sameDayInMonth(day, shiftMonth(monthOf(day), -1));
    case 'PageDown':
      return sameDayInMonth(day, shiftMonth(monthOf(day), 1));
    default:
      return null;
  }
}

/** "09:00" → "9:00 AM"; the enquiry's hourly choices and the slot times read this way. */
export function twelveHour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Hourly steps from the slot's start to before its end ("09:00".."16:00" for 09:00-17:00). */
export function hourlyChoices(startTime: string, endTime: string): string[] {
  const toMinutes = (time: string) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return h * 60 + m;
  };
  const end = toMinutes(endTime);
  const choices: string[] = [];
  for (let t = toMinutes(startTime); t < end; t += 60) {
    choices.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return choices;
}
