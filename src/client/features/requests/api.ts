import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_FEED_PATH, type CalendarFeedAddress, type CalendarFeedStatus } from '#contract/visits';
import { apiJson, getQueryFn } from '#client/lib/api';

/** GET /api/calendar-feed: whether the member has a feed address. */
export function useCalendarFeed() {
  return useQuery<CalendarFeedStatus>({
    queryKey: [CALENDAR_FEED_PATH],
    queryFn: getQueryFn<CalendarFeedStatus>({
      on401: 'throw',
      failureMessage: 'Failed to fetch the calendar feed',
    }),
  });
}

/** POST (a new address; the old one stops) and DELETE (stop) /api/calendar-feed. */
export function useCalendarFeedActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CALENDAR_FEED_PATH] });
  const make = useMutation({
    mutationFn: () => apiJson<CalendarFeedAddress>('POST', CALENDAR_FEED_PATH),
    onSuccess: refresh,
  });
  const stop = useMutation({
    mutationFn: () => apiJson<undefined>('DELETE', CALENDAR_FEED_PATH),
    onSuccess: refresh,
  });
  return { make, stop };
}
