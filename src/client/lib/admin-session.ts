import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Admin } from '#contract/admin';
import { apiRequest, getQueryFn } from './api';
import { paths } from './paths';

/** The admin signed in (GET /api/admin/me); the dashboard reads the same key. */
export const ADMIN_ME_KEY = ['/api/admin/me'] as const;

/** Whether a path is in the operator area (/admin, /admin/dashboard). */
export const isAdminPath = (path: string) => path === paths.admin() || path.startsWith(`${paths.admin()}/`);

/**
 * The signed-in admin for the site header: null when there is none (401). Asked only in the operator
 * area, so a visitor's page load costs no extra request; once known it stays for the session's pages.
 */
export function useSignedInAdmin(enabled: boolean) {
  return useQuery<Admin | null>({
    queryKey: ADMIN_ME_KEY,
    queryFn: getQueryFn<Admin | null>({ on401: 'returnNull' }),
    enabled,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

/** Ends the admin session (POST /api/admin/logout), forgets every admin reply, and goes to /admin. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/admin/logout');
    },
    onSettled: () => {
      queryClient.removeQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/'),
      });
      queryClient.setQueryData(ADMIN_ME_KEY, null);
      navigate(paths.admin());
    },
  });
}
