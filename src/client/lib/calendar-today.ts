import { useQueryClient } from '@tanstack/react-query';
import { londonToday } from '#contract/rules/calendar-days';

/**
 * Where a page drawn on the server keeps the day it was drawn on (src/client/prerender/seed.ts), so that
 * the browser hydrates the calendar on the same day even when its own clock disagrees (a device set
 * wrong, a page drawn just before midnight).
 */
export const CALENDAR_TODAY_KEY = ['calendar-today'] as const;

/** Today on a London calendar: the drawn page's day when there is one, else the browser's. */
export function useCalendarToday(): string {
  const client = useQueryClient();
  return client.getQueryData<string>(CALENDAR_TODAY_KEY) ?? londonToday();
}
