import type { RecurrenceType } from '../options.js';
import { addDays, daysBetween, isCalendarDay, monthBounds } from './calendar-days.js';

/** The part of an availability slot that says on which days it occurs. */
export interface SlotDays {
  startDate: string;
  endDate: string;
  recurrenceType: RecurrenceType;
  recurrenceEnd: string | null;
}

/** A slot's days and times, for the checks both the form and the server make. */
export interface SlotSpan extends SlotDays {
  startTime: string;
  endTime: string;
}

export const RECURRENCE_MESSAGES = {
  endDateBeforeStart: 'End date cannot be before the start date',
  endTimeNotAfterStart: 'End time must be after the start time',
  recurrenceEndBeforeStart: 'Recurrence end cannot be before the start date',
} as const;

export interface SpanProblem {
  field: 'endDate' | 'endTime' | 'recurrenceEnd';
  message: string;
}

/**
 * Why a slot's span is impossible (empty when it is fine): it may not end before it starts, its end time
 * must be after its start time ('HH:MM' strings compare in clock order), and a recurrence may not end
 * before the slot starts.
 */
export function spanProblems(slot: SlotSpan): SpanProblem[] {
  const problems: SpanProblem[] = [];
  if (slot.endDate < slot.startDate)
    problems.push({ field: 'endDate', message: RECURRENCE_MESSAGES.endDateBeforeStart });
  if (slot.endTime <= slot.startTime)
    problems.push({ field: 'endTime', message: RECURRENCE_MESSAGES.endTimeNotAfterStart });
  if (slot.recurrenceEnd !== null && slot.recurrenceEnd < slot.startDate)
    problems.push({ field: 'recurrenceEnd', message: RECURRENCE_MESSAGES.recurrenceEndBeforeStart });
  return problems;
}

/**
 * The last day a slot can occur. A one-off slot ends on its end date; a recurring one repeats up to its
 * recurrence end, or up to its end date when it has none (so no slot runs for ever).
 */
export function lastDayOf(slot: SlotDays): string {
  if (slot.recurrenceType === 'none') return slot.endDate;
  return slot.recurrenceEnd ?? slot.endDate;
}

/** How many days from the start a weekly slot's pattern covers: its span up to a week, else one day. */
export function weeklyPatternDays(slot: SlotDays): number {
  const spanDays = daysBetween(slot.startDate, slot.endDate) + 1;
  return spanDays <= 7 ? spanDays : 1;
}

/**
 * Does the slot occur on `day`?
 * - none: every day from the start date to the end date;
 * - daily: every day from the start date to the last day;
 * - weekly: the weekdays its first span covers when that span is a week or less (a Monday–Friday slot
 *   → every weekday), each week; a longer span ("Tue hack, 5 Jan to 26 Jan, weekly") means its start
 *   day's weekday each week, never every day (issue 27);
 * - monthly: the same day of the month as its start date; a slot starting on the 31st skips the
 *   months without one (it never slides to the 30th).
 * A slot that ends before it starts occurs on no day.
 */
export function occursOn(slot: SlotDays, day: string): boolean {
  if (!isCalendarDay(day) || slot.endDate < slot.startDate) return false;
  if (day < slot.startDate || day > lastDayOf(slot)) return false;
  switch (slot.recurrenceType) {
    case 'none':
    case 'daily':
      return true;
    case 'weekly':
      return daysBetween(slot.startDate, day) % 7 < weeklyPatternDays(slot);
    case 'monthly':
      return day.slice(8) === slot.startDate.slice(8);
  }
}

/** Every day from `from` to `to` (both included) on which the slot occurs, in order. */
export function occurrencesBetween(slot: SlotDays, from: string, to: string): string[] {
  const days: string[] = [];
  const first = from > slot.startDate ? from : slot.startDate;
  const lastDay = lastDayOf(slot);
  const last = to < lastDay ? to : lastDay;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (occursOn(slot, day)) days.push(day);
  }
  return days;
}

/** The days of a month ('YYYY-MM') on which the slot occurs. */
export function occurrencesInMonth(slot: SlotDays, month: string): string[] {
  const { from, to } = monthBounds(month);
  return occurrencesBetween(slot, from, to);
}

/** The first day on or after `day` on which the slot occurs, or null when it never does again. */
export function nextOccurrence(slot: SlotDays, day: string): string | null {
  const lastDay = lastDayOf(slot);
  for (let d = day > slot.startDate ? day : slot.startDate; d <= lastDay; d = addDays(d, 1)) {
    if (occursOn(slot, d)) return d;
  }
  return null;
}
