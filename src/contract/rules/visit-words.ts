/**
 * A visit in words, as both inboxes, the thread and the reminder mail write it: "Tue 2 Dec, 10:00–12:00".
 * Calendar days are formatted at UTC midnight (they are London days already), so no device's time zone
 * can move them.
 */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "Tue 2 Dec" for '2026-12-02'. */
export function shortDay(day: string): string {
  // en-GB writes "Tue, 2 Dec" in some runtimes and "Tue 2 Dec" in others.
  return dayFormat.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}

/** "2 Dec" for '2026-12-02': a day that needs no weekday (the end of a span). */
export const dayMonth = (day: string) => shortDay(day).replace(/^\w+ /, '');

export interface VisitWhen {
  startDate: string | null;
  endDate: string | null;
  /** The slot's times, when the visit came from one. */
  startTime?: string | null;
  endTime?: string | null;
}

/** "Tue 2 Dec, 10:00–12:00"; "Tue 2 Dec – Thu 4 Dec" for a span without times; "No date given". */
export function visitInWords(visit: VisitWhen): string {
  if (!visit.startDate) return 'No date given';
  const days =
    visit.endDate && visit.endDate !== visit.startDate
      ? `${shortDay(visit.startDate)} – ${shortDay(visit.endDate)}`
      : shortDay(visit.startDate);
  return visit.startTime && visit.endTime ? `${days}, ${visit.startTime}–${visit.endTime}` : days;
}
