import { useLocation, useSearch } from 'wouter';
import { safeReturnTo } from '#contract/rules/return-to';

/** This page as a `returnTo` value: its path and query, so a prompt to sign in can bring the person back. */
export function useHereAsReturnTo(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}

/**
 * The page to return to after signing in or up, from `?returnTo=` (or the older `?next=`), when it is a
 * path of this site; null otherwise.
 */
export function useReturnTo(): string | null {
  const params = new URLSearchParams(useSearch());
  return safeReturnTo(params.get('returnTo')) ?? safeReturnTo(params.get('next'));
}
