import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedMember, NoticePreferences, ReportCreateInput, ReportTargetType } from '#contract/safety';
import { apiJson, apiRequest } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { unreadCountKey } from '#client/lib/unread-count';

/**
 * Trust and safety (issue #18) as several features show it: reporting from where an item is shown,
 * blocking from a profile or a conversation, unblocking and message e-mails in My Profile.
 */
export const BLOCKS_PATH = '/api/blocks';
export const NOTICES_PATH = '/api/users/me/notices';

export const safetyKeys = {
  blocks: [BLOCKS_PATH] as const,
  notices: [NOTICES_PATH] as const,
};

/** Anything whose list a block changes: the blocked list and the conversations. */
const MESSAGES_PATH = '/api/messages';

export type ReportTarget = { targetType: ReportTargetType; targetId: number };

/** POST /api/reports. */
export function useReport() {
  return useMutation({
    mutationFn: (input: ReportCreateInput) =>
      apiJson<{ id: number; message: string }>('POST', '/api/reports', input),
  });
}

/** GET /api/blocks: whom the signed-in member blocked (off while signed out). */
export function useBlockedMembers(enabled = true) {
  return useQuery<BlockedMember[]>({ queryKey: safetyKeys.blocks, enabled });
}

/**
 * Whether the signed-in member blocked this member: their ways to get in touch would only lead to a closed
 * thread. (Never whether the other blocked them: that stays unsaid, decision 0016's neutral refusal.)
 */
export function useHaveBlocked(memberId: number | undefined): boolean {
  const { data: me } = useCurrentUser();
  const blocked = useBlockedMembers(Boolean(me) && memberId !== undefined && me?.id !== memberId);
  return blocked.data?.some((member) => member.id === memberId) ?? false;
}

/**
 * PUT or DELETE /api/blocks/{id}. The unread badge counts only messages from members not blocked
 * (decision 0042), and while the live stream is connected it does not poll, so it is refreshed here.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  const { data: me } = useCurrentUser();
  return useMutation({
    mutationFn: async ({ userId, blocked }: { userId: number; blocked: boolean }) => {
      await apiRequest(blocked ? 'PUT' : 'DELETE', `${BLOCKS_PATH}/${userId}`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: safetyKeys.blocks }),
        queryClient.invalidateQueries({ queryKey: [MESSAGES_PATH] }),
        queryClient.invalidateQueries({ queryKey: unreadCountKey(me?.id ?? 0) }),
      ]),
  });
}

/** GET /api/users/me/notices. */
export function useNoticePreferences() {
  return useQuery<NoticePreferences>({ queryKey: safetyKeys.notices });
}

/** PUT /api/users/me/notices. */
export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticePreferences) => apiJson<NoticePreferences>('PUT', NOTICES_PATH, input),
    onSuccess: (saved) => queryClient.setQueryData(safetyKeys.notices, saved),
  });
}
