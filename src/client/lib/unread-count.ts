import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { useCurrentUser } from './auth';
import { useLiveStreamConnected } from './live-stream-status';

export const UNREAD_POLL_MS = 30_000;

/** Query key of a user's unread count; invalidate it after marking messages read. */
export function unreadCountKey(userId: number) {
  return ['/api/messages/unread-count', { userId }] as const;
}

/**
 * The signed-in user's unread message count (GET /api/messages/unread-count?userId={id}), polled every
 * 30 s while a user is signed in and the live stream is not connected (when it is, it pushes the count).
 * `count` is 0 while signed out or loading.
 */
export function useUnreadCount(): UseQueryResult<{ count: number }> & { count: number } {
  const { data: user } = useCurrentUser();
  const userId = user?.id ?? 0;
  const live = useLiveStreamConnected();
  const query = useQuery<{ count: number }>({
    queryKey: unreadCountKey(userId),
    queryFn: getQueryFn<{ count: number }>({
      on401: 'throw',
      failureMessage: 'Failed to fetch unread message count',
    }),
    enabled: Boolean(user),
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
  return Object.assign(query, { count: user ? (query.data?.count ?? 0) : 0 });
}
