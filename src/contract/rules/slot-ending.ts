import { addDays, daysBetween } from './calendar-days.js';
import { lastDayOf, type SlotDays } from './recurrence.js';
import { dayMonth } from './visit-words.js';

/**
 * When a slot runs out, and carrying it on (issue 41). Every slot has a last day (recurrence.ts:
 * lastDayOf), so none runs for ever; the presets run a month. So that availability does not quietly run
 * out, the owner is told ENDING_NOTICE_DAYS before that day and offered to carry the slot on for the same
 * span again. The server's notice, its carry-on call and the owner's calendar all decide here.
 */
export interface RunningSlot extends SlotDays {
  /** What the first carry-on added, kept so the next adds as much; null until carried on (or edited). */
  carryOnDays: number | null;
}

/** How many days before its last day the owner hears of it and is offered to carry it on. */
export const ENDING_NOTICE_DAYS = 7;

/**
 * How far one carry-on moves the last day: the span the owner gave the slot (first day to last day, both
 * counted). Kept from the first carry-on, so a month carried on twice runs three months, not four.
 */
export function carryOnDaysOf(slot: RunningSlot): number {
  return slot.carryOnDays ?? daysBetween(slot.startDate, lastDayOf(slot)) + 1;
}

/**
 * The slot's dates once carried on: a one-off slot's end date moves; a recurring slot repeats until a
 * later recurrence end (its first span, and so its pattern of weekdays, stays as it was).
 */
export function carriedOn(slot: RunningSlot): Pick<RunningSlot, 'endDate' | 'recurrenceEnd'> & {
  carryOnDays: number;
} {
  const step = carryOnDaysOf(slot);
  const last = addDays(lastDayOf(slot), step);
  return slot.recurrenceType === 'none'
    ? { endDate: last, recurrenceEnd: slot.recurrenceEnd, carryOnDays: step }
    : { endDate: slot.endDate, recurrenceEnd: last, carryOnDays: step };
}

/** The last day the slot would have once carried on. */
export const carriedOnUntil = (slot: RunningSlot): string => lastDayOf({ ...slot, ...carriedOn(slot) });

/**
 * Does the slot end soon enough to tell its owner and offer a carry-on? Its last day is today or within
 * ENDING_NOTICE_DAYS after. A slot given no longer than that (a weekend's cover, a single day) is left
 * out: it was always going to end within the week, and its owner knew so when they made it.
 */
export function endsSoon(slot: RunningSlot, today: string): boolean {
  const last = lastDayOf(slot);
  return (
    carryOnDaysOf(slot) > ENDING_NOTICE_DAYS && last >= today && last <= addDays(today, ENDING_NOTICE_DAYS)
  );
}

/** "28 Dec"; with the year ("3 Jan 2028") when the day is not within the coming year. */
export function untilWords(day: string, today: string): string {
  const withinTheYear = day >= today && day < addDays(today, 365);
  return withinTheYear ? dayMonth(day) : `${dayMonth(day)} ${day.slice(0, 4)}`;
}
