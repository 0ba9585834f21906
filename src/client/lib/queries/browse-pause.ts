import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrowsePause } from '#contract/unanswered';
import { apiJson } from '#client/lib/api';
import { horseKeys } from './horses';

/** An owner's horses paused from browse while requests wait unanswered (decision 0057). */
export const BROWSE_PAUSE_PATH = '/api/browse-pause';
const browsePauseKey = [BROWSE_PAUSE_PATH] as const;

/** GET /api/browse-pause: whether the signed-in owner's horses are paused, and how many requests wait. */
export function useBrowsePause(enabled: boolean) {
  return useQuery<BrowsePause>({ queryKey: browsePauseKey, enabled });
}

/** DELETE /api/browse-pause: the owner's one click; the banner and the horse lists follow. */
export function useUnpause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<BrowsePause>('DELETE', BROWSE_PAUSE_PATH),
    onSuccess: (pause) => {
      queryClient.setQueryData(browsePauseKey, pause);
      void queryClient.invalidateQueries({ queryKey: horseKeys.all });
    },
  });
}
