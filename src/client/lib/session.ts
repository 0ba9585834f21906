import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from './api';

/**
 * How the cache keeps a "who is signed in" answer, a member's (auth.ts) or an admin's (admin-session.ts):
 * five minutes, and a failure is not asked again (a 401 is an answer, not a hiccup).
 */
export const SIGNED_IN_QUERY_OPTIONS = { staleTime: 5 * 60 * 1000, retry: false } as const;

/** The cache and the router, for what a sign-out does once the server has answered. */
export interface SignOutTools {
  queryClient: QueryClient;
  navigate: (to: string) => void;
}

/**
 * A sign-out, a member's or an admin's: POST to `logoutPath` (its reply has no body), then the handlers
 * `after` builds with the cache and the router (what to forget, where to go, what to say on failure).
 */
export function useSignOutRequest(
  logoutPath: string,
  after: (tools: SignOutTools) => Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', logoutPath);
    },
    ...after({ queryClient, navigate }),
  });
}
