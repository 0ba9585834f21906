import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { SessionUser } from '#contract/users';
import { apiRequest, errorMessage, getQueryFn } from './api';
import { toast } from '../components/ui/use-toast';

/** Query key of the signed-in user; set it to null to sign out locally. */
export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

/**
 * The signed-in user (spec public §4, §7): null when signed out (401); any other failure is an error
 * "Failed to fetch user". Cached 5 minutes, never retried.
 */
export function useCurrentUser(): UseQueryResult<SessionUser | null> {
  return useQuery<SessionUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<SessionUser | null>({ on401: 'returnNull', failureMessage: 'Failed to fetch user' }),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/**
 * Signs out (POST /api/auth/logout). On success the cached user becomes null, private cached data is
 * dropped and the browser goes to /; on failure a destructive toast "Logout failed".
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/auth/logout');
    },
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({
        predicate: (query) =>
          query.queryKey[0] !== CURRENT_USER_KEY[0] && query.queryKey[0] !== '/api/site-config',
      });
      navigate('/');
    },
    onError: (err) => {
      toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' });
    },
  });
}
