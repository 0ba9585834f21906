import { addDays, londonWallClock } from './calendar-days.js';

// Reliability in numbers (issue 44, decision 0055). Pure: the server counts with it, and its tests count
// hand-made cases. What each figure means, and so what makes it true, is written in the decision.

export const RELIABILITY = {
  /** An owner's answering is read over the requests received in this many days. */
  ownerWindowDays: 90,
  /** ... and shown only once this many requests count. */
  ownerMinRequests: 3,
  /** A request still waiting this long counts as not answered (until then it is not counted yet). */
  unansweredAfterHours: 72,
  /** A rider calling a day off closer than this to its start has not kept it. */
  lateCancelHours: 24,
} as const;

const HOUR_MS = 3_600_000;

/**
 * One day a rider was due to ride: a one-off visit that was accepted, or a day of an accepted share.
 * `status` is as stored (a planned day is never "done" here: the clock decides); for a visit called off
 * after it was accepted, `cancelled` with who did it and when. `changedAt` is null when not known.
 */
export interface RiderDay {
  /** 'YYYY-MM-DD' and 'HH:MM', London wall clock. */
  date: string;
  startTime: string;
  endTime: string;
  status: 'planned' | 'skipped' | 'missed' | 'cancelled';
  changedBy: 'rider' | 'owner' | null;
  changedAt: Date | null;
}

/** Has London's clock reached `time` on `day` at `at`? */
function reached(at: Date, day: string, time: string): boolean {
  const clock = londonWallClock(at);
  return `${clock.day} ${clock.time}` >= `${day} ${time}`;
}

/**
 * How one day counts: kept (it came and went and nobody said otherwise), broken (the owner marked it
 * missed or said it did not take place; the rider called it off less than 24 hours before it began, or
 * after), or not at all (still to come, or called off in good time, or by the owner beforehand). "24
 * hours before" is the same time on the day before, on London's clock.
 */
export function dayOutcome(day: RiderDay, now: Date): 'kept' | 'broken' | null {
  switch (day.status) {
    case 'planned':
      return reached(now, day.date, day.endTime) ? 'kept' : null;
    case 'missed':
      return 'broken';
    case 'skipped':
    case 'cancelled': {
      if (!day.changedAt) return null;
      if (day.changedBy === 'rider')
        return reached(day.changedAt, addDays(day.date, -1), day.startTime) ? 'broken' : null;
      if (day.changedBy === 'owner') return reached(day.changedAt, day.date, day.startTime) ? 'broken' : null;
      return null;
    }
  }
}

export interface KeptVisits {
  kept: number;
  /** The days that count: kept or broken. */
  due: number;
}

/** "Kept 11 of 12 visits": over every day the rider was due to ride. */
export function keptVisits(days: readonly RiderDay[], now: Date): KeptVisits {
  let kept = 0;
  let due = 0;
  for (const day of days) {
    const outcome = dayOutcome(day, now);
    if (outcome === null) continue;
    due += 1;
    if (outcome === 'kept') kept += 1;
  }
  return { kept, due };
}

/** "Kept 11 of 12 visits"; null while no day counts. */
export function keptVisitsWords({ kept, due }: KeptVisits): string | null {
  return due === 0 ? null : `Kept ${kept} of ${due} visit${due === 1 ? '' : 's'}`;
}

/**
 * A request an owner received: when it came, when the owner first accepted or declined it (null: never),
 * and, for one withdrawn by the rider before any answer, when.
 */
export interface ReceivedRequest {
  createdAt: Date;
  answeredAt: Date | null;
  withdrawnAt: Date | null;
}

export interface AnsweringFigures {
  /** Requests that count: answered, or left waiting 72 hours (withdrawn or not). */
  counted: number;
  answered: number;
  /** The median time from request to answer, of those answered; null when none was. */
  medianMs: number | null;
}

/**
 * An owner's answering over the requests received in the last 90 days. A request counts once it was
 * answered, or once it waited 72 hours without one (still waiting, or withdrawn after that); one
 * withdrawn sooner, or still younger than 72 hours, does not count either way.
 */
export function answeringFigures(received: readonly ReceivedRequest[], now: Date): AnsweringFigures {
  const since = now.getTime() - RELIABILITY.ownerWindowDays * 24 * HOUR_MS;
  const waitLimit = RELIABILITY.unansweredAfterHours * HOUR_MS;
  const times: number[] = [];
  let counted = 0;
  for (const request of received) {
    const created = request.createdAt.getTime();
    if (created < since || created > now.getTime()) continue;
    if (request.answeredAt) {
      counted += 1;
      times.push(Math.max(0, request.answeredAt.getTime() - created));
      continue;
    }
    const waitedUntil = request.withdrawnAt?.getTime() ?? now.getTime();
    if (waitedUntil - created >= waitLimit) counted += 1;
  }
  return { counted, answered: times.length, medianMs: median(times) };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A time to answer in words, rounded up so that "within" stays true: "an hour", "5 hours", "3 days". */
export function answerTimeWords(ms: number): string {
  const hours = Math.max(1, Math.ceil(ms / HOUR_MS));
  if (hours === 1) return 'an hour';
  if (hours < 48) return `${hours} hours`;
  return `${Math.ceil(hours / 24)} days`;
}

/**
 * "Answered 9 of 10 requests in the last 90 days, usually within 5 hours"; null until at least three
 * requests count.
 */
export function answeringWords(figures: AnsweringFigures): string | null {
  if (figures.counted < RELIABILITY.ownerMinRequests) return null;
  const share = `Answered ${figures.answered} of ${figures.counted} requests in the last ${RELIABILITY.ownerWindowDays} days`;
  return figures.medianMs === null ? share : `${share}, usually within ${answerTimeWords(figures.medianMs)}`;
}
