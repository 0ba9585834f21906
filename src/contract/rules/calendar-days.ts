// Calendar days as 'YYYY-MM-DD' strings. Availability is about days on a stable's calendar, not instants:
// arithmetic runs on UTC midnights, which have no daylight-saving jumps, so nothing drifts across the
// BST changes. "Today" is read in Europe/London, where every stable is.

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromMs(toMs(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((toMs(to) - toMs(from)) / DAY_MS);

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (day: string): number => new Date(toMs(day)).getUTCDay();

/** Monday = 0 … Sunday = 6: weekdays counted as UK calendars show them. */
export const mondayFirstWeekday = (day: string): number => (weekdayOf(day) + 6) % 7;

/** Days in a month, `month` 1-12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The Monday on or before `day`: the start of its week (UK weeks start on Monday). */
export const weekStartOf = (day: string): string => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The first and last day of a month written 'YYYY-MM'. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const last = String(daysInMonth(year, mon)).padStart(2, '0');
  return { from: `${month}-01`, to: `${month}-${last}` };
}

/**
 * Made once: building an Intl.DateTimeFormat with a time zone costs far more than formatting with it, and
 * "today" is read on every browse request (a seventh of the app's CPU at 1,000,000 horses, bench/RESULTS.md).
 */
const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The last minute londonWallClock was asked about, and its answer. */
let lastMinute = { minute: Number.NaN, day: '', time: '' };

/** What London's clocks show at the instant `at` (BST or GMT as it was then): 'YYYY-MM-DD' and 'HH:MM'. */
export function londonWallClock(at: Date): { day: string; time: string } {
  // Asked on every search (a horse's free days are read against today): the formatting is slow, and
  // London's clocks change only on a whole minute, so the last minute's answer is kept.
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute.minute) {
    const parts = londonClock.formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    lastMinute = {
      minute,
      day: `${part('year')}-${part('month')}-${part('day')}`,
      time: `${part('hour')}:${part('minute')}`,
    };
  }
  return { day: lastMinute.day, time: lastMinute.time };
}

/** Today's date in Europe/London at the instant `now`. */
export function londonToday(now: Date = new Date()): string {
  return londonWallClock(now).day;
}
