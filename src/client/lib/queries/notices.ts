import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NoticeList } from '#contract/notices';
import { apiRequest } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';

/** The member's notices (decision 0052), as the bell in the navigation bar lists them. */
export const NOTICE_LIST_PATH = '/api/notices';
export const noticeKeys = { list: [NOTICE_LIST_PATH] as const };

/** Reads the notices again: the live stream says a new one was kept. */
export const invalidateNotices = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: noticeKeys.list });

/** A minute is soon enough for a notice the push or the e-mail has told of already. */
const NOTICES_POLL_MS = 60_000;

/** GET /api/notices while a member is signed in. */
export function useNotices() {
  const { data: user } = useCurrentUser();
  return useQuery<NoticeList>({
    queryKey: noticeKeys.list,
    enabled: Boolean(user),
    refetchInterval: NOTICES_POLL_MS,
  });
}

/** POST /api/notices/{id}/read, or /api/notices/read-all without an id. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: number) => {
      await apiRequest('POST', id === undefined ? '/api/notices/read-all' : `/api/notices/${id}/read`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.list }),
  });
}
