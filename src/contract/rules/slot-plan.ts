import { labelledCodes, WEEKDAYS, weekdayShortLabel, type RecurrenceType } from '../options.js';
import { addDays, daysBetween, mondayFirstWeekday } from './calendar-days.js';
import { lastDayOf, occurrencesBetween, weeklyPatternDays, type SlotSpan } from './recurrence.js';
import { dayMonth, shortDay } from './visit-words.js';

/**
 * What an owner means by a slot, in the form's terms: "every Tue and Thu, 10:00–12:00, from 1 Dec until
 * 31 Jan". It is written as the specification's slots (title, dates, times, recurrenceType,
 * recurrenceEnd): one weekly slot per weekday chosen, each a single day repeating weekly, so what is
 * published is exactly what the sentence and the preview say (issue 27).
 */
export const {
  codes: REPEATS,
  schema: RepeatSchema,
  labels: REPEAT_LABELS,
} = labelledCodes({
  once: 'Just once',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
});
export type Repeat = (typeof REPEATS)[number];

/** Monday first, as UK calendars are: 'Mon' ... 'Sun' (the one list of weekdays is in options.ts). */
export const WEEKDAY_NAMES: readonly string[] = WEEKDAYS.map(weekdayShortLabel);

export interface SlotPlan {
  title: string;
  repeat: Repeat;
  /** Weekly only: 0 = Monday … 6 = Sunday. */
  weekdays: number[];
  /** The first day (once: the day, or the first of several). */
  from: string;
  /** The last day: for 'once' the end date (same as `from` for one day); otherwise until when it repeats. */
  until: string;
  startTime: string;
  endTime: string;
  capacity: number;
}

export interface PlannedSlot extends SlotSpan {
  title: string;
  recurrenceType: RecurrenceType;
  capacity: number;
}

// The form counts weekdays Monday first, as calendars do (calendar-days.ts).
export { mondayFirstWeekday };

/** The slots that publish the plan (none when a weekly plan has no weekday within its dates). */
export function slotsOfPlan(plan: SlotPlan): PlannedSlot[] {
  const base = {
    title: plan.title,
    startTime: plan.startTime,
    endTime: plan.endTime,
    capacity: plan.capacity,
  };
  switch (plan.repeat) {
    case 'once':
      return [
        { ...base, startDate: plan.from, endDate: plan.until, recurrenceType: 'none', recurrenceEnd: null },
      ];
    case 'daily':
    case 'monthly':
      return [
        {
          ...base,
          startDate: plan.from,
          endDate: plan.from,
          recurrenceType: plan.repeat,
          recurrenceEnd: plan.until,
        },
      ];
    case 'weekly':
      return [...new Set(plan.weekdays)]
        .sort((a, b) => a - b)
        .map((weekday) => addDays(plan.from, (weekday - mondayFirstWeekday(plan.from) + 7) % 7))
        .filter((first) => first <= plan.until)
        .map((first) => ({
          ...base,
          startDate: first,
          endDate: first,
          recurrenceType: 'weekly' as const,
          recurrenceEnd: plan.until,
        }));
  }
}

/** A stored slot as the form shows it (a weekly slot over several days: those weekdays). */
export function planOfSlot(slot: PlannedSlot): SlotPlan {
  const base = {
    title: slot.title,
    startTime: slot.startTime,
    endTime: slot.endTime,
    capacity: slot.capacity,
    from: slot.startDate,
    until: lastDayOf(slot),
    weekdays: [mondayFirstWeekday(slot.startDate)],
  };
  switch (slot.recurrenceType) {
    case 'none':
      return { ...base, repeat: 'once', until: slot.endDate };
    case 'daily':
    case 'monthly':
      return { ...base, repeat: slot.recurrenceType };
    case 'weekly': {
      const days = weeklyPatternDays(slot);
      const weekdays = Array.from({ length: days }, (_, i) => mondayFirstWeekday(addDays(slot.startDate, i)));
      return { ...base, repeat: 'weekly', weekdays };
    }
  }
}

/** "Tue and Thu"; "Mon, Wed and Fri". */
function listWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/**
 * How the plan repeats, without the days it runs between: "Every Tue and Thu, 10:00–12:00", "Every day, …",
 * "Every month on the 5th, …"; a plan for once is its days and times, "Just once: Tue 1 Dec, 10:00–12:00".
 */
export function describeRepeat(plan: SlotPlan): string {
  const times = `${plan.startTime}–${plan.endTime}`;
  switch (plan.repeat) {
    case 'once': {
      const days =
        plan.until > plan.from ? `${shortDay(plan.from)} to ${shortDay(plan.until)}` : shortDay(plan.from);
      return `Just once: ${days}, ${times}`;
    }
    case 'daily':
      return `Every day, ${times}`;
    case 'monthly':
      return `Every month on the ${ordinal(Number(plan.from.slice(8)))}, ${times}`;
    case 'weekly': {
      const days = [...new Set(plan.weekdays)].sort((a, b) => a - b);
      const which = days.length === 7 ? 'day' : listWords(days.map((d) => WEEKDAY_NAMES[d]!));
      return `Every ${which || '…'}, ${times}`;
    }
  }
}

/**
 * What the plan publishes, in one sentence: "Every Tue and Thu, 10:00–12:00, from 1 Dec until 31 Jan",
 * "Every day, …", "Every month on the 5th, …", "Just once: Tue 1 Dec, 10:00–12:00".
 */
export function describePlan(plan: SlotPlan): string {
  const repeat = describeRepeat(plan);
  return plan.repeat === 'once'
    ? repeat
    : `${repeat}, from ${dayMonth(plan.from)} until ${dayMonth(plan.until)}`;
}

/**
 * What a save published, in the form's words, for its toast: "Every Tue and Thu, 10:00–12:00, from 1 Dec
 * until 31 Jan". The slots of one plan (slotsOfPlan) read back as that plan: weekly ones, one per weekday,
 * as their weekdays together.
 */
export function describeSlots(slots: PlannedSlot[]): string {
  const [first] = slots;
  if (!first) return '';
  const plan = planOfSlot(first);
  if (plan.repeat === 'weekly') plan.weekdays = slots.flatMap((slot) => planOfSlot(slot).weekdays);
  return describePlan(plan);
}

/** The next `count` days the slots occur from `today` (a day two slots share is listed once). */
export function nextDaysOf(slots: SlotSpan[], today: string, count: number): string[] {
  const days = new Set<string>();
  for (const slot of slots) {
    const from = slot.startDate > today ? slot.startDate : today;
    // A year ahead is plenty for a preview; occurrencesBetween stops at the slot's last day anyway.
    for (const day of occurrencesBetween(slot, from, addDays(from, 366)).slice(0, count)) days.add(day);
  }
  return [...days].sort().slice(0, count);
}

/** How many days the plan spans (the form refuses an "until" before "from"). */
export const planLength = (plan: SlotPlan) => daysBetween(plan.from, plan.until) + 1;
