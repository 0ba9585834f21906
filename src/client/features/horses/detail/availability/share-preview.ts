import { isCalendarDay } from '#contract/rules/calendar-days';
import { shareDates, trialEndOf } from '#contract/rules/share-days';
import { shareInWords } from '#contract/rules/share-words';
import { shortDay } from '#contract/rules/visit-words';
import type { Weekday } from '#contract/rules/weekdays';

/** What the ask-to-share form holds while the member fills it in. */
export interface ShareChoice {
  weekdays: readonly Weekday[] | undefined;
  startDate: string | undefined;
  trialWeeks: number | undefined;
  endDate: string | null | undefined;
}

/**
 * The days the form would ask for, in words, from the rules the server books them with (shareDates,
 * trialEndOf): "Tue & Sat from Tue 2 Mar · trial until Mon 29 Mar · 8 days". Null until the choice is
 * complete enough to count.
 */
export function sharePreview(choice: ShareChoice): string | null {
  const { weekdays = [], startDate = '', trialWeeks = Number.NaN, endDate } = choice;
  if (weekdays.length === 0 || !isCalendarDay(startDate) || !Number.isInteger(trialWeeks)) return null;
  const trialEndsOn = trialEndOf(startDate, trialWeeks);
  const end = endDate && isCalendarDay(endDate) ? endDate : null;
  const lastAsked = end && end < trialEndsOn ? end : trialEndsOn;
  const count = shareDates(weekdays, startDate, lastAsked).length;
  const words = shareInWords({ weekdays, startDate, trialEndsOn, days: [] });
  const ends = end ? ` · last day ${shortDay(end)}` : '';
  return `${words}${ends} · ${count === 1 ? '1 day' : `${count} days`}`;
}
