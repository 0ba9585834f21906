import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser } from '#contract/users';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage, getQueryFn } from './api';
import { forgetFormDrafts } from './form-drafts-forget';
import { SIGNED_IN_QUERY_OPTIONS, useSignOutRequest } from './session';

/** Query key of the signed-in user; set it to null to sign out locally. */
export const CURRENT_USER_KEY = ['/api/auth/me'] as const;
/** The site configuration is the same for every visitor, so it survives a change of user. */
const SITE_CONFIG_PATH = '/api/site-config';

/** Drops everything cached for whoever was here before, but the user query and the site configuration. */
function forgetPreviousVisitor(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] && query.queryKey[0] !== SITE_CONFIG_PATH,
  });
}

/**
 * The signed-in user (docs/product.md §P4, §P7): null when signed out (401); any other failure is an error
 * "Failed to fetch user". Cached 5 minutes, never retried.
 */
export function useCurrentUser(): UseQueryResult<SessionUser | null> {
  return useQuery<SessionUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<SessionUser | null>({ on401: 'returnNull', failureMessage: 'Failed to fetch user' }),
    ...SIGNED_IN_QUERY_OPTIONS,
  });
}

/**
 * Signs out (POST /api/auth/logout). On success the cached user becomes null, private cached data is
 * dropped and the browser goes to /; on failure a destructive toast "Logout failed".
 */
export function useLogout() {
  return useSignOutRequest('/api/auth/logout', ({ queryClient, navigate }) => ({
    onSuccess: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      forgetPreviousVisitor(queryClient);
      // Enquiries and share requests held for a confirmation (issue 46) are private words: they go with the member.
      forgetFormDrafts();
      navigate('/');
    },
    onError: (err) => {
      toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' });
    },
  }));
}

/**
 * After a sign-in or registration: the reply's user becomes the current user (the navbar updates at once),
 * and anything cached for a previous visitor is dropped.
 */
export function useSetSignedInUser(): (user: SessionUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      forgetPreviousVisitor(queryClient);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
    [queryClient],
  );
}
