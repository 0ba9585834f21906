import { useQuery } from '@tanstack/react-query';
import type { Admin } from '#contract/admin';
import { getQueryFn } from './api';
import { paths } from './paths';
import { SIGNED_IN_QUERY_OPTIONS, useSignOutRequest } from './session';

/** The admin signed in (GET /api/admin/me); the dashboard reads the same key. */
export const ADMIN_ME_KEY = ['/api/admin/me'] as const;

/** Whether a path is in the operator area (/admin, /admin/dashboard). */
export const isAdminPath = (path: string) => path === paths.admin() || path.startsWith(`${paths.admin()}/`);

const SIGNED_IN_HERE = 'stablemates.admin-signed-in';

/**
 * Whether this browser signed in as an admin and has not signed out since. Not a credential (the admin
 * cookie is HttpOnly and is what the server checks): it only lets pages outside the operator area ask
 * who the admin is, so a fresh load of the home page shows the admin their header, while a visitor's
 * page load still costs no extra request.
 */
export const adminSignedInHere = {
  get(): boolean {
    try {
      return localStorage.getItem(SIGNED_IN_HERE) === '1';
    } catch {
      return false;
    }
  },
  set(signedIn: boolean): void {
    try {
      if (signedIn) localStorage.setItem(SIGNED_IN_HERE, '1');
      else localStorage.removeItem(SIGNED_IN_HERE);
    } catch {
      // Storage refused (private mode): the header falls back to asking in the operator area only.
    }
  },
};

const askAdminMe = getQueryFn<Admin | null>({ on401: 'returnNull' });

/**
 * The signed-in admin for the site header: null when there is none (401). Asked in the operator area,
 * and elsewhere only in a browser that signed in as admin; once known it stays for the session's pages.
 * A session that has ended (401) forgets that this browser signed in.
 */
export function useSignedInAdmin(inAdminArea: boolean) {
  return useQuery<Admin | null>({
    queryKey: ADMIN_ME_KEY,
    queryFn: async (context) => {
      const admin = await askAdminMe(context);
      adminSignedInHere.set(Boolean(admin));
      return admin;
    },
    enabled: inAdminArea || adminSignedInHere.get(),
    ...SIGNED_IN_QUERY_OPTIONS,
  });
}

/** Ends the admin session (POST /api/admin/logout), forgets every admin reply, and goes to /admin. */
export function useAdminSignOut() {
  return useSignOutRequest('/api/admin/logout', ({ queryClient, navigate }) => ({
    onSettled: () => {
      adminSignedInHere.set(false);
      queryClient.removeQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/'),
      });
      queryClient.setQueryData(ADMIN_ME_KEY, null);
      navigate(paths.admin());
    },
  }));
}
