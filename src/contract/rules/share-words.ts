import { shortDay } from './visit-words.js';
import { weekdaysInWords, type Weekday } from './weekdays.js';

/** What a share's words are made of: a request's view of a share has these fields. */
export interface ShareWhen {
  weekdays: readonly Weekday[];
  startDate: string | null;
  trialEndsOn: string | null;
  /** Its days; the first one's times are the share's (an empty list leaves the times out). */
  days: ReadonlyArray<{ startTime: string; endTime: string }>;
}

/**
 * "Tue & Sat from Tue 2 Dec, 10:00–12:00 · trial until Mon 29 Dec": a share in words, as the thread, the
 * notices, the requests inbox, My shares and the ask-to-share form's preview all write it.
 */
export function shareInWords(share: ShareWhen): string {
  const first = share.days[0];
  const times = first ? `, ${first.startTime}–${first.endTime}` : '';
  const from = share.startDate ? ` from ${shortDay(share.startDate)}` : '';
  const trial = share.trialEndsOn ? ` · trial until ${shortDay(share.trialEndsOn)}` : '';
  return `${weekdaysInWords(share.weekdays)}${from}${times}${trial}`;
}
