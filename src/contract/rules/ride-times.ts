import { addDays, londonWallClock } from './calendar-days.js';

// The times of a ride out (issue 45, decision 0056): pure, so the server's checks and the rider's form
// agree. Instants are compared as instants; what a member reads is London's wall clock.

export const RIDE_TIMES = {
  /** A back-by time at most this far ahead: a ride, not a trek. */
  backByMaxHours: 12,
  /** The rider is asked "Still out?" this long before their back-by time. */
  stillOutMinutesBefore: 10,
  /** Not back this long after the back-by time: the owner and the emergency contact are alerted. */
  overdueAfterMinutes: 15,
} as const;

const MINUTE_MS = 60_000;

/** The instant at which London's clocks show `time` ('HH:MM') on `day` (BST or GMT as it was that day). */
export function londonInstant(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  const clock = londonWallClock(guess);
  const shown = Date.parse(`${clock.day}T${clock.time}:00Z`);
  return new Date(guess.getTime() - (shown - guess.getTime()));
}

/** 'HH:MM' on London's clocks at `at`. */
export const londonTime = (at: Date): string => londonWallClock(at).time;

/** What is wrong with a back-by time chosen at `now`: in the past, too far ahead, or nothing (null). */
export function backByProblem(backBy: Date, now: Date): 'past' | 'tooFar' | null {
  if (backBy.getTime() <= now.getTime()) return 'past';
  if (backBy.getTime() > now.getTime() + RIDE_TIMES.backByMaxHours * 60 * MINUTE_MS) return 'tooFar';
  return null;
}

/**
 * The back-by instant for a time the rider picked on the form: today in London at `time`, or tomorrow
 * when that has passed (a ride out at 23:00 back by 00:30).
 */
export function backByAt(time: string, now: Date): Date {
  const today = londonWallClock(now).day;
  const instant = londonInstant(today, time);
  return instant.getTime() > now.getTime() ? instant : londonInstant(addDays(today, 1), time);
}

/** When the rider is asked "Still out?", and when the alert goes, for a back-by time. */
export const stillOutAt = (backBy: Date) =>
  new Date(backBy.getTime() - RIDE_TIMES.stillOutMinutesBefore * MINUTE_MS);
export const overdueAt = (backBy: Date) =>
  new Date(backBy.getTime() + RIDE_TIMES.overdueAfterMinutes * MINUTE_MS);

/** A request's days as its view carries them (contract/shares.ts ShareDay), enough to tell its days. */
interface RideDays {
  kind: 'visit' | 'share';
  status: string;
  startDate: string | null;
  endDate: string | null;
  days: ReadonlyArray<{ date: string; status: string }>;
}

/**
 * Whether `today` (London) is one of the rider's days of an accepted visit or share: a share's planned
 * day (done once its hours have passed; a skipped, missed or cancelled day is not one), a visit's start
 * to end date. A ride is started only on such a day.
 */
export function isRideDay(request: RideDays, today: string): boolean {
  if (request.status !== 'accepted') return false;
  const onDay = (status: string) => status === 'planned' || status === 'done';
  if (request.kind === 'share') return request.days.some((day) => day.date === today && onDay(day.status));
  if (!request.startDate) return false;
  const last = request.endDate ?? request.startDate;
  return request.startDate <= today && today <= last && request.days.every((day) => onDay(day.status));
}

/** "Out now: Jo on Biscuit, back by 15:30": what the owner reads on the share and in the bell. */
export const outNowWords = (rider: string, horse: string, backBy: Date) =>
  `Out now: ${rider} on ${horse}, back by ${londonTime(backBy)}`;
